import { useEffect } from 'react';
import { $notice, $variant } from '@/state/stores';

/**
 * What every payment screen does once on mount: fetch the amount where it is shown, and when
 * the shopper was sent back to this very page with a failure (no FailURL, spec section 8), say so.
 */
export function usePaymentPageEffects(): void {
  useEffect(() => {
    // Only the variants showing the amount load this request (and the HTTP client) at start.
    if ($variant.get().settings.showAmount) {
      // A failed chunk only hides the amount; the shopper can still pay.
      void import('@/state/actions/load-payment-request')
        .then((module) => module.loadPaymentRequest())
        .catch(() => undefined);
    }
    const query = new URLSearchParams(window.location.search);
    if (query.has('z2')) $notice.set({ key: 'status.retry', tone: 'error' });
  }, []);
}
