import { freshAttemptUrl } from '@/core/fresh-attempt';
import type { ReturnContext } from '@/core/return-context';
import type { ShownOutcome } from '@/screens/result/shown-outcome';

export interface ResultActions {
  /** The payment page again with a fresh uniqueRequestID. */
  tryAgainUrl: string | undefined;
  /** The merchant's BackURL. */
  backUrl: string | undefined;
}

/**
 * Outcomes where the money was not taken: paying again makes sense. Not `unknown`: the payment
 * may have gone through, and the page tells the shopper to ask the shop before paying again.
 */
const retryableOutcomes: ReadonlySet<ShownOutcome> = new Set(['declined', 'failure', 'cancelled']);

/**
 * The ways on from the result page. "Try again" only where the payment did not go through and
 * the payment page left its address; "Back to the shop" from the result's own BackURL, else the
 * one the payment page had. Approved and pending only go back: paying again would pay twice.
 */
export function resultActions(
  outcome: ShownOutcome,
  context: ReturnContext | undefined,
  queryBackUrl: string | undefined,
): ResultActions {
  const tryAgainUrl =
    context?.pageUrl !== undefined && retryableOutcomes.has(outcome)
      ? freshAttemptUrl(context.pageUrl, context.uniqueRequestId)
      : undefined;
  return { tryAgainUrl, backUrl: queryBackUrl ?? context?.backUrl };
}
