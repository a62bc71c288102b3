import type { ReturnContext } from '@/core/return-context';
import type { ResultOutcome } from '@/screens/result/result-query';

/**
 * What the result page states: the landing's outcome, or `unverified` when no payment of this
 * tab led here (no return context for this landing: a link from elsewhere, a forged
 * `?status=approved`, another tab, storage off). Then it states no outcome at all: it shows the
 * reference and sends the shopper to the shop, which knows.
 */
export type ShownOutcome = ResultOutcome | 'unverified';

/**
 * `context` is the return context only when this tab's payment led to this landing
 * (state/actions/adopt-return-context.ts, loadReturnContext), else undefined.
 */
export function shownOutcome(queryOutcome: ResultOutcome, context: ReturnContext | undefined): ShownOutcome {
  if (context === undefined) return 'unverified';
  // A failure after every re-send of the payment was lost: the gateway may have charged.
  if (queryOutcome === 'failure' && context.outcomeUnknown) return 'unknown';
  return queryOutcome;
}
