import * as v from 'valibot';
import { maxBaseUrlLength } from '@/core/configuration-reply';

/**
 * The shapes of every gateway reply, shared by the page (which validates what it receives)
 * and the sandbox gateway (which validates what it sends), so the two cannot drift.
 * docs/gateway-api.md describes each endpoint in prose.
 */

/** Named decline codes (spec section 8) that a RETRY reply may carry in `errorCode`. */
export const namedErrorCodes = ['WRONG_CVV', 'CARD_EXPIRED'] as const;
export type NamedErrorCode = (typeof namedErrorCodes)[number];

export const checkoutTypes = ['URL', 'APM', 'ACS', 'CHALLENGE', 'RETRY'] as const;
export type CheckoutType = (typeof checkoutTypes)[number];

const text = v.pipe(v.string(), v.maxLength(8192));

/** GET /configuration (on the page's own origin); the page reads it with configuredBaseUrl(). */
export const configurationReplySchema = v.object({
  hppAnyBaseURL: v.pipe(v.string(), v.minLength(1), v.maxLength(maxBaseUrlLength)),
});
export type ConfigurationReply = v.InferOutput<typeof configurationReplySchema>;

/**
 * POST /rest/v2/checkout, /rest/v1/storeAndPay and the completion /rest/v2/checkout/{key}.
 * A reply that is only a string is a redirect URL (spec section 4).
 */
export const checkoutObjectReplySchema = v.object({
  CHECKOUT_TYPE: v.picklist(checkoutTypes),
  url: v.optional(text),
  '3ds_trxid': v.optional(text),
  '3ds_method': v.optional(text),
  '3ds_acsurl': v.optional(text),
  /** RETRY only: why the shopper should try again; a named code or any other text. */
  errorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export const checkoutReplySchema = v.union([text, checkoutObjectReplySchema]);
export type CheckoutObjectReply = v.InferOutput<typeof checkoutObjectReplySchema>;
export type CheckoutReply = v.InferOutput<typeof checkoutReplySchema>;

/** POST /rest/v1/apmPayment: "a url", as a bare string or `{ url }`. */
export const apmReplySchema = v.union([text, v.object({ url: text })]);
export type ApmReply = v.InferOutput<typeof apmReplySchema>;

/** POST /rest/v1/deleteToken. */
export const deleteTokenReplySchema = v.object({
  deleted: v.literal(true),
  g1: text,
});
export type DeleteTokenReply = v.InferOutput<typeof deleteTokenReplySchema>;

/**
 * POST /rest/v2/paymentRequest (M, RequestID): what the shopper is paying, for the variants
 * that show the amount. `amount` is in minor units (cents) so no float rounding reaches money.
 */
export const paymentRequestReplySchema = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e13)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  description: v.optional(text),
});
export type PaymentRequestReply = v.InferOutput<typeof paymentRequestReplySchema>;

/** Body of a 4xx/5xx the gateway answers with. */
export const gatewayErrorReplySchema = v.object({
  error: text,
  message: v.optional(text),
});
export type GatewayErrorReply = v.InferOutput<typeof gatewayErrorReplySchema>;
