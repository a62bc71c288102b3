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

  // A load is the address the page may read of the frame's new document (undefined: a foreign
  // origin's, unreadable), and how long after the previous one it comes.
  type Load = [href: string | undefined, afterMs: number];

  async function outcomeAfter(loads: Load[], notification = notificationUrl) {
    const outcome = vi.fn();
    const startedAt = Date.now();
    void runThreeDsMethod({
      methodUrl: 'https://acs.example/method',
      encodedMethodData: 'eyJhIjoxfQ',
      trxId: 'trx-9',
      notificationUrl: notification,
    }).then((result) => outcome(result, Date.now() - startedAt));
    for (const [href, afterMs] of loads) {
      await vi.advanceTimersByTimeAsync(afterMs);
      frameLoaded(href);
    }
    await vi.advanceTimersByTimeAsync(12_000);
    expect(outcome).toHaveBeenCalledTimes(1);
    return outcome.mock.calls[0] as [string, number];
  }

  const ownOrigin = () => window.location.origin;
  const ownNotificationUrl = () => `${ownOrigin()}/gateway/rest/v2/deviceInfo/M1001/trx-9`;

  describe('a gateway on another origin (its pages cannot be read)', () => {
    it.each<[string, Load[], string, number]>([
      [
        'ACS page, then notification page',
        [
          [undefined, 100],
          [undefined, 300],
        ],
        'loaded',
        800,
      ],
      [
        'a late about:blank first',
        [
          ['about:blank', 0],
          [undefined, 100],
          [undefined, 300],
        ],
        'loaded',
        800,
      ],
      [
        'an ACS page of our own origin, then the notification page',
        [
          ['x', 0],
          [undefined, 300],
        ],
        'loaded',
        700,
      ],
      [
        'an ACS hopping twice before notifying',
        [
          [undefined, 100],
          [undefined, 300],
          [undefined, 300],
          [undefined, 300],
        ],
        'loaded',
        1_400,
      ],
      ['only the ACS page', [[undefined, 100]], 'timeout', 10_000],
    ])('%s → %s at %i ms', async (_name, loads, expected, atMs) => {
      const resolved = loads.map(
        ([href, afterMs]): Load => [href === 'x' ? `${ownOrigin()}/acs` : href, afterMs],
      );
      expect(await outcomeAfter(resolved)).toEqual([expected, atMs]);
    });
  });

  describe('a gateway on the same origin as the page (its pages can be read)', () => {
    it.each<[string, (notification: string) => Load[], string, number]>([
      ['the notification page straight away', (n) => [[n, 200]], 'loaded', 200],
      [
        'a foreign ACS page, then the notification page',
        (n) => [
          [undefined, 100],
          [n, 300],
        ],
        'loaded',
        400,
      ],
      [
        'foreign pages only: never the notification',
        () => [
          [undefined, 100],
          [undefined, 100],
          [undefined, 100],
        ],
        'timeout',
        10_000,
      ],
      [
        'an own-origin page that is not the notification',
        () => [
          [undefined, 100],
          ['x', 100],
        ],
        'timeout',
        10_000,
      ],
    ])('%s → %s at %i ms', async (_name, loadsFor, expected, atMs) => {
      const loads = loadsFor(ownNotificationUrl()).map(
        ([href, afterMs]): Load => [href === 'x' ? `${ownOrigin()}/gateway/acs/method` : href, afterMs],
      );
      expect(await outcomeAfter(loads, ownNotificationUrl())).toEqual([expected, atMs]);
    });
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
