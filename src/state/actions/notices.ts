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
 * spec section 8): say so once, on arrival.
 */
export function noticeFailureInAddress(search: string): void {
  if (new URLSearchParams(search).has('z2')) $notice.set({ key: 'status.retry', tone: 'error' });
}
