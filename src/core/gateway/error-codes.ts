/**
 * Every failure and retry code the page or our sandbox gateway names, in one place: the page reads
 * them to say what went wrong, the sandbox (scripts/server) to send them, the result page to
 * explain a failure's z2. A gateway may send any other code; the page then says something generic.
 * Each is a constant of its own, not a property of an object: the bundler writes a constant's
 * value where it is used, so a page carries only the codes it reads.
 */

/** Spec section 8: the failure (z2) every unexpected error reports. */
export const defaultFailureCode = '-10';

/** Spec section 8's named codes, which a RETRY reply may carry in `errorCode`: the form says what to fix. */
export const wrongCvvCode = 'WRONG_CVV';
export const cardExpiredCode = 'CARD_EXPIRED';
export type NamedErrorCode = typeof wrongCvvCode | typeof cardExpiredCode;

export function isNamedErrorCode(code: string | undefined): code is NamedErrorCode {
  return code === wrongCvvCode || code === cardExpiredCode;
}

/* What our sandbox gateway sends beyond the spec's codes: a failure's z2 on the result page. */
export const declinedCode = 'DECLINED';
export const authenticationFailedCode = 'AUTHENTICATION_FAILED';
export const cancelledCode = 'CANCELLED';
/** The sandbox's RETRY errorCode for a saved card deleted meanwhile: the form asks to try again. */
export const tokenNotFoundCode = 'TOKEN_NOT_FOUND';

/** The older spelling of a failed 3-D Secure check, which a gateway may still send as z2. */
export const formerThreeDsFailedCode = '3DS_FAILED';
