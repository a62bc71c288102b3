/**
 * The parameters a failure adds to the failure URL (spec section 8), named once for the page, the
 * result page and the sandbox. `z2` and `z3` are the spec's; `outcome` is ours, so that a merchant's
 * server can tell a payment that certainly failed from one that may have been charged without
 * reading the message text (docs/gateway-api.md, "What a FailURL receives").
 */
export const failureCodeParameter = 'z2';
export const failureMessageParameter = 'z3';
export const failureOutcomeParameter = 'outcome';

/** Every key a failure writes: a new failure replaces them, a fresh attempt drops them. */
export const failureParameters = [
  failureCodeParameter,
  failureMessageParameter,
  failureOutcomeParameter,
] as const;

/**
 * `failed`: the gateway answered and the payment did not go through (or the page refused what it
 * answered): paying again is safe. `unknown`: no answer came within the payment's time budget,
 * so the gateway may have charged: check the payment before offering to pay again.
 */
export type FailureOutcome = 'failed' | 'unknown';
