import * as v from 'valibot';
import { apmReplySchema, type CheckoutObjectReply, checkoutReplySchema } from '@/core/gateway/replies';
import { toSafeNavigationUrl } from '@/core/safe-url';
import { isBlank } from '@/core/validation-result';

/** What the page does with a checkout reply (spec section 4). */
export type CheckoutDecision =
  | { kind: 'redirect'; url: string }
  /** methodUrl is absent when the ACS reply names no method URL: no frame, completion at once. */
  | { kind: 'three-ds-method'; trxId: string; methodUrl?: string }
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
  missingAcsUrl: 'missing-3ds_acsurl',
} as const;

const maxErrorCodeLength = 64;

/**
 * Gateway URLs are absolute. A text/plain body may end with a newline, so the edges are trimmed;
 * anything inside (tabs, newlines, a javascript: scheme) is still refused by toSafeNavigationUrl.
 */
function redirectTo(
  url: string | undefined,
): { kind: 'redirect'; url: string } | { kind: 'failure'; reason: string } {
  if (url === undefined || isBlank(url)) return { kind: 'failure', reason: failureReasons.missingUrl };
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
      if (trxId === undefined || isBlank(trxId))
        return { kind: 'failure', reason: failureReasons.missingTrxId };
      // EMV 3DS: an issuer without a method URL has no device-data step; the completion follows at once.
      if (method === undefined || isBlank(method)) return { kind: 'three-ds-method', trxId: trxId.trim() };
      // The method URL is loaded into a frame on this page: it must be http(s) like any navigation.
      const methodUrl = toSafeNavigationUrl(method.trim());
      if (methodUrl === undefined) return { kind: 'failure', reason: failureReasons.unsafeUrl };
      return { kind: 'three-ds-method', trxId: trxId.trim(), methodUrl };
    }
    case 'CHALLENGE': {
      const acsUrl = reply['3ds_acsurl'];
      if (acsUrl === undefined || isBlank(acsUrl))
        return { kind: 'failure', reason: failureReasons.missingAcsUrl };
      const url = toSafeNavigationUrl(acsUrl.trim());
      return url === undefined
        ? { kind: 'failure', reason: failureReasons.unsafeUrl }
        : { kind: 'challenge', url };
    }
    case 'RETRY': {
      // A code is only a hint for the message; one too long to be a code is ignored, not fatal.
      const code = reply.errorCode?.trim();
      return code === undefined || code === '' || code.length > maxErrorCodeLength
        ? { kind: 'retry' }
        : { kind: 'retry', errorCode: code };
    }
  }
}

/**
 * Decides on an already-parsed checkout or completion reply (a JSON body is parsed by the caller).
 * URL/APM, a bare string and an untyped `{ url }` redirect; ACS starts the device-method step;
 * CHALLENGE redirects to the ACS; RETRY lets the shopper try again. Extra fields are ignored, the
 * type's case does not matter. Anything else, a missing field or a URL that is not http(s) is a
 * failure, never a guess.
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
  return redirectTo(parsed.output);
}
