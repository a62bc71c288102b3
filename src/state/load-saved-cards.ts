import type { SavedCard } from '@/core/token-list';

/**
 * The saved cards a merchant sent in tokenList. Their parser (with the card-scheme detection it
 * uses) is a chunk of its own, fetched only when there is a tokenList, in parallel with the
 * translations and /configuration: most pages have none and never download it. If it cannot be
 * fetched the shopper gets the new-card form: saved cards never stand between a shopper and paying.
 */
export async function loadSavedCards(tokenList: string): Promise<SavedCard[]> {
  if (tokenList === '') return [];
  try {
    const { parseTokenList } = await import('@/core/token-list');
    return parseTokenList(tokenList);
  } catch {
    return [];
  }
}
