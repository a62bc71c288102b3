/** Spec'd fallback: complete the payment 10 s after the method step started if no notification came. */
export const threeDsMethodTimeoutMs = 10_000;

export type ThreeDsMethodOutcome = 'notified' | 'timeout';

export interface ThreeDsMethodRequest {
  methodUrl: string;
  encodedMethodData: string;
  trxId: string;
  /** Origin the notification page is served from (the gateway's); other messages are ignored. */
  notificationOrigin: string;
  timeoutMs?: number;
  doc?: Document;
  win?: Window;
}

/** The message the sandbox's deviceInfo page (and a real gateway's) posts to its parent. */
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

/**
 * The 3-D Secure method step: a hidden iframe receives a form POST of `threeDSMethodData` to the
 * ACS method URL; the ACS then loads the notification URL inside that frame, which tells us by
 * postMessage. Resolves exactly once: on the first valid notification or after the timeout.
 */
export function runThreeDsMethod(request: ThreeDsMethodRequest): Promise<ThreeDsMethodOutcome> {
  const doc = request.doc ?? document;
  const win = request.win ?? window;
  const frameName = `hpp-3ds-method-${Math.random().toString(36).slice(2)}`;

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
    const finish = (outcome: ThreeDsMethodOutcome) => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      form.remove();
      // The frame stays until the page leaves: removing it mid-load can abort the ACS's own
      // device-data collection.
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Three checks, each closing a door: the gateway's origin (not any site that frames or
      // opens the page), our own method frame (not another window of that origin), and the
      // shape and transaction id (not a stale or forged message).
      if (event.origin !== request.notificationOrigin) return;
      if (frame.contentWindow === null || event.source !== frame.contentWindow) return;
      if (!isMethodCompleteMessage(event.data, request.trxId)) return;
      finish('notified');
    };
    const timer = win.setTimeout(() => finish('timeout'), request.timeoutMs ?? threeDsMethodTimeoutMs);
    win.addEventListener('message', onMessage);
    doc.body.append(frame, form);
    try {
      form.submit();
    } catch {
      // Not fatal: the timeout still completes the payment.
    }
  });
}
