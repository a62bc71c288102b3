import { pageConfigQueryKeys } from '@/core/page-config';
import { outcomeLeftUnknown } from '@/platform/outcome-left-unknown';
import { $notice } from '@/state/stores';

/**
 * Code the shopper needs could not be loaded (after its retries): nothing was sent, and the form
 * says so rather than leaving a Pay button that silently refuses.
 */
export function noticeConnectionFailed(): void {
  $notice.set({ key: 'status.connectionFailed', tone: 'error' });
}

/**
 * The shopper was sent back to this very page with a failure (`z2` in the address, no FailURL,
 * spec section 8): say so once, on arrival. When the page left because it could not learn the
 * outcome (every reply lost), the gateway may have charged: the form says to ask the shop before
 * paying again, not that the payment did not go through.
 */
export function noticeFailureInAddress(search: string): void {
  const query = new URLSearchParams(search);
  if (!query.has('z2')) return;
  const unknown = outcomeLeftUnknown(query.get(pageConfigQueryKeys.uniqueRequestId));
  $notice.set({ key: unknown ? 'status.outcomeUnknown' : 'status.retry', tone: 'error' });
}
