import { failureCodeParameter } from '@/core/gateway/failure-parameters';
import { pageConfigQueryKeys } from '@/core/page-config';
import { clearCardInputs } from '@/platform/card-inputs';
import { reloadPage } from '@/platform/navigation';
import { outcomeLeftUnknown } from '@/platform/outcome-left-unknown';
import { onlyReloadHelps } from '@/state/load-part';
import { $notice, type Notice } from '@/state/stores';

/**
 * Code the shopper needs could not be loaded: nothing was sent, and the form says so rather than
 * leaving a Pay button that silently refuses (the loader's failure rule, state/load-part.ts). The
 * first time: try again (a flaky connection recovers). Once a chunk failed twice: reload the page,
 * with a button for it, since in Firefox trying again can never fetch it. The load the first key
 * starts in the background counts too, so a part that is unreachable from the start is met with
 * "reload" at the first Pay: more than Chromium needs, the one message that is right everywhere.
 */
export function noticeConnectionFailed(): void {
  if (onlyReloadHelps()) $notice.set({ ...reloadNotice(), answersPay: true });
  else $notice.set({ key: 'status.connectionFailed', tone: 'error' });
}

/** A new object each time: the store tells its listeners (and the alert speaks) only on a change. */
const reloadNotice = (): Notice => ({ key: 'status.reloadNeeded', tone: 'error', reload: true });

/**
 * Code that only a reload can bring (a chunk that failed twice: state/load-part.ts), met by a part
 * on screen (show-lazy-part.ts): say to reload the page, with a button for it.
 */
export function noticeOnlyReloadHelps(): void {
  $notice.set(reloadNotice());
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
