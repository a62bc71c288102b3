import { describe, expect, it, vi } from 'vitest';
import {
  PaymentBudgetSpent,
  paymentBudgetMs,
  postWithResend,
  replyMayBeLost,
  resendDelaysMs,
  sendTimeoutMs,
} from '@/features/checkout/state/post-with-resend';
import { type HttpClient, HttpError } from '@/platform/http-client';

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
    deadline: Date.now() + 60_000,
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

  it('never re-sends after an answer from the gateway itself', async () => {
    const error = answered(500);
    const { http, postForm } = clientAnswering(error, { never: true });
    await expect(postWithResend(http, '/checkout', payload, options())).rejects.toBe(error);
    expect(postForm).toHaveBeenCalledTimes(1);
  });
});

describe('one time budget for the whole payment', () => {
  const payload = new URLSearchParams({ uniqueRequestID: 'u-1' });

  /**
   * A gateway that takes every send's whole time limit and never answers, on a clock that only
   * moves when the page waits: what the page does, and when, is read off the clock.
   */
  function hangingGateway() {
    let clock = 0;
    const sends: { at: number; timeoutMs: number | undefined }[] = [];
    const postForm = vi.fn(async (_url: string, _body: URLSearchParams, opts?: { timeoutMs?: number }) => {
      sends.push({ at: clock, timeoutMs: opts?.timeoutMs });
      clock += opts?.timeoutMs ?? 60_000;
      throw new HttpError('Error: no answer');
    });
    const http = { postForm, getJson: vi.fn() } as unknown as HttpClient;
    const run = {
      onStillConfirming: vi.fn(),
      deadline: paymentBudgetMs,
      now: () => clock,
      sleep: vi.fn(async (ms: number) => {
        clock += ms;
      }),
    };
    return { http, run, sends, clock: () => clock };
  }

  it('gives up on a gateway that never answers within the budget, after re-sends inside it', async () => {
    const { http, run, sends, clock } = hangingGateway();
    await expect(postWithResend(http, '/checkout', payload, run)).rejects.toBeInstanceOf(HttpError);
    // 0–20 s, pause 1 s, 21–41 s, pause 2 s, 43–45 s: the last send gets what is left.
    const [firstPause = 0, secondPause = 0] = resendDelaysMs;
    const thirdSendAt = 2 * sendTimeoutMs + firstPause + secondPause;
    expect(sends).toEqual([
      { at: 0, timeoutMs: sendTimeoutMs },
      { at: sendTimeoutMs + firstPause, timeoutMs: sendTimeoutMs },
      { at: thirdSendAt, timeoutMs: paymentBudgetMs - thirdSendAt },
    ]);
    expect(clock()).toBe(paymentBudgetMs);
    expect(run.onStillConfirming).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['spent a moment ago', -1],
    ['spent exactly now', 0],
  ])(
    'sends nothing when the budget was %s: a plain failure, nothing reached the gateway',
    async (_when, deadline) => {
      const { http, run, sends } = hangingGateway();
      const error = await postWithResend(http, '/complete', payload, { ...run, deadline }).catch(
        (e: unknown) => e,
      );
      expect(sends).toHaveLength(0);
      expect(error).toBeInstanceOf(PaymentBudgetSpent);
      expect(replyMayBeLost(error)).toBe(false);
    },
  );

  it('starts no re-send whose pause would end past the deadline', async () => {
    const { http, run, sends } = hangingGateway();
    // 20 s left: the first send takes them all, and no pause fits after it.
    await expect(postWithResend(http, '/checkout', payload, { ...run, deadline: 20_000 })).rejects.toThrow();
    expect(sends).toHaveLength(1);
    expect(run.sleep).not.toHaveBeenCalled();
  });
});
