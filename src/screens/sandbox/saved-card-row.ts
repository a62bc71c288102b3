import { type TestCard, testCardDefaults, testCards } from '@/core/gateway/test-cards';

/** One row of the console's saved-card builder: the four items of a tokenList group (spec 3). */
export interface SavedCardRow {
  /** React key only; never serialised. */
  key: string;
  token: string;
  /** Masked ('411111******1111') or a full test number. */
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
}

/** First six and last four digits, stars between: the way merchants send saved cards. */
export function maskCardNumber(number: string): string {
  if (number.length <= 10) return number;
  return `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;
}

/**
 * The row "Add a saved card" appends: the first test card whose token is not in the list yet
 * (the sandbox pays a token with its test card's outcome), masked, with the test expiry.
 */
export function nextSavedCardRow(rows: readonly SavedCardRow[], key: string): SavedCardRow {
  const used = new Set(rows.map((row) => row.token));
  const card: TestCard | undefined =
    testCards.find((candidate) => !used.has(candidate.token)) ?? testCards[0];
  return {
    key,
    token: card?.token ?? '',
    cardNumber: card ? maskCardNumber(card.number) : '',
    expiryMonth: testCardDefaults.expiryMonth,
    expiryYear: testCardDefaults.expiryYear,
  };
}
