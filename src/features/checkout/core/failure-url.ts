import { defaultFailureCode } from '@/core/gateway/error-codes';
import {
  type FailureOutcome,
  failureCodeParameter,
  failureMessageParameter,
  failureOutcomeParameter,
} from '@/core/gateway/failure-parameters';
import { type MerchantHosts, merchantUrl } from '@/core/merchant-hosts';
import { providerName } from '@/core/provider';
import { withQueryParameters } from '@/core/query-parameter';
import { toSafeNavigationUrl } from '@/core/safe-url';

/** Spec section 8: the failure every unexpected error reports. */
export const defaultFailure = {
  code: defaultFailureCode,
  message: `Internal server error. Please contact ${providerName} support.`,
} as const;

/**
 * What the failure URL says when the page gave up waiting (every reply lost, the time budget
 * spent): still the spec's failure code, so a merchant that reads only z2 handles it as before,
 * but a message that does not invite a second payment the gateway may not need.
 */
export const unknownOutcomeFailure = {
  code: defaultFailureCode,
  message: `Payment status unknown: the payment may have gone through. Check its status with ${providerName} support before paying again.`,
} as const;

/**
 * Where a failed payment sends the shopper (spec section 8): FailURL when set, non-blank, a
 * safe http(s) URL and on a merchant host the variant allows, otherwise the page's own address;
 * z2 (code), z3 (message) and outcome (failed or unknown) are added to that URL's query, replacing
 * any already there, every other byte of it kept (core/query-parameter.ts), its fragment too.
 */
export function buildFailureUrl(a: {
  failUrl: string;
  pageUrl: string;
  outcome?: FailureOutcome;
  code?: string;
  message?: string;
  merchantHosts?: MerchantHosts;
}): string {
  const outcome = a.outcome ?? 'failed';
  const fallback = outcome === 'unknown' ? unknownOutcomeFailure : defaultFailure;
  const code = a.code?.trim() ? a.code : fallback.code;
  const message = a.message?.trim() ? a.message : fallback.message;
  const parameters = [
    [failureCodeParameter, code],
    [failureMessageParameter, message],
    [failureOutcomeParameter, outcome],
  ] as const;
  const target = merchantUrl(a.failUrl, a.merchantHosts) ?? toSafeNavigationUrl(a.pageUrl);
  // Only when the page itself is not served over http(s): a query-only reference keeps the
  // shopper on the current page, which the navigation layer resolves itself.
  return withQueryParameters(target ?? '', parameters);
}
