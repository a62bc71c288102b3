import { failureCodeParameter } from '@/core/gateway/failure-parameters';
import { pageConfigQueryKeys } from '@/core/page-config';
import { clearCardInputs } from '@/platform/card-inputs';
import { reloadPage } from '@/platform/navigation';
import { outcomeLeftUnknown } from '@/platform/outcome-left-unknown';
import { onlyReloadHelps } from '@/state/load-failures';
import { $notice } from '@/state/stores';

/**
 * Code the shopper needs could not be loaded (after its retries): nothing was sent, and the form
 * says so rather than leaving a Pay button that silently refuses. The first time: try again (a
 * flaky connection recovers). Once a part failed twice (state/load-failures.ts): reload the page,
 * with a button for it, since in Firefox trying again can never fetch it. The load the first key
 * starts in the background counts too, so a part that is unreachable from the start is met with
 * "reload" at the first Pay: more than Chromium needs, the one message that is right everywhere.
 */
export function noticeConnectionFailed(): void {
  if (onlyReloadHelps()) noticeOnlyReloadHelps();
  else $notice.set({ key: 'status.connectionFailed', tone: 'error' });
}

/**
 * A part of the form that every attempt failed to load and that nothing will fetch again while the
 * page is shown (a lazy component that gave up): say to reload the page, with a button for it.
 */
export function noticeOnlyReloadHelps(): void {
  $notice.set({ key: 'status.reloadNeeded', tone: 'error', reload: true });
}

/**
 * The reload notice's button: what was typed is lost, the code that failed is fetched anew. The
 * card fields are emptied first, as the first load's pagehide listener empties them again: the
 * one way on the page offers leaves nothing for a browser to fill in after the reload, whatever
 * it keeps (Firefox keeps no form state for the card form: ui/card-form/card-form.tsx).
 */
export function reloadForMissingCode(): void {
  clearCardInputs();
  reloadPage();
}

/**
 * The shopper was sent back to this very page with a failure (`z2` in the address, no FailURL,
 * spec section 8): say so once, on arrival. When the page left because it could not learn the
 * outcome (every reply lost), the gateway may have charged: the form says to ask the shop before
 * paying again, not that the payment did not go through.
 */
export function noticeFailureInAddress(search: string): void {
  const query = new URLSearchParams(search);
  if (!query.has(failureCodeParameter)) return;
  const unknown = outcomeLeftUnknown(query.get(pageConfigQueryKeys.uniqueRequestId));
  $notice.set({ key: unknown ? 'status.outcomeUnknown' : 'status.retry', tone: 'error' });
}
