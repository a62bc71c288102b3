import { $cardForm } from '@/state/card-form';

/**
 * The page is being left (pagehide): the card's number, expiry, security code and name leave
 * memory with it, so the back/forward cache never holds them. Billing and recipient details are
 * not card data and stay.
 */
export function forgetCardData(): void {
  $cardForm.set({ ...$cardForm.get(), cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' });
}
