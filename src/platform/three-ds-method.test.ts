// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMethodCompleteMessage, runThreeDsMethod } from '@/platform/three-ds-method';

const gatewayOrigin = 'https://pay.example';
const notificationUrl = `${gatewayOrigin}/gateway/rest/v2/deviceInfo/M1001/trx-9`;

/**
 * The method frame's window: the only source a notification may come from. happy-dom loads no
 * iframe documents, so each frame gets a stand-in window object of its own.
 */
const frameWindows = new WeakMap<HTMLIFrameElement, Window>();
const methodFrame = () => document.querySelector('iframe')?.contentWindow ?? null;

/** The frame finished loading a document; `href` is what the page may read of it (same origin only). */
function frameLoaded(href?: string) {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no method frame');
  frameHrefs.set(frame, href);
  frame.dispatchEvent(new Event('load'));
}
const frameHrefs = new WeakMap<HTMLIFrameElement, string | undefined>();

function notify(
  trxId: string,
  origin = gatewayOrigin,
  source: MessageEventSource | null = methodFrame(),
  data: unknown = { type: 'hpp-3ds-method-complete', trxId },
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the 3-D Secure method step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom would try to navigate the iframe for real; the form post itself is not under test.
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      if (!this.isConnected) return null;
      if (!frameWindows.has(this)) {
        // A cross-origin document's location cannot be read: the getter throws, as in a browser.
        const frame = this;
        const standIn = Object.create(null) as Window;
        Object.defineProperty(standIn, 'location', {
          get() {
            const href = frameHrefs.get(frame);
            if (href === undefined) throw new DOMException('cross-origin frame', 'SecurityError');
            return { href };
          },
        });
        frameWindows.set(this, standIn);
      }
      return frameWindows.get(this) ?? null;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const start = () =>
    runThreeDsMethod({
      methodUrl: 'https://acs.example/method',
      encodedMethodData: 'eyJhIjoxfQ',
      trxId: 'trx-9',
      notificationUrl,
    });

  it('posts threeDSMethodData into a hidden iframe', () => {
    void start();
    const form = document.querySelector('form');
    const frame = document.querySelector('iframe');
    expect(form?.getAttribute('action')).toBe('https://acs.example/method');
    expect(form?.getAttribute('method')?.toUpperCase()).toBe('POST');
    expect(form?.getAttribute('target')).toBe(frame?.getAttribute('name'));
    expect(form?.querySelector<HTMLInputElement>('input[name="threeDSMethodData"]')?.value).toBe(
      'eyJhIjoxfQ',
    );
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
  });

  it('resolves on a notification at 9.9 s', async () => {
    const outcome = vi.fn();
    void start().then(outcome);
    await vi.advanceTimersByTimeAsync(9900);
    notify('trx-9');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toHaveBeenCalledTimes(1);
    expect(outcome).toHaveBeenCalledWith('notified');
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it('falls back at 10 s without a notification, and a late one changes nothing', async () => {
    const outcome = vi.fn();
    void start().then(outcome);
    await vi.advanceTimersByTimeAsync(9999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('timeout');
    notify('trx-9');
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (string | undefined)[], number]>([
    // Cross-origin ACS and gateway: the ACS's page is the first load, the notification page the second.
    ['the second cross-origin load', [undefined, undefined], 2],
    // The gateway on the page's own origin: its address is readable and names the notification URL.
    ['the notification URL read from the frame', [notificationUrl], 1],
    [
      'the notification URL after a same-origin ACS page',
      ['https://pay.example/acs/method', notificationUrl],
      2,
    ],
    ['the second load after a late about:blank', ['about:blank', undefined, undefined], 3],
  ])('completes on %s, exactly once', async (_name, loads, completingLoad) => {
    const outcome = vi.fn();
    void start().then(outcome);
    for (const [index, href] of loads.entries()) {
      frameLoaded(href);
      await vi.advanceTimersByTimeAsync(0);
      expect(outcome).toHaveBeenCalledTimes(index + 1 >= completingLoad ? 1 : 0);
    }
    expect(outcome).toHaveBeenCalledWith('loaded');
    notify('trx-9');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (string | undefined)[]]>([
    ['only the ACS page (cross-origin)', [undefined]],
    ['only the ACS page (same origin)', ['https://pay.example/acs/method']],
    ['only about:blank', ['about:blank', 'about:blank']],
  ])('waits for the fallback after %s', async (_name, loads) => {
    const outcome = vi.fn();
    void start().then(outcome);
    for (const href of loads) frameLoaded(href);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('timeout');
  });

  it.each<[string, () => void]>([
    ['another origin', () => notify('trx-9', 'https://evil.example')],
    ['another transaction', () => notify('trx-other')],
    ['another window of the gateway origin', () => notify('trx-9', gatewayOrigin, window)],
    ['no source window', () => notify('trx-9', gatewayOrigin, null)],
    [
      'a message of another type',
      () => notify('trx-9', gatewayOrigin, methodFrame(), { type: 'x', trxId: 'trx-9' }),
    ],
    ['a bare string', () => notify('trx-9', gatewayOrigin, methodFrame(), 'hpp-3ds-method-complete')],
  ])('ignores %s', async (_name, send) => {
    const outcome = vi.fn();
    void start().then(outcome);
    send();
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).toHaveBeenCalledWith('timeout');
  });
});

describe('isMethodCompleteMessage', () => {
  it.each<[unknown, boolean]>([
    [{ type: 'hpp-3ds-method-complete', trxId: 'trx-9' }, true],
    [{ type: 'hpp-3ds-method-complete', trxId: 'trx-9', extra: 1 }, true],
    [{ type: 'hpp-3ds-method-complete', trxId: 'trx-8' }, false],
    [{ type: 'hpp-3ds-method-complete' }, false],
    [{ type: 'hpp-3ds-method-complete', trxId: ['trx-9'] }, false],
    [['hpp-3ds-method-complete', 'trx-9'], false],
    ['{"type":"hpp-3ds-method-complete","trxId":"trx-9"}', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (data, expected) => {
    expect(isMethodCompleteMessage(data, 'trx-9')).toBe(expected);
  });
});
