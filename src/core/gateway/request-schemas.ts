import * as v from 'valibot';
import type { Result } from '@/core/result';

/**
 * What the sandbox accepts on each gateway endpoint (spec section 7 field codes). The page drops
 * empty values before it posts, and form-body.ts drops them too, so "absent" and "empty" are one
 * case here. Unknown fields (the 3ds_browser* data, d5, d6, billing and recipient fields) are
 * accepted and ignored: looseObject. Each rule says what is wrong in its message, which becomes
 * the `message` of the 400 reply.
 */

const merchantId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'M is malformed'));
const uniqueRequestId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'uniqueRequestID is malformed'),
);
const requestId = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, 'RequestID is malformed'));
/** Saved-card tokens are opaque; the page's tokenList parser allows up to 256 characters. */
const token = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,256}$/, 'g1 is malformed'));
const shortText = (name: string) => v.pipe(v.string(), v.maxLength(256, `${name} is too long`));

export const checkoutRequestSchema = v.pipe(
  v.looseObject({
    M: merchantId,
    uniqueRequestID: uniqueRequestId,
    RequestID: v.optional(requestId),
    shopperID: v.optional(shortText('shopperID')),
    Statickey: v.optional(shortText('Statickey')),
    b1: v.optional(v.pipe(v.string(), v.regex(/^\d{12,19}$/, 'b1 must be 12 to 19 digits'))),
    b3: v.optional(v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'b3 must be a month 1 to 12'))),
    b4: v.optional(v.pipe(v.string(), v.regex(/^(\d{2}|\d{4})$/, 'b4 must be a 2- or 4-digit year'))),
    b5: v.optional(v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'b5 must be 3 or 4 digits'))),
    c1: v.optional(shortText('c1')),
    g1: v.optional(token),
    generateToken: v.optional(v.picklist(['true', 'false'], 'generateToken must be true or false')),
  }),
  // b1 alone or with g1 is a card payment (the page sends the query's g1 with a new card, spec
  // section 7); g1 alone is a saved-card payment.
  v.check((input) => input.b1 !== undefined || input.g1 !== undefined, 'send b1 (card) or g1 (token)'),
  v.check(
    (input) => input.b1 === undefined || (input.b3 !== undefined && input.b4 !== undefined),
    'b3 and b4 (expiry) are required with b1',
  ),
);
export type CheckoutRequest = v.InferOutput<typeof checkoutRequestSchema>;

/** POST /rest/v2/checkout/{key}: the key is in the path; 3ds_trxid, when sent, must equal it. */
export const completionRequestSchema = v.looseObject({
  M: merchantId,
  RequestID: v.optional(requestId),
  '3ds_trxid': v.optional(shortText('3ds_trxid')),
  '3ds_method': v.optional(v.pipe(v.string(), v.maxLength(2048, '3ds_method is too long'))),
  encodedMethodData: v.optional(v.pipe(v.string(), v.maxLength(4096, 'encodedMethodData is too long'))),
});
export type CompletionRequest = v.InferOutput<typeof completionRequestSchema>;

export const apmRequestSchema = v.looseObject({
  M: merchantId,
  uniqueRequestID: uniqueRequestId,
  payment_method: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/i, 'payment_method is malformed')),
  RequestID: v.optional(requestId),
  shopperID: v.optional(shortText('shopperID')),
  Statickey: v.optional(shortText('Statickey')),
});
export type ApmRequest = v.InferOutput<typeof apmRequestSchema>;

export const deleteTokenRequestSchema = v.looseObject({
  M: merchantId,
  g1: token,
  uniqueRequestID: v.optional(uniqueRequestId),
});
export type DeleteTokenRequest = v.InferOutput<typeof deleteTokenRequestSchema>;

export const paymentRequestRequestSchema = v.looseObject({
  M: merchantId,
  RequestID: requestId,
});
export type PaymentRequestRequest = v.InferOutput<typeof paymentRequestRequestSchema>;

/** The form field an ACS method page and a notification URL receive (EMV 3DS). */
export const methodDataFormSchema = v.looseObject({
  threeDSMethodData: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{1,4096}={0,2}$/, 'threeDSMethodData is malformed'),
  ),
});

/** The first problem as one sentence: "M is required" for a missing field, else the rule's message. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (issue === undefined) return 'the request is invalid';
  const key = issue.path?.[0]?.key;
  if (issue.input === undefined && typeof key === 'string') return `${key} is required`;
  return issue.message;
}

/** Validates `fields` or says why not, in the form the 400 reply needs. */
export function parseRequest<T extends v.GenericSchema>(
  schema: T,
  fields: Record<string, string>,
): Result<v.InferOutput<T>> {
  const result = v.safeParse(schema, fields);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, error: describeIssues(result.issues) };
}
