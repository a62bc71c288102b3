/**
 * The failure codes (z2) the result page can explain in words; each has a `result.codes.<code>`
 * translation: spec section 8's default failure and its named codes, the failures our sandbox
 * gateway sends, and the older spelling of a failed 3-D Secure check. Their home is
 * core/gateway/error-codes.ts; they are spelled again here only because this list is on the
 * result page's first screen, which importing them would make carry the checkout's code check as
 * well (measured: 95 bytes), and failure-codes.test.ts checks that the two agree. The list is closed
 * on purpose: z2 comes from the address bar, so it is never used to build a translation key directly.
 */
export const knownFailureCodes = [
  '-10',
  'WRONG_CVV',
  'CARD_EXPIRED',
  'DECLINED',
  'AUTHENTICATION_FAILED',
  '3DS_FAILED',
  'CANCELLED',
] as const;
export type KnownFailureCode = (typeof knownFailureCodes)[number];

/** The translation key that explains `code`; unknown or missing codes get the generic sentence. */
export function failureCodeKey(code: string | undefined): string {
  const known = (knownFailureCodes as readonly string[]).find((entry) => entry === code?.toUpperCase());
  return known ? `result.codes.${known}` : 'result.codes.unknown';
}
