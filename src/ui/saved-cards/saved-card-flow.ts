import { atom } from 'nanostores';
import { requestFocus } from '@/state/focus-request';
import { $payFlow, type PayFlow } from '@/state/stores';

/** The focus request the saved-card section answers (the card form answers its field names). */
export const savedCardsFocusTarget = 'savedCards';

/** True once the shopper left the saved-card flow for the new-card form with "use a new card". */
export const $leftSavedCardFlow = atom(false);

/**
 * When the new-card form offers "use a saved card" (spec section 2 names the move from the
 * normal flow to the saved-card flow only for the moneycorp variants, allowSwitchToSavedCards):
 * - never without saved cards, and never while already in the saved-card flow;
 * - always on a variant that allows the move;
 * - elsewhere only when the shopper came from the saved-card flow: a "use a new card" that
 *   could not be undone would be a one-way door, and the shopper started with the cards anyway.
 *   A screen that opens on the new-card form with cards on a variant without the flag gets no button.
 */
export function canSwitchToSavedCards(a: {
  cardCount: number;
  flow: PayFlow;
  allowSwitchToSavedCards: boolean;
  leftSavedCardFlow: boolean;
}): boolean {
  if (a.cardCount === 0 || a.flow !== 'new-card') return false;
  return a.allowSwitchToSavedCards || a.leftSavedCardFlow;
}

/** "Use a new card": the form takes over and its card number field gets the focus. */
export function leaveSavedCardFlow(): void {
  $leftSavedCardFlow.set(true);
  $payFlow.set('new-card');
  requestFocus('cardNumber');
}

/** "Use a saved card": back to the list, focus on the chosen card. */
export function returnToSavedCardFlow(): void {
  $payFlow.set('saved-card');
  requestFocus(savedCardsFocusTarget);
}
