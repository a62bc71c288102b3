/**
 * Every failure and retry code the page or our sandbox gateway names, in one place: the page reads
 * them to say what went wrong, the sandbox (scripts/server) to send them, the result page to
 * explain a failure's z2. A gateway may send any other code; the page then says something generic.
 */

/** Spec section 8: the failure (z2) every unexpected error reports. */
export const defaultFailureCode = '-10';

/** Spec section 8: the named codes a RETRY reply may carry in `errorCode`; the form says what to fix. */
export const namedErrorCodes = { wrongCvv: 'WRONG_CVV', cardExpired: 'CARD_EXPIRED' } as const;
export type NamedErrorCode = (typeof namedErrorCodes)[keyof typeof namedErrorCodes];

export function isNamedErrorCode(code: string | undefined): code is NamedErrorCode {
  return (Object.values(namedErrorCodes) as (string | undefined)[]).includes(code);
}

/**
 * What our sandbox gateway sends beyond the spec's codes: a failure's z2 on the result page
 * (declined, authentication failed, cancelled), and a RETRY's errorCode for a saved card that was
 * deleted meanwhile (the form then asks to try again, as for any code it does not name).
 */
export const sandboxCodes = {
  declined: 'DECLINED',
  authenticationFailed: 'AUTHENTICATION_FAILED',
  cancelled: 'CANCELLED',
  tokenNotFound: 'TOKEN_NOT_FOUND',
} as const;

/** The older spelling of a failed 3-D Secure check, which a gateway may still send as z2. */
export const formerThreeDsFailedCode = '3DS_FAILED';
