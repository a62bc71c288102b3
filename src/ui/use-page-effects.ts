import { useEffect } from 'react';
import { loadLater } from '@/later';
import { noticeFailureInAddress } from '@/state/actions/notices';
import { $variant } from '@/state/stores';

/**
 * What every payment screen does once on mount: fetch the amount where it is shown, and when
 * the shopper was sent back to this very page with a failure (no FailURL, spec section 8), say so.
 */
export function usePaymentPageEffects(): void {
  useEffect(() => {
    // Only the variants showing the amount load this request (and the HTTP client) at start.
    if ($variant.get().settings.showAmount) {
      // A failed chunk only hides the amount; the shopper can still pay.
      void loadLater('paymentRequest')
        .then((module) => module.loadPaymentRequest())
        .catch(() => undefined);
    }
    noticeFailureInAddress(window.location.search);
  }, []);
}
