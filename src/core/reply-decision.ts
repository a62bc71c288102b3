import * as v from 'valibot';
import { apmReplySchema, type CheckoutObjectReply, checkoutReplySchema } from '@/core/gateway-replies';
import { toSafeNavigationUrl } from '@/core/safe-url';

/** What the page does with a checkout reply (spec section 4). */
export type CheckoutDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'three-ds-method'; trxId: string; methodUrl: string }
  | { kind: 'challenge'; url: string }
  | { kind: 'retry'; errorCode?: string }
  | { kind: 'failure'; reason: string };

export type ApmDecision = { kind: 'redirect'; url: string } | { kind: 'failure'; reason: string };

/**
 * Failure reasons are short machine-readable strings for logs and tests; the shopper only ever
 * sees the default failure message on the FailURL.
 */
export const failureReasons = {
  invalidReply: 'invalid-reply',
  unsafeUrl: 'unsafe-url',
  missingUrl: 'missing-url',
  missingTrxId: 'missing-3ds_trxid',
  missingMethod: 'missing-3ds_method',
  missingAcsUrl: 'missing-3ds_acsurl',
} as const;

function isBlank(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '';
}

/**
 * Gateway URLs are absolute. A text/plain body may end with a newline, so the edges are trimmed;
 * anything inside (tabs, newlines, a javascript: scheme) is still refused by toSafeNavigationUrl.
 */
function redirectTo(
  url: string | undefined,
): { kind: 'redirect'; url: string } | { kind: 'failure'; reason: string } {
  if (isBlank(url)) return { kind: 'failure', reason: failureReasons.missingUrl };
  const safe = toSafeNavigationUrl(url.trim());
  return safe === undefined
    ? { kind: 'failure', reason: failureReasons.unsafeUrl }
    : { kind: 'redirect', url: safe };
}

function decideObject(reply: CheckoutObjectReply): CheckoutDecision {
  switch (reply.CHECKOUT_TYPE) {
    case 'URL':
    case 'APM':
      return redirectTo(reply.url);
    case 'ACS': {
      const trxId = reply['3ds_trxid'];
      const method = reply['3ds_method'];
      if (isBlank(trxId)) return { kind: 'failure', reason: failureReasons.missingTrxId };
      if (isBlank(method)) return { kind: 'failure', reason: failureReasons.missingMethod };
      // The method URL is loaded into a frame on this page: it must be http(s) like any navigation.
      const methodUrl = toSafeNavigationUrl(method.trim());
      if (methodUrl === undefined) return { kind: 'failure', reason: failureReasons.unsafeUrl };
      return { kind: 'three-ds-method', trxId: trxId.trim(), methodUrl };
    }
    case 'CHALLENGE': {
      const acsUrl = reply['3ds_acsurl'];
      if (isBlank(acsUrl)) return { kind: 'failure', reason: failureReasons.missingAcsUrl };
      const url = toSafeNavigationUrl(acsUrl.trim());
      return url === undefined
        ? { kind: 'failure', reason: failureReasons.unsafeUrl }
        : { kind: 'challenge', url };
    }
    case 'RETRY':
      return isBlank(reply.errorCode)
        ? { kind: 'retry' }
        : { kind: 'retry', errorCode: reply.errorCode.trim() };
  }
}

/**
 * Decides on an already-parsed checkout or completion reply (a JSON body is parsed by the caller).
 * URL/APM and a bare string redirect; ACS starts the device-method step; CHALLENGE redirects to
 * the ACS; RETRY lets the shopper try again. Anything else, a missing field or a URL that is not
 * http(s) is a failure, never a guess.
 */
export function decideCheckoutReply(raw: unknown): CheckoutDecision {
  const parsed = v.safeParse(checkoutReplySchema, raw);
  if (!parsed.success) return { kind: 'failure', reason: failureReasons.invalidReply };
  return typeof parsed.output === 'string' ? redirectTo(parsed.output) : decideObject(parsed.output);
}

/** POST /rest/v1/apmPayment replies with a url (bare or as `{ url }`), followed as a redirect. */
export function decideApmReply(raw: unknown): ApmDecision {
  const parsed = v.safeParse(apmReplySchema, raw);
  if (!parsed.success) return { kind: 'failure', reason: failureReasons.invalidReply };
  return redirectTo(typeof parsed.output === 'string' ? parsed.output : parsed.output.url);
}
