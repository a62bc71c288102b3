import { defaultFailureCode } from '@/core/gateway/error-codes';
import { type MerchantHosts, merchantUrl } from '@/core/merchant-hosts';
import { providerName } from '@/core/provider';
import { toSafeNavigationUrl } from '@/core/safe-url';

/** Spec section 8: the failure every unexpected error reports. */
export const defaultFailure = {
  code: defaultFailureCode,
  message: `Internal server error. Please contact ${providerName} support.`,
} as const;

const failureKeys = new Set(['z2', 'z3']);

function decodeKey(part: string): string {
  const rawKey = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/**
 * Edits the query as raw text instead of through URLSearchParams: re-serializing would rewrite the
 * merchant's own parameters ('%20' becomes '+', and so on), which can break a signature the
 * merchant computed over its FailURL. Only existing z2/z3 pairs are removed; the rest stays byte for byte.
 */
function withFailureQuery(href: string, code: string, message: string): string {
  const url = new URL(href);
  const kept = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !failureKeys.has(decodeKey(part)));
  kept.push(`z2=${encodeURIComponent(code)}`, `z3=${encodeURIComponent(message)}`);
  url.search = `?${kept.join('&')}`;
  return url.href;
}

/**
 * Where a failed payment sends the shopper (spec section 8): FailURL when set, non-blank, a
 * safe http(s) URL and on a merchant host the variant allows, otherwise the page's own address; z2 (code) and z3 (message) are added to
 * that URL's existing query, replacing any z2/z3 already there, and its fragment is kept.
 */
export function buildFailureUrl(a: {
  failUrl: string;
  pageUrl: string;
  code?: string;
  message?: string;
  merchantHosts?: MerchantHosts;
}): string {
  const code = a.code?.trim() ? a.code : defaultFailure.code;
  const message = a.message?.trim() ? a.message : defaultFailure.message;
  const target = merchantUrl(a.failUrl, a.merchantHosts) ?? toSafeNavigationUrl(a.pageUrl);
  if (target === undefined) {
    // Only reachable when the page itself is not served over http(s): a query-only reference
    // keeps the shopper on the current page, which the navigation layer resolves itself.
    return `?z2=${encodeURIComponent(code)}&z3=${encodeURIComponent(message)}`;
  }
  return withFailureQuery(target, code, message);
}
