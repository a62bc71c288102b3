/**
 * Our fallback, not the spec's (it gives the method step no timeout): complete the payment 10 s
 * after the method step started if no notification came, so an ACS that never answers cannot
 * leave the shopper waiting (architecture principle 9). EMV 3-D Secure gives the method step
 * 10 seconds too.
 */
export const threeDsMethodTimeoutMs = 10_000;

/**
 * How long a foreign document must stay in the frame before it is taken for the notification page
 * of a gateway on another origin: an ACS that hops through pages of its own (script, meta refresh)
 * loads the next one within this, which restarts the wait. Short enough that the completion still
 * follows the notification page within a second.
 */
export const foreignLoadSettleMs = 400;

/**
 * How the step ended: the notification page posted our message, the notification page loaded in
 * the frame (any gateway: the spec shows no message), or the 10-second fallback.
 */
export type ThreeDsMethodOutcome = 'notified' | 'loaded' | 'timeout';

export interface ThreeDsMethodRequest {
  methodUrl: string;
  encodedMethodData: string;
  trxId: string;
  /** Absolute URL of the gateway's notification page (deviceInfo); its origin is the only one heard. */
  notificationUrl: string;
  /** A shorter wait than the fallback's (the payment's budget is nearly spent); never a longer one. */
  timeoutMs?: number;
  doc?: Document;
  win?: Window;
}

/**
 * The message our sandbox's deviceInfo page posts to its parent. A gateway need not send it: the
 * notification page loading in the frame completes the step as well, whichever comes first.
 */
export interface ThreeDsMethodCompleteMessage {
  type: 'hpp-3ds-method-complete';
  trxId: string;
}

export function isMethodCompleteMessage(data: unknown, trxId: string): data is ThreeDsMethodCompleteMessage {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return (
    record.type === 'hpp-3ds-method-complete' && typeof record.trxId === 'string' && record.trxId === trxId
  );
}

/** The frame's address when the page may read it (same origin), else undefined. */
function readableHref(frame: HTMLIFrameElement): string | undefined {
  try {
    const href = frame.contentWindow?.location?.href;
    return typeof href === 'string' ? href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The 3-D Secure method step: a hidden iframe receives a form POST of `threeDSMethodData` to the
 * ACS method URL; the ACS collects device data and then loads the notification URL inside that
 * frame. The step is over as soon as that page has loaded. The page sees it in one of three ways,
 * whichever comes first:
 * - a gateway on the page's own origin: the frame's address, readable then, is the notification URL;
 * - a gateway on another origin, whose pages the page cannot read: a foreign document that loads
 *   after the ACS's first page and stays `foreignLoadSettleMs` without another load (an ACS hopping
 *   through several pages of its own restarts the wait);
 * - the notification page posts our message (the sandbox's does; the spec shows none).
 * Resolves exactly once, at the latest after the timeout.
 */
export function runThreeDsMethod(request: ThreeDsMethodRequest): Promise<ThreeDsMethodOutcome> {
  const doc = request.doc ?? document;
  const win = request.win ?? window;
  const frameName = `hpp-3ds-method-${Math.random().toString(36).slice(2)}`;
  const notificationOrigin = new URL(request.notificationUrl).origin;
  const notificationReadable = notificationOrigin === win.location.origin;

  const frame = doc.createElement('iframe');
  frame.name = frameName;
  frame.title = '3-D Secure';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';

  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = request.methodUrl;
  form.target = frameName;
  form.hidden = true;
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = 'threeDSMethodData';
  input.value = request.encodedMethodData;
  form.append(input);

  return new Promise<ThreeDsMethodOutcome>((resolve) => {
    let settled = false;
    let loadsAfterPost = 0;
    let settleTimer: number | undefined;
    const finish = (outcome: ThreeDsMethodOutcome) => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      win.clearTimeout(settleTimer);
      win.removeEventListener('message', onMessage);
      frame.removeEventListener('load', onLoad);
      form.remove();
      // The frame stays until the page leaves: removing it mid-load can abort the ACS's own
      // device-data collection.
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Three checks, each closing a door: the gateway's origin (not any site that frames or
      // opens the page), our own method frame (not another window of that origin), and the
      // shape and transaction id (not a stale or forged message).
      if (event.origin !== notificationOrigin) return;
      if (frame.contentWindow === null || event.source !== frame.contentWindow) return;
      if (!isMethodCompleteMessage(event.data, request.trxId)) return;
      finish('notified');
    };
    const onLoad = () => {
      const href = readableHref(frame);
      // The empty document a new frame starts with is no step of the ACS (some browsers fire
      // its load late).
      if (href === 'about:blank') return;
      loadsAfterPost += 1;
      win.clearTimeout(settleTimer);
      if (href !== undefined) {
        // A document of the page's own origin says where it is: the notification page, or a
        // page of an ACS that shares the page's origin.
        if (href.startsWith(request.notificationUrl)) finish('loaded');
        return;
      }
      // A foreign document. With the gateway on the page's origin its notification page would be
      // readable, so this is the ACS's; otherwise, after the ACS's first page, it may be the
      // notification page, once no further hop follows.
      // An ACS page that moves on before its own load event is never counted, so with a gateway on
      // another origin that posts no message, such a step waits out the fallback (bounded).
      if (notificationReadable || loadsAfterPost < 2) return;
      settleTimer = win.setTimeout(() => finish('loaded'), foreignLoadSettleMs);
    };
    const timer = win.setTimeout(
      () => finish('timeout'),
      Math.min(request.timeoutMs ?? threeDsMethodTimeoutMs, threeDsMethodTimeoutMs),
    );
    win.addEventListener('message', onMessage);
    doc.body.append(frame, form);
    // Listening only after the frame is in the document: Chromium fires the empty frame's load
    // synchronously on insertion.
    frame.addEventListener('load', onLoad);
    try {
      form.submit();
    } catch {
      // Not fatal: the timeout still completes the payment.
    }
  });
}
