import { atom } from 'nanostores';
import type { SavedCard } from '@/core/token-list';
import type { TokenPaymentRefusal } from '@/features/saved-cards/state/pay-with-token';
import { $config, $tokens } from '@/state/stores';

/** Why a saved card could not be paid with as it is: the message under its security code. */
export type SavedCardCvvError = TokenPaymentRefusal;

/**
 * The saved-card list's state (src/features/saved-cards/state/saved-card-list-actions.ts changes it). It comes
 * with the list's own chunk: a page without saved cards never loads it.
 */
export interface SavedCardListState {
  /** The card the shopper chose; until then the merchant's g1 or the first that can pay. */
  choice: string | undefined;
  /** The chosen card's security code (card data: in memory only, never sent with another card). */
  cvv: string;
  cvvError: SavedCardCvvError | undefined;
  /** The card whose delete question is open. */
  confirming: string | undefined;
  /** The card whose delete request is on its way. */
  deleting: string | undefined;
  /** The card whose delete failed: it stays, and the shopper is told. */
  failed: string | undefined;
  /** The digits of the card just deleted, not the sentence: it is worded when shown. */
  deletedLast4: string;
  /** The card whose delete ended the list as a way to pay (none left, or only expired ones). */
  lastDeleted: SavedCard | undefined;
}

const initial: SavedCardListState = {
  choice: undefined,
  cvv: '',
  cvvError: undefined,
  confirming: undefined,
  deleting: undefined,
  failed: undefined,
  deletedLast4: '',
  lastDeleted: undefined,
};

export const $savedCardList = atom<SavedCardListState>(initial);

export function updateSavedCardList(change: Partial<SavedCardListState>): void {
  $savedCardList.set({ ...$savedCardList.get(), ...change });
}

/**
 * What one showing of the list holds (the code typed, a question open, a message said) is
 * forgotten when the list goes (a new card chosen, the dialog closed); the choice of card and
 * the card whose delete ended the list stay with the page.
 */
export function forgetSavedCardListShowing(): void {
  const { choice, lastDeleted } = $savedCardList.get();
  $savedCardList.set({ ...initial, choice, lastDeleted });
}

/**
 * The merchant's preselected card (g1) when it can be paid with, else the first that can; an
 * expired card is never chosen for the shopper.
 */
export function preselectedToken(cards: readonly SavedCard[], g1: string): string | undefined {
  const payable = cards.filter((card) => !card.expired);
  return payable.find((card) => card.token === g1)?.token ?? payable[0]?.token;
}

/** The chosen card's token: the shopper's choice while it can pay, else the preselected one. */
export function chosenToken(
  cards: readonly SavedCard[],
  choice: string | undefined,
  g1: string,
): string | undefined {
  return cards.some((card) => card.token === choice && !card.expired) ? choice : preselectedToken(cards, g1);
}

/** The chosen card now. */
export function chosenSavedCard(): SavedCard | undefined {
  const cards = $tokens.get();
  const token = chosenToken(cards, $savedCardList.get().choice, $config.get().token);
  return cards.find((card) => card.token === token);
}
