import { toSafeNavigationUrl } from '@/core/safe-url';

/**
 * Turns GET /configuration's hppAnyBaseURL into the base every gateway path is appended to
 * (spec section 7). It may be absolute ('https://gw.example/hpp') or a path on the page's own
 * origin ('/gateway'). The result has no trailing slash so `base + '/rest/...'` never doubles it.
 *
 * Unusable values give undefined, and the caller sends the shopper to the error page, as for a
 * failed configuration load: non-http(s) schemes, credentials in the URL (fetch refuses them),
 * and a query or fragment (appending a path after either would silently produce a wrong URL).
 */
export function resolveGatewayBase(hppAnyBaseURL: string, pageOrigin: string): string | undefined {
  if (typeof hppAnyBaseURL !== 'string') return undefined;
  const candidate = hppAnyBaseURL.trim();
  if (candidate === '') return undefined;
  // Only the origin of the page address counts: a relative base is a path on the page's host,
  // never relative to the variant folder the page happens to be served from.
  const page = toSafeNavigationUrl(pageOrigin);
  const base = page === undefined ? undefined : `${new URL(page).origin}/`;
  const href = toSafeNavigationUrl(candidate, base);
  if (href === undefined) return undefined;
  const url = new URL(href);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  // A bare '?' or '#' leaves search/hash empty but still ends the href with it.
  if (href.endsWith('?') || href.endsWith('#')) return undefined;
  return href.replace(/\/+$/, '');
}
