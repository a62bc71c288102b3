import { loadLater } from '@/later';
import { noticeFailureInAddress } from '@/state/actions/notices';
import { $variant } from '@/state/stores';

/**
 * What a payment screen does once it is on screen: fetch the amount where the variant shows it,
 * and, when the shopper was sent back to this very page with a failure (no FailURL, spec section
 * 8), say so.
 */
export function openPaymentScreen(search: string): void {
  // Only the variants showing the amount load this request (and the HTTP client) at start.
  if ($variant.get().settings.showAmount) {
    // A failed chunk only hides the amount; the shopper can still pay.
    void loadLater('payment-request')
      .then((module) => module.loadPaymentRequest())
      .catch(() => undefined);
  }
  noticeFailureInAddress(search);
}
