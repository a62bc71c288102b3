import { noticeFailureInAddress } from '@/state/actions/notices';
import { loadLater } from '@/state/load-later';
import { $paymentRequestAnswered } from '@/state/stores';

/**
 * What a payment screen does once it is on screen: ask the gateway about the link's payment
 * request (the amount where the variant shows it; whether it is already paid or has expired), and,
 * when the shopper was sent back to this very page with a failure (no FailURL, spec section 8),
 * say so.
 */
export function openPaymentScreen(search: string): void {
  // Every payment screen asks: an old link to a paid or expired request must not offer the form.
  // A failed chunk or request changes nothing; the shopper can still pay.
  void loadLater('checkout')
    .then((module) => module.loadPaymentRequest())
    .catch(() => undefined)
    .finally(() => $paymentRequestAnswered.set(true));
  noticeFailureInAddress(search);
}
