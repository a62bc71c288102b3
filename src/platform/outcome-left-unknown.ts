import { returnContextStorageKey } from '@/core/return-context-key';

/**
 * Whether this tab's return context says the payment `uniqueRequestId` left the page with an
 * outcome it could not learn (every reply lost, the time budget spent). Read where the failure URL
 * is the page's own address, so the form can say so instead of "did not go through". A raw,
 * tolerant read: anything unreadable is simply not such a payment.
 */
export function outcomeLeftUnknown(uniqueRequestId: string | null): boolean {
  if (!uniqueRequestId) return false;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(returnContextStorageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return false;
    const entry = stored as { outcomeUnknown?: unknown; uniqueRequestId?: unknown };
    return entry.outcomeUnknown === true && entry.uniqueRequestId === uniqueRequestId;
  } catch {
    return false;
  }
}
