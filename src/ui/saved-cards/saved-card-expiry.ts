import type { SavedCard } from '@/core/token-list';

/** '**' is what the token list holds when the merchant left a part out (spec section 3). */
const missing = '**';

/**
 * The expiry as MM/YY for display, or undefined when the merchant did not send it. Values come
 * from the query string: anything that is not a plain month/year number is shown as unknown
 * rather than echoed, so a stray text can never pose as a date.
 */
export function savedCardExpiry(
  card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>,
): { month: string; year: string } | undefined {
  const { expiryMonth, expiryYear } = card;
  if (expiryMonth === missing || expiryYear === missing) return undefined;
  if (!/^\d{1,2}$/.test(expiryMonth) || !/^(\d{2}|\d{4})$/.test(expiryYear)) return undefined;
  const month = Number(expiryMonth);
  if (month < 1 || month > 12) return undefined;
  return { month: String(month).padStart(2, '0'), year: expiryYear.slice(-2) };
}
