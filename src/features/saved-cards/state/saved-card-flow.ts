import { requestFocus } from '@/state/focus-request';
import { $payFlow, $tokens, $variant, type PayFlow } from '@/state/stores';

/** The focus request the saved-card section answers (the card form answers its field names). */
export const savedCardsFocusTarget = 'savedCards';

/**
 * When the new-card form offers "use a saved card". Spec section 2 allows moving from the normal
 * flow to the saved-card flow only on the moneycorp variants (allowSwitchToSavedCards), so:
 * - only on a variant with that setting, with saved cards that can pay (not expired), and while
 *   in the new-card flow;
 * - everywhere else "use a new card" is one way: the shopper saw the cards first and chose to
 *   leave them, and a page that opens on the new-card form with cards stays there.
 * ips is apart: its cards live in a dialog next to the form rather than in a flow (payment-panel.tsx).
 */
export function canSwitchToSavedCards(a: {
  cardCount: number;
  flow: PayFlow;
  allowSwitchToSavedCards: boolean;
}): boolean {
  return a.allowSwitchToSavedCards && a.cardCount > 0 && a.flow === 'new-card';
}

/**
 * Whether "use a saved card" is on offer now: canSwitchToSavedCards over $tokens, $payFlow and
 * $variant. A function rather than a computed store: nanostores' computed would ride in every
 * variant's first load for this one button.
 */
export function canSwitchToSavedCardsNow(): boolean {
  return canSwitchToSavedCards({
    cardCount: $tokens.get().filter((card) => !card.expired).length,
    flow: $payFlow.get(),
    allowSwitchToSavedCards: $variant.get().settings.allowSwitchToSavedCards,
  });
}

/**
 * "Use a new card": the form takes over and its card number field gets the focus. (Not named
 * useNewCard: a use… name is a React hook to the linter and to readers.)
 */
export function chooseNewCard(): void {
  $payFlow.set('new-card');
  requestFocus('cardNumber');
}

/**
 * "Use a saved card": back to the list, focus on the chosen card. Does nothing where the move is
 * not allowed, whoever calls it.
 */
export function backToSavedCards(): void {
  if (!canSwitchToSavedCardsNow()) return;
  $payFlow.set('saved-card');
  requestFocus(savedCardsFocusTarget);
}
