// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runThreeDsMethod } from '@/platform/three-ds-method';

const gatewayOrigin = 'https://pay.example';

function notify(trxId: string, origin = gatewayOrigin) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: 'hpp-3ds-method-complete', trxId }, origin }),
  );
}

describe('the 3-D Secure method step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom would try to navigate the iframe for real; the form post itself is not under test.
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
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

  it.each([
    ['another origin', 'trx-9', 'https://evil.example'],
    ['another transaction', 'trx-other', gatewayOrigin],
  ])('ignores a message from %s', async (_name, trxId, origin) => {
    const outcome = vi.fn();
    void start().then(outcome);
    notify(trxId, origin);
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).toHaveBeenCalledWith('timeout');
  });
});
