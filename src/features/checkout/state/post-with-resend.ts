import { type HttpClient, HttpError } from '@/platform/http-client';

/**
 * The re-send schedule and the payment's time budget, in one place (docs/reference.md,
 * "Re-sends and the payment's time budget", quotes them):
 *
 * - `paymentBudgetMs`: from Pay to an outcome, every send, re-send, wait and 3-D Secure method
 *   step of the page's own included. A shopper who has waited this long gives up and pays
 *   elsewhere; past it the page stops waiting and says the outcome is unknown (ask the shop
 *   before paying again), which is the truth, since the gateway may have charged.
 * - `sendTimeoutMs`: how long one send waits for its reply before it counts as lost. Shorter
 *   than the budget so that a connection that died quietly (a phone between networks) is
 *   replaced by a fresh one while the shopper is still there.
 * - `resendDelaysMs`: the pause before each re-send, enough to ride out a dropped mobile
 *   connection or a proxy restart. At most three re-sends, all inside the budget.
 */
export const paymentBudgetMs = 45_000;
export const sendTimeoutMs = 20_000;
export const resendDelaysMs: readonly number[] = [1000, 2000, 4000];
/**
 * What the 3-D Secure method step leaves of the budget to the completion that follows it: a
 * method step that used the budget up would leave the completion no time to be sent at all.
 */
export const completionReserveMs = 5000;

/** The moment (ms since the epoch) a payment started at `now` must have its outcome by. */
export function paymentDeadline(now = Date.now()): number {
  return now + paymentBudgetMs;
}

/**
 * Whether the gateway may have acted on the request without the page hearing back: no answer at
 * all (network error, reset connection, timeout), or a proxy in front of it saying it could not
 * reach it or gave up waiting. Any other answer came from the gateway itself and is final.
 */
export function replyMayBeLost(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === undefined || error.status === 502 || error.status === 503 || error.status === 504;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The budget was spent before the request was ever sent: nothing reached the gateway, so this is
 * a plain failure, not a lost reply (not an HttpError, so replyMayBeLost says no).
 */
export class PaymentBudgetSpent extends Error {
  constructor() {
    super(`no time left of the payment's ${Math.round(paymentBudgetMs / 1000)} s to send it`);
    this.name = 'PaymentBudgetSpent';
  }
}

/**
 * Posts a payment request and, when its reply may have been lost, sends the very same request
 * again: same body, so the same uniqueRequestID, which the gateway answers with the outcome it
 * already reached instead of charging twice. Telling the shopper "payment failed" while the
 * gateway holds a charge is the one outcome this avoids. `onStillConfirming` runs before each
 * re-send. No send waits past `deadline`, and no re-send starts that could not; then the last
 * error is thrown for the caller's failure path (a lost reply: outcome unknown).
 */
export async function postWithResend(
  http: HttpClient,
  url: string,
  payload: URLSearchParams,
  options: {
    onStillConfirming: () => void;
    deadline: number;
    delaysMs?: readonly number[];
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<unknown> {
  const delays = options.delaysMs ?? resendDelaysMs;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  for (let resend = 0; ; resend++) {
    const remaining = options.deadline - now();
    // Only the first send can find the budget spent: no re-send starts that could not be sent.
    if (remaining <= 0) throw new PaymentBudgetSpent();
    try {
      return await http.postForm(url, payload, { timeoutMs: Math.min(sendTimeoutMs, remaining) });
    } catch (error) {
      const delay = delays[resend];
      const late = delay === undefined || now() + delay >= options.deadline;
      if (late || !replyMayBeLost(error)) throw error;
      options.onStillConfirming();
      await sleep(delay);
    }
  }
}
