import type { SavedCard } from '@/core/token-list';
import { loadLater } from '@/state/load-later';
import { $payFlow, $savedCardsLoading, $startedWithSavedCards, $tokens, setSavedCards } from '@/state/stores';

/**
 * The saved cards a merchant sent in tokenList, those expired at `now` marked. Their parser is fetched only when there is a
 * tokenList (with the field logic chunk, whose scheme detection names each card's logo), in
 * parallel with /configuration and the saved-card parts (start-page.tsx): most
 * pages have none and never download it. If it cannot be fetched the shopper gets the new-card
 * form: saved cards never stand between a shopper and paying.
 */
export async function loadSavedCards(tokenList: string, now = new Date()): Promise<SavedCard[]> {
  if (tokenList === '') return [];
  try {
    const { readSavedCards } = await loadLater('savedCardParser');
    return readSavedCards(tokenList, now);
  } catch {
    return [];
  }
}

/**
 * Start-up's saved cards. With a tokenList the page starts in the saved-card flow, with no cards
 * yet and `$savedCardsLoading` set, and renders at once: the parser and the saved-card list's own
 * chunk then load in parallel, as the list's chunk alone did before the parser was lazy. Once
 * parsed, the cards are set (or, with none usable or all expired, the new-card flow).
 */
export function startSavedCards(tokenList: string): Promise<void> {
  if (tokenList === '') {
    setSavedCards([]);
    return Promise.resolve();
  }
  $startedWithSavedCards.set(true);
  $tokens.set([]);
  $payFlow.set('saved-card');
  $savedCardsLoading.set(true);
  return loadSavedCards(tokenList).then((cards) => {
    setSavedCards(cards);
    $savedCardsLoading.set(false);
  });
}
