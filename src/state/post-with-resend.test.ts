import { describe, expect, it, vi } from 'vitest';
import { type HttpClient, HttpError } from '@/platform/http-client';
import { postWithResend, replyMayBeLost } from '@/state/post-with-resend';

const lost = () => new HttpError('network error');
const answered = (status: number) => new HttpError(`HTTP ${status}`, status);

function clientAnswering(...outcomes: (unknown | Error)[]) {
  const postForm = vi.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { http: { postForm, getJson: vi.fn() } as unknown as HttpClient, postForm };
}

describe('which failures may hide a reply the gateway sent', () => {
  it.each<[string, unknown, boolean]>([
    ['no answer (network error, reset, timeout)', lost(), true],
    ['502 from a proxy', answered(502), true],
    ['503 from a proxy', answered(503), true],
    ['504 from a proxy', answered(504), true],
    ['500 from the gateway', answered(500), false],
    ['409 from the gateway', answered(409), false],
    ['400 from the gateway', answered(400), false],
    ['a bug, not an HTTP failure', new TypeError('x is undefined'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(replyMayBeLost(error)).toBe(expected);
  });
});

describe('posting a payment request with re-sends', () => {
  const payload = new URLSearchParams({ uniqueRequestID: 'u-1', b1: '4111111111111111' });
  const options = (onStillConfirming = vi.fn()) => ({
    onStillConfirming,
    delaysMs: [10, 20, 40],
    sleep: vi.fn(async () => undefined),
  });

  it('answers at once when the first reply arrives', async () => {
    const { http, postForm } = clientAnswering({ ok: 1 });
    const stillConfirming = vi.fn();
    await expect(postWithResend(http, '/checkout', payload, options(stillConfirming))).resolves.toEqual({
      ok: 1,
    });
    expect(postForm).toHaveBeenCalledTimes(1);
    expect(stillConfirming).not.toHaveBeenCalled();
  });

  it('sends the very same request again after a lost reply, and says it is still confirming', async () => {
    const { http, postForm } = clientAnswering(lost(), answered(504), 'https://shop.example/ok');
    const stillConfirming = vi.fn();
    const run = options(stillConfirming);
    await expect(postWithResend(http, '/checkout', payload, run)).resolves.toBe('https://shop.example/ok');
    expect(postForm).toHaveBeenCalledTimes(3);
    for (const call of postForm.mock.calls as unknown as [string, URLSearchParams][]) {
      expect(call[0]).toBe('/checkout');
      expect(call[1].toString()).toBe(payload.toString());
    }
    expect(stillConfirming).toHaveBeenCalledTimes(2);
    expect(run.sleep.mock.calls).toEqual([[10], [20]]);
  });

  it('gives up after the last re-send with the last error', async () => {
    const last = lost();
    const { http, postForm } = clientAnswering(lost(), lost(), lost(), last, { never: true });
    await expect(postWithResend(http, '/checkout', payload, options())).rejects.toBe(last);
    expect(postForm).toHaveBeenCalledTimes(4);
  });

  it('starts no re-send once the deadline has passed (a gateway that times out each time)', async () => {
    const last = lost();
    const { http, postForm } = clientAnswering(lost(), last, { never: true });
    // Each send "takes" 60 s: the first re-send starts at 61 s, the second would start past 90 s.
    let clock = 0;
    const run = { ...options(), now: () => clock };
    postForm.mockImplementation(async () => {
      clock += 60_000;
      throw postForm.mock.calls.length === 1 ? lost() : last;
    });
    await expect(postWithResend(http, '/checkout', payload, run)).rejects.toBe(last);
    expect(postForm).toHaveBeenCalledTimes(2);
  });

  it('never re-sends after an answer from the gateway itself', async () => {
    const error = answered(500);
    const { http, postForm } = clientAnswering(error, { never: true });
    await expect(postWithResend(http, '/checkout', payload, options())).rejects.toBe(error);
    expect(postForm).toHaveBeenCalledTimes(1);
  });
});
