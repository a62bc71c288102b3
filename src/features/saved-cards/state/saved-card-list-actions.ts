import type { Result } from '@/core/result';
import { securityCodeMaxLength } from '@/core/security-code-validation';
import { type SavedCard, savedCardScheme } from '@/core/token-list';
import { deleteToken } from '@/features/saved-cards/state/delete-token';
import { payWithToken } from '@/features/saved-cards/state/pay-with-token';
import {
  $savedCardList,
  chosenSavedCard,
  updateSavedCardList,
} from '@/features/saved-cards/state/saved-card-list';
import { onPageHide } from '@/platform/card-inputs';
import { $request, $tokens, hasPayableCard } from '@/state/stores';

/** The shopper chose a card. A security code belongs to one card: never send it with another. */
export function selectSavedCard(token: string): void {
  updateSavedCardList({ choice: token, cvv: '', cvvError: undefined });
}

/** The longest security code the chosen card's scheme has. */
export function savedCardCvvMaxLength(card: SavedCard | undefined = chosenSavedCard()): number {
  return securityCodeMaxLength(card ? savedCardScheme(card) : undefined);
}

/** The chosen card's security code as typed: digits only, at most its scheme's length. */
export function typeSavedCardCvv(raw: string): void {
  updateSavedCardList({
    cvv: raw.replace(/\D/g, '').slice(0, savedCardCvvMaxLength()),
    cvvError: undefined,
  });
}

/** WRONG_CVV on a token payment, or the page is left: the code is asked for again. */
export function forgetSavedCardCvv(): void {
  updateSavedCardList({ cvv: '' });
}

// A saved card's security code leaves memory with the page, as the card form's does
// (forget-card-data.ts), so the back/forward cache never holds it. Registered with the list's
// own code: only a page that shows saved cards loads it, and no other page carries its texts.
// (No window where the build prerenders or unit tests run in Node.)
if (typeof window !== 'undefined') onPageHide(forgetSavedCardCvv);

/**
 * Pays with the chosen card and its code: ok once sent. 'refused' when the card or its code
 * cannot be paid with as they are (the message is under the code, which the shopper should look
 * at), 'busy' when a payment runs already or nothing was sent.
 */
export async function payWithSavedCard(): Promise<Result<undefined, 'refused' | 'busy'>> {
  const card = chosenSavedCard();
  if ($request.get() === 'processing' || !card) return { ok: false, error: 'busy' };
  updateSavedCardList({ cvvError: undefined });
  const result = await payWithToken(card, $savedCardList.get().cvv);
  if (result.ok) return result;
  if (result.error === 'busy') return { ok: false, error: 'busy' };
  updateSavedCardList({ cvvError: result.error });
  return { ok: false, error: 'refused' };
}

/** "Delete" on a card: asks first. Not while a payment runs. */
export function askToDeleteSavedCard(token: string): void {
  if ($request.get() === 'processing') return;
  updateSavedCardList({ failed: undefined, confirming: token });
}

/** "Keep" (or Escape) on the delete question. */
export function keepSavedCard(): void {
  updateSavedCardList({ confirming: undefined });
}

/** Where focus goes after a delete: a card's radio, or its delete button. */
export type FocusAfterDelete = { kind: 'radio' | 'delete'; token: string } | undefined;

/**
 * Deletes a card once confirmed (deleteToken asks the gateway and updates the cards). On failure
 * the card stays and says so. Otherwise the list says which card went; when the deleted card was
 * the chosen one the choice moves to its neighbour if that can pay. When none is left, or none
 * that can pay, the card is kept as the one that ended the list: its section says so.
 * Returns where focus should go: the neighbour (an expired card's radio cannot take focus, its
 * delete button does), or the failed card's delete button.
 */
export async function deleteSavedCard(card: SavedCard): Promise<FocusAfterDelete> {
  const index = $tokens.get().findIndex((item) => item.token === card.token);
  const wasChosen = chosenSavedCard()?.token === card.token;
  updateSavedCardList({ deleting: card.token, failed: undefined });
  const outcome = await deleteToken(card.token);
  updateSavedCardList({ deleting: undefined, confirming: undefined });
  if (!outcome.ok) {
    updateSavedCardList({ failed: card.token });
    return { kind: 'delete', token: card.token };
  }
  const remaining = $tokens.get();
  const neighbour = remaining[Math.min(index, remaining.length - 1)];
  if (!neighbour || (!card.expired && !hasPayableCard(remaining))) {
    updateSavedCardList({ lastDeleted: card });
    return undefined;
  }
  updateSavedCardList({ deletedLast4: card.last4 });
  if (wasChosen) {
    updateSavedCardList({
      ...(neighbour.expired ? {} : { choice: neighbour.token }),
      cvv: '',
      cvvError: undefined,
    });
  }
  return { kind: neighbour.expired ? 'delete' : 'radio', token: neighbour.token };
}
