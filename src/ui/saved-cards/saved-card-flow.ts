import { computed } from 'nanostores';
import { requestFocus } from '@/state/focus-request';
import { $payFlow, $tokens, $variant, type PayFlow } from '@/state/stores';

/** The focus request the saved-card section answers (the card form answers its field names). */
export const savedCardsFocusTarget = 'savedCards';

/**
 * When the new-card form offers "use a saved card". Spec section 2 allows moving from the normal
 * flow to the saved-card flow only on the moneycorp variants (allowSwitchToSavedCards), so:
 * - only on a variant with that setting, with saved cards, and while in the new-card flow;
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

/** Whether "use a saved card" is on offer now: canSwitchToSavedCards over the stores. */
export const $canSwitchToSavedCards = computed([$tokens, $payFlow, $variant], (tokens, flow, variant) =>
  canSwitchToSavedCards({
    cardCount: tokens.length,
    flow,
    allowSwitchToSavedCards: variant.settings.allowSwitchToSavedCards,
  }),
);

/** "Use a new card": the form takes over and its card number field gets the focus. */
export function leaveSavedCardFlow(): void {
  $payFlow.set('new-card');
  requestFocus('cardNumber');
}

/**
 * "Use a saved card": back to the list, focus on the chosen card. Does nothing where the move is
 * not allowed, whoever calls it.
 */
export function returnToSavedCardFlow(): void {
  if (!$canSwitchToSavedCards.get()) return;
  $payFlow.set('saved-card');
  requestFocus(savedCardsFocusTarget);
}
