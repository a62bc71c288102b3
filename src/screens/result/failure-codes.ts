/**
 * The failure codes (z2) the result page can explain in words; each has a `result.codes.<code>`
 * translation. -10 is spec section 8's default failure; WRONG_CVV and CARD_EXPIRED are its named
 * codes; DECLINED, AUTHENTICATION_FAILED and CANCELLED are what the sandbox gateway sends
 * (scripts/server/sandbox-links.ts); 3DS_FAILED is the older spelling of a failed 3-D Secure check.
 * The list is closed on purpose: z2 comes from the address bar, so it is never used to build a
 * translation key directly.
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
