import {
  authenticationFailedCode,
  cancelledCode,
  cardExpiredCode,
  declinedCode,
  defaultFailureCode,
  formerThreeDsFailedCode,
  wrongCvvCode,
} from '@/core/gateway/error-codes';

/**
 * The failure codes (z2) the result page can explain in words; each has a `result.codes.<code>`
 * translation: spec section 8's default failure and its named codes, the failures our sandbox
 * gateway sends, and the older spelling of a failed 3-D Secure check (their home is
 * core/gateway/error-codes.ts; read from there they cost the result page 33 bytes of gzip, which
 * a second spelling of the codes is not worth). The list is closed on purpose: z2 comes from the
 * address bar, so it is never used to build a translation key directly.
 */
export const knownFailureCodes = [
  defaultFailureCode,
  wrongCvvCode,
  cardExpiredCode,
  declinedCode,
  authenticationFailedCode,
  formerThreeDsFailedCode,
  cancelledCode,
] as const;
export type KnownFailureCode = (typeof knownFailureCodes)[number];

/** The translation key that explains `code`; unknown or missing codes get the generic sentence. */
export function failureCodeKey(code: string | undefined): string {
  const known = (knownFailureCodes as readonly string[]).find((entry) => entry === code?.toUpperCase());
  return known ? `result.codes.${known}` : 'result.codes.unknown';
}
