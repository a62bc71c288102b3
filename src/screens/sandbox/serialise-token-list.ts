import { maxSavedCards } from '@/core/token-list';
import type { SavedCardRow } from '@/screens/sandbox/saved-card-row';

export type SavedCardFields = Omit<SavedCardRow, 'key'>;

/** The page's parser caps (src/core/token-list.ts): a longer item drops the whole card there. */
const maxTokenLength = 256;
const maxFieldLength = 64;

/**
 * One item as the page's parser will read it back: the group syntax characters '[' ']' ',' cannot
 * be escaped in the spec's format, so they are removed; the parser trims, so we trim first.
 */
function cleanItem(value: string, max: number): string {
  return value
    .replace(/[[\],]/g, '')
    .trim()
    .slice(0, max)
    .trim();
}

/** A row as it will be sent: items cleaned; undefined when it has no token (the page drops it). */
export function cleanSavedCard(row: SavedCardFields): SavedCardFields | undefined {
  const token = cleanItem(row.token, maxTokenLength);
  if (token === '') return undefined;
  return {
    token,
    cardNumber: cleanItem(row.cardNumber, maxFieldLength),
    expiryMonth: cleanItem(row.expiryMonth, maxFieldLength),
    expiryYear: cleanItem(row.expiryYear, maxFieldLength),
  };
}

/**
 * The tokenList query value of spec section 3:
 * `[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],[token:…]`.
 * Rows without a token and repeated tokens are left out, as the page would ignore them, and at
 * most 50 cards are sent, so what the tester sees in the URL is what the page shows.
 */
export function serialiseTokenList(rows: readonly SavedCardFields[]): string {
  const seen = new Set<string>();
  const groups: string[] = [];
  for (const row of rows) {
    const card = cleanSavedCard(row);
    if (card === undefined || seen.has(card.token)) continue;
    seen.add(card.token);
    groups.push(
      `[token:${card.token},cardNumber:${card.cardNumber},expiryMonth:${card.expiryMonth},expiryYear:${card.expiryYear}]`,
    );
    if (groups.length === maxSavedCards) break;
  }
  return groups.join(',');
}
