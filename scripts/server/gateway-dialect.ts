import type { CheckoutObjectReply, CheckoutReply } from '@/core/gateway/replies';

/**
 * How the sandbox words its replies.
 * - 'full': our own gateway, with every field the page can use (`{ CHECKOUT_TYPE: 'URL', url }`,
 *   RETRY error codes, the deleteToken confirmation, the amount, the 3-D Secure notification
 *   message).
 * - 'minimal': the barest a gateway may answer under the spec, so the page is tested against a
 *   gateway that shares none of our choices: checkout URLs as bare JSON strings, the APM URL as
 *   plain text, no RETRY code, no body for deleteToken (204) nor for the gateway's own failures
 *   (404, 409, 500), paymentRequest only for a paid or expired request (`{ "paid": "true" }`,
 *   no amount), a deviceInfo page that posts no message. Requests the
 *   sandbox refuses as malformed (400) or forged (403) keep their JSON reason: the page never
 *   sends those, and a person reading the log needs the reason.
 */
export const gatewayDialects = ['full', 'minimal'] as const;
export type GatewayDialect = (typeof gatewayDialects)[number];

export function isGatewayDialect(value: string): value is GatewayDialect {
  return (gatewayDialects as readonly string[]).includes(value);
}

/**
 * A checkout or completion reply with only what spec section 7 names for its type: a URL is a
 * bare string (spec section 4), ACS keeps 3ds_trxid and 3ds_method, CHALLENGE only 3ds_acsurl,
 * RETRY only its type.
 */
export function minimalCheckoutReply(reply: CheckoutObjectReply): CheckoutReply {
  switch (reply.CHECKOUT_TYPE) {
    case 'URL':
    case 'APM':
      if (reply.url === undefined) throw new Error(`a ${reply.CHECKOUT_TYPE} reply without a url`);
      return reply.url;
    case 'ACS':
      return reply['3ds_method'] === undefined
        ? { CHECKOUT_TYPE: 'ACS', '3ds_trxid': reply['3ds_trxid'] }
        : { CHECKOUT_TYPE: 'ACS', '3ds_trxid': reply['3ds_trxid'], '3ds_method': reply['3ds_method'] };
    case 'CHALLENGE':
      return { CHECKOUT_TYPE: 'CHALLENGE', '3ds_acsurl': reply['3ds_acsurl'] };
    case 'RETRY':
      return { CHECKOUT_TYPE: 'RETRY' };
  }
}
