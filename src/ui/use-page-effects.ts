import { useEffect } from 'react';
import { loadPaymentRequest } from '@/state/actions/load-payment-request';
import { $notice, $variant } from '@/state/stores';

/**
 * What every payment screen does once on mount: fetch the amount where it is shown, and when
 * the shopper was sent back to this very page with a failure (no FailURL, spec section 8), say so.
 */
export function usePaymentPageEffects(): void {
  useEffect(() => {
    if ($variant.get().settings.showAmount) void loadPaymentRequest();
    const query = new URLSearchParams(window.location.search);
    if (query.has('z2')) $notice.set({ key: 'status.retry', tone: 'error' });
  }, []);
}
