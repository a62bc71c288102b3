import {
  defaultFailureCode,
  formerThreeDsFailedCode,
  namedErrorCodes,
  sandboxCodes,
} from '@/core/gateway/error-codes';

/**
 * The failure codes (z2) the result page can explain in words; each has a `result.codes.<code>`
 * translation: spec section 8's default failure and its named codes, the failures our sandbox
 * gateway sends, and the older spelling of a failed 3-D Secure check. The list is closed on
 * purpose: z2 comes from the address bar, so it is never used to build a translation key directly.
 */
export const knownFailureCodes = [
  defaultFailureCode,
  namedErrorCodes.wrongCvv,
  namedErrorCodes.cardExpired,
  sandboxCodes.declined,
  sandboxCodes.authenticationFailed,
  formerThreeDsFailedCode,
  sandboxCodes.cancelled,
] as const;
export type KnownFailureCode = (typeof knownFailureCodes)[number];

/** The translation key that explains `code`; unknown or missing codes get the generic sentence. */
export function failureCodeKey(code: string | undefined): string {
  const known = (knownFailureCodes as readonly string[]).find((entry) => entry === code?.toUpperCase());
  return known ? `result.codes.${known}` : 'result.codes.unknown';
}
