/**
 * The security headers of the site, decided in one place and served by all three hosts: the
 * generated nginx config, the generated CloudFront viewer-response function and the sandbox
 * server (response-headers.ts). Pure: strings in, header values out. docs/security.md explains
 * what each directive answers.
 */

/** A CSP source expression we accept in configuration: 'self', or an http(s) origin (host may start with "*."). */
const sourcePattern = /^(?:'self'|https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/;
const httpOriginPattern = /^https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?$/;
const hashSourcePattern = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/** True for a value that is safe to put in a policy (no ';', ',', quotes or whitespace to end a directive). */
export function isSourceExpression(value: string): boolean {
  return sourcePattern.test(value);
}

/** What each kind of configured value must look like, and how a refusal names it. */
const valueKinds = {
  source: { pattern: sourcePattern, expected: "'self' or an http(s) origin" },
  origin: { pattern: httpOriginPattern, expected: 'an http(s) origin' },
  hash: { pattern: hashSourcePattern, expected: "'sha256-…'" },
} as const;

/** The values without repeats, or an error naming the first that could widen or break the policy. */
function checked(values: readonly string[], kind: keyof typeof valueKinds, what: string): string[] {
  const { pattern, expected } = valueKinds[kind];
  for (const value of values) {
    if (!pattern.test(value)) throw new Error(`${what}: "${value}" is not ${expected}`);
  }
  return [...new Set(values)];
}

/**
 * The origin of the gateway when `hppAnyBaseURL` points at another origin; undefined for a
 * same-origin path ("/gateway"), which 'self' already covers.
 */
export function gatewayOriginOf(gatewayBaseUrl: string): string | undefined {
  if (gatewayBaseUrl.startsWith('/')) return undefined;
  const url = new URL(gatewayBaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`gateway base URL must be http(s): ${gatewayBaseUrl}`);
  }
  return url.origin;
}

export interface PagePolicyInput {
  /**
   * Who may frame the page. Empty for a page not meant for an iframe (frame-ancestors 'none');
   * the allow-list ('self', https://shop.example) for an iframe variant.
   */
  frameAncestors: readonly string[];
  /** The gateway's origin when it is not the page's own (see gatewayOriginOf). */
  gatewayOrigin?: string | undefined;
  /**
   * Sandbox only: origins of the simulated ACS / APM pages on plain http (loopback). Production
   * needs none: every issuer ACS is on https:, which frame-src and form-action already allow.
   */
  extraAcsOrigins?: readonly string[];
  /** Development only: further origins the page may fetch from. */
  extraConnectOrigins?: readonly string[];
  /** Hash sources of the page's own inline code: its import map and its first screen's stylesheet. */
  inlineHashes?: InlineHashes | undefined;
}

/** CSP hash sources ("'sha256-…'") of a page's inline <script> and <style> elements. */
export interface InlineHashes {
  script: readonly string[];
  style: readonly string[];
}

/**
 * The Content-Security-Policy of a payment page.
 *
 * - default-src 'none': anything not listed below is refused.
 * - script-src / style-src 'self': the bundles' own hashed files; no eval, and no inline code but
 *   the page's import map (it carries the integrity of the lazy chunks) and its first screen's
 *   stylesheet (inlined so the form paints without waiting for another file), each allowed by its
 *   hash. Styles
 *   written from JavaScript through the CSSOM (element.style.x) are not affected; style=""
 *   attributes in HTML would be, and there are none.
 * - connect-src: the page's origin (configuration, translations) and the gateway's.
 * - frame-src / form-action: the 3-D Secure method step posts a form into a hidden iframe at the
 *   issuer's ACS, on any https: origin (then the gateway's notification page loads in that frame).
 * - frame-ancestors: 'none', or the merchant allow-list of an iframe variant (clickjacking).
 * - base-uri 'none', object-src 'none': no <base> hijacking of relative URLs, no plugins.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const gateway = input.gatewayOrigin ? checked([input.gatewayOrigin], 'origin', 'gateway origin') : [];
  const acs = checked(input.extraAcsOrigins ?? [], 'origin', 'extra ACS origin');
  const connect = checked(input.extraConnectOrigins ?? [], 'origin', 'extra connect origin');
  const ancestors = checked(input.frameAncestors, 'source', 'frame-ancestors');
  const scriptHashes = checked(input.inlineHashes?.script ?? [], 'hash', 'inline script hash');
  const styleHashes = checked(input.inlineHashes?.style ?? [], 'hash', 'inline style hash');
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", ...scriptHashes)}`,
    `style-src ${list("'self'", ...styleHashes)}`,
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${list("'self'", ...gateway, ...connect)}`,
    `frame-src ${list("'self'", ...gateway, 'https:', ...acs)}`,
    `form-action ${list("'self'", ...gateway, 'https:', ...acs)}`,
    `frame-ancestors ${ancestors.length === 0 ? "'none'" : ancestors.join(' ')}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Everything that is not a page (scripts, styles, JSON, images): nothing may run, load or frame
 * it if a browser is ever tricked into rendering it as a document.
 */
export const resourceContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year; includeSubDomains because the payment page has a host of its own. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
/**
 * At most the origin as Referer, to every site, our own included: a merchant may send a saved
 * card's full number in the page's query (tokenList), and strict-origin-when-cross-origin would
 * repeat the whole address in every same-origin request (assets, translations, the gateway call)
 * for the logs of every server on the way. Not no-referrer: browsers would then send
 * `Origin: null` with the page's form posts (the 3-D Secure method form into its frame), which an
 * ACS or gateway that checks Origin refuses. Pages
 * also name it in their HTML (index.html), for a host that forgets the header.
 */
export const referrerPolicy = 'strict-origin';
/** The page uses none of these; a compromised script cannot ask for them either. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), usb=(), serial=()';

export interface SecurityHeadersInput {
  kind: 'page' | 'resource';
  /** Required for pages. */
  page?: PagePolicyInput;
  /** Strict-Transport-Security: on every https deployment; the sandbox on plain http omits it. */
  https: boolean;
}

/**
 * The security headers of one response, with lower-case names (as HTTP/2, CloudFront and
 * fetch's Headers spell them). X-Frame-Options DENY doubles frame-ancestors 'none' for old
 * browsers; an iframe variant gets none, since X-Frame-Options cannot express an allow-list, and no
 * Cross-Origin-Opener-Policy either (nor the result and error pages an iframe variant lands on).
 */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  const headers: Record<string, string> = {};
  if (input.kind === 'page') {
    if (!input.page) throw new Error('securityHeaders: a page needs its policy input');
    headers['content-security-policy'] = pageContentSecurityPolicy(input.page);
    if (input.page.frameAncestors.length === 0) {
      headers['x-frame-options'] = 'DENY';
      // A page no merchant frames is a top-level tab of its own: a window that opened it keeps no
      // handle on it, so it cannot swap the payment page for a look-alike behind the shopper's back.
      headers['cross-origin-opener-policy'] = 'same-origin';
    }
    headers['permissions-policy'] = permissionsPolicy;
  } else {
    headers['content-security-policy'] = resourceContentSecurityPolicy;
  }
  headers['referrer-policy'] = referrerPolicy;
  headers['x-content-type-options'] = 'nosniff';
  if (input.https) headers['strict-transport-security'] = strictTransportSecurity;
  return headers;
}

/** The names securityHeaders may set: what verify-deploy compares and what hosts must not add twice. */
export const securityHeaderNames = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'strict-transport-security',
] as const;

/**
 * Sandbox only: the policy of its simulated ACS and APM pages, standing in for an issuer's own.
 * Like a real ACS they must be framable by the payment page (the method step) and post to the
 * gateway's notification URL and landing page, here the sandbox's own loopback origins.
 */
export function simulatedPagePolicy(sandboxOrigins: readonly string[]): string {
  const origins = checked(sandboxOrigins, 'origin', 'sandbox origin');
  const list = ["'self'", ...origins].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${list}`,
    `frame-ancestors ${list}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
