/**
 * Whether POST /rest/v2/paymentRequest says the request can no longer be paid. The spec defines
 * the endpoint and leaves its reply open, so these fields are ours, optional, and read liberally
 * (docs/gateway-api.md names them):
 * - `status`: "paid" or "expired" (any case, spaces around ignored; other values mean neither);
 * - `paid`, `expired`: true, or the strings "true", "yes", "1", or the number 1.
 * Field names match in any case (`Status`, `PAID`); a reply that is only the word ("PAID") counts
 * too. Paid wins over expired: the one thing a shopper must not do with a paid order is pay again.
 * Anything else (no such field, another shape, a failure) is undefined: the form stays.
 */
export type ClosedRequest = 'paid' | 'expired';

const closedWords: readonly ClosedRequest[] = ['paid', 'expired'];

function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', 'yes', '1'].includes(value.trim().toLowerCase());
}

function asWord(value: unknown): ClosedRequest | undefined {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return closedWords.find((closed) => closed === word);
}

export function readClosedRequest(reply: unknown): ClosedRequest | undefined {
  if (typeof reply === 'string') return asWord(reply);
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return undefined;
  const fields = new Map(Object.entries(reply).map(([name, value]) => [name.trim().toLowerCase(), value]));
  const said = new Set<ClosedRequest>();
  const status = asWord(fields.get('status'));
  if (status) said.add(status);
  for (const word of closedWords) if (isYes(fields.get(word))) said.add(word);
  return closedWords.find((word) => said.has(word));
}
