import { type HttpClient, HttpError } from '@/platform/http-client';

/**
 * Waits before each re-send: enough to ride out a dropped mobile connection or a proxy restart.
 * No re-send starts once `resendDeadlineMs` have passed since the first send, so a gateway that
 * times out (60 s each) keeps the shopper waiting about two minutes at most, not four.
 */
export const resendDelaysMs: readonly number[] = [1000, 2000, 4000];
export const resendDeadlineMs = 90_000;

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
 * Posts a payment request and, when its reply may have been lost, sends the very same request
 * again: same body, so the same uniqueRequestID, which the gateway answers with the outcome it
 * already reached instead of charging twice. Telling the shopper "payment failed" while the
 * gateway holds a charge is the one outcome this avoids. `onStillConfirming` runs before each
 * re-send; after the last one the error is thrown for the caller's failure path.
 */
export async function postWithResend(
  http: HttpClient,
  url: string,
  payload: URLSearchParams,
  options: {
    onStillConfirming: () => void;
    delaysMs?: readonly number[];
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<unknown> {
  const delays = options.delaysMs ?? resendDelaysMs;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const started = now();
  for (let resend = 0; ; resend++) {
    try {
      return await http.postForm(url, payload);
    } catch (error) {
      const delay = delays[resend];
      const late = delay === undefined || now() - started + delay > resendDeadlineMs;
      if (late || !replyMayBeLost(error)) throw error;
      options.onStillConfirming();
      await sleep(delay);
    }
  }
}
