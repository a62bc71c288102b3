// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMethodCompleteMessage, runThreeDsMethod } from '@/platform/three-ds-method';

const gatewayOrigin = 'https://pay.example';

/**
 * The method frame's window: the only source a notification may come from. happy-dom loads no
 * iframe documents, so each frame gets a stand-in window object of its own.
 */
const frameWindows = new WeakMap<HTMLIFrameElement, Window>();
const methodFrame = () => document.querySelector('iframe')?.contentWindow ?? null;

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
      if (!frameWindows.has(this)) frameWindows.set(this, Object.create(null) as Window);
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
      notificationOrigin: gatewayOrigin,
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
