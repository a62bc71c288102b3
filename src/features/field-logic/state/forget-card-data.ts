import { onPageHide } from '@/platform/card-inputs';
import { $cardForm, cardFieldNames } from '@/state/card-form';

/**
 * The page is being left (pagehide): the card's number, expiry, security code and name leave
 * memory with it, so the back/forward cache never holds them. Billing and recipient details are
 * not card data and stay.
 */
export function forgetCardData(): void {
  const forgotten = Object.fromEntries(cardFieldNames.map((field) => [field, '']));
  $cardForm.set({ ...$cardForm.get(), ...forgotten });
}

let forgetting = false;

/**
 * From now on, hiding the page forgets the card in the store. Called when the
 * field logic arrives, which the shopper's first focus or key starts loading: card data exists
 * only after that, and the listener stays out of every first load.
 */
export function forgetCardDataOnPageHide(): void {
  if (forgetting) return;
  forgetting = true;
  // The inputs themselves are emptied by the first load's own listener (emptyCardInputsOnPageHide).
  onPageHide(forgetCardData);
}
