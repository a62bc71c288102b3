import { useEffect } from 'react';
import { openPaymentScreen } from '@/state/actions/open-payment-screen';

/** Every payment screen, once on mount: openPaymentScreen (the amount, a failure in the address). */
export function usePaymentPageEffects(): void {
  useEffect(() => {
    openPaymentScreen(window.location.search);
  }, []);
}
