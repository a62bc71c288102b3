import * as v from 'valibot';
import { maxBaseUrlLength } from '@/core/gateway/configuration-reply';

/**
 * The shapes of every gateway reply, shared by the page (which validates what it receives)
 * and the sandbox gateway (which validates what it sends), so the two cannot drift.
 * docs/gateway-api.md describes each endpoint in prose.
 */

export const checkoutTypes = ['URL', 'APM', 'ACS', 'CHALLENGE', 'RETRY'] as const;
export type CheckoutType = (typeof checkoutTypes)[number];

const text = v.pipe(v.string(), v.maxLength(8192));

/**
 * A field a gateway may leave out, send as null, or send as a number where we expect text (a
 * transaction id of digits): all read as text or absent. Liberal on purpose, see docs/gateway-api.md.
 */
const looseText = v.pipe(
  // Only safe integers: JSON.parse has already rounded a larger number, and a rounded transaction
  // id would post the completion under another key.
  v.nullish(v.union([text, v.pipe(v.number(), v.safeInteger())])),
  v.transform((value) => (value === null || value === undefined ? undefined : String(value))),
);

/** GET /configuration (on the page's own origin); the page reads it with configuredBaseUrl(). */
export const configurationReplySchema = v.object({
  hppAnyBaseURL: v.pipe(v.string(), v.minLength(1), v.maxLength(maxBaseUrlLength)),
});
export type ConfigurationReply = v.InferOutput<typeof configurationReplySchema>;

/** The spec spells the types in capitals; a gateway that writes 'url' or ' Acs ' means the same. */
const checkoutType = v.pipe(
  v.string(),
  v.transform((value) => value.trim().toUpperCase()),
  v.picklist(checkoutTypes),
);

/**
 * POST /rest/v2/checkout, /rest/v1/storeAndPay and the completion /rest/v2/checkout/{key}.
 * Fields beyond these are ignored (v.object drops them).
 */
export const checkoutObjectReplySchema = v.object({
  CHECKOUT_TYPE: checkoutType,
  url: looseText,
  '3ds_trxid': looseText,
  '3ds_method': looseText,
  '3ds_acsurl': looseText,
  /** RETRY only: why the shopper should try again; a named code (error-codes.ts) or any other text. */
  errorCode: looseText,
});

/**
 * A reply that is only a URL: a bare string (spec section 4), or an object with a `url` and no
 * CHECKOUT_TYPE, which is how a gateway answers "a url" in JSON where the spec leaves the shape
 * open. An object with a type of any spelling (`CHECKOUT_TYPE`, `type`, `checkout_type`) or a
 * `3ds_` field is not this, whatever its type: the page does not guess.
 */
const untypedUrlReplySchema = v.pipe(
  v.looseObject({ url: text }),
  // A type under another spelling, or a 3-D Secure field, says this is not "only a url".
  v.check((reply) => Object.keys(reply).every((key) => !/^(checkout_?)?type$|^3ds_/i.test(key))),
  v.transform((reply) => reply.url),
);

export const checkoutReplySchema = v.union([text, checkoutObjectReplySchema, untypedUrlReplySchema]);
export type CheckoutObjectReply = v.InferOutput<typeof checkoutObjectReplySchema>;
export type CheckoutReply = v.InferInput<typeof checkoutReplySchema>;

/**
 * POST /rest/v1/apmPayment: "a url", as a bare string or an object with `url` (a checkout-shaped
 * `{ CHECKOUT_TYPE: 'APM', url }` included: the type adds nothing here).
 */
export const apmReplySchema = v.union([
  text,
  v.pipe(
    v.object({ url: text }),
    v.transform((reply) => reply.url),
  ),
]);
export type ApmReply = v.InferInput<typeof apmReplySchema>;

/**
 * POST /rest/v1/deleteToken: the spec does not show the reply, so any 2xx means deleted. This is
 * what our sandbox answers; the page reads only an explicit `deleted: false` (isDeleteRefused).
 */
export const deleteTokenReplySchema = v.object({
  deleted: v.literal(true),
  g1: text,
});
export type DeleteTokenReply = v.InferOutput<typeof deleteTokenReplySchema>;

/**
 * A 2xx deleteToken reply that nevertheless says the card was not deleted: `{ "deleted": false }`
 * (or the string "false"). Everything else with a 2xx status, an empty body included, is a delete.
 */
export function isDeleteRefused(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null || !('deleted' in reply)) return false;
  const deleted = (reply as { deleted: unknown }).deleted;
  return deleted === false || deleted === 'false';
}

/**
 * POST /rest/v2/paymentRequest (M, RequestID): what the shopper is paying, for the variants
 * that show the amount. `amount` is in minor units (cents) so no float rounding reaches money.
 * Anything else (another shape, a decimal amount) shows no amount: a wrong amount is worse.
 */
export const paymentRequestReplySchema = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e13)),
  currency: v.pipe(
    v.string(),
    v.transform((value) => value.trim().toUpperCase()),
    v.regex(/^[A-Z]{3}$/),
  ),
  description: v.pipe(
    v.nullish(text),
    v.transform((value) => value ?? undefined),
  ),
});
export type PaymentRequestReply = v.InferOutput<typeof paymentRequestReplySchema>;

/** Body of a 4xx/5xx the gateway answers with. */
export const gatewayErrorReplySchema = v.object({
  error: text,
  message: v.optional(text),
});
export type GatewayErrorReply = v.InferOutput<typeof gatewayErrorReplySchema>;
