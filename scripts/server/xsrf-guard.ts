import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CrossOriginGatewayBindings } from './cross-origin-gateway';

/**
 * XSRF protection, the double-submit pattern the page's HTTP client speaks (spec section 7): the
 * server sets an `XSRF-TOKEN` cookie, the page copies it into `X-XSRF-TOKEN` on every write to its
 * own origin, and the server requires the two to match. A foreign site can never read the cookie,
 * so it cannot forge the header; SameSite=Strict also keeps the browser from sending the cookie
 * along with a foreign site's requests.
 *
 * Tokens are `<random>.<HMAC(random)>` under a per-process secret, so a cookie planted by anything
 * else (a sibling subdomain, a test) is not a token this server issued and is replaced.
 */

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

export interface XsrfTokens {
  issue(): string;
  isValid(token: string | undefined): token is string;
}

export function createXsrfTokens(secret: Uint8Array = randomBytes(32)): XsrfTokens {
  const mac = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
  return {
    issue() {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${mac(nonce)}`;
    },
    isValid(token): token is string {
      if (typeof token !== 'string' || token.length > 200) return false;
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      const expected = Buffer.from(mac(nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * Sets the cookie unless the browser already holds a valid one: re-issuing on every page load
 * would break a payment still open in another tab.
 */
export function ensureXsrfCookie(c: Context, tokens: XsrfTokens): void {
  if (tokens.isValid(getCookie(c, xsrfCookieName))) return;
  // Not HttpOnly: the page must read it to copy it into the header. Not Secure: the sandbox is
  // plain http on 127.0.0.1 (a production gateway adds Secure).
  setCookie(c, xsrfCookieName, tokens.issue(), { path: '/', sameSite: 'Strict', httpOnly: false });
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function forbidden(c: Context, message: string) {
  return c.json({ error: 'forbidden', message }, 403);
}

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Guards every write under the gateway base path except `exemptPrefixes`: those are the targets
 * of cross-document form posts (the ACS method page, the deviceInfo notification, the challenge
 * and APM provider pages) which in production live on other origins and cannot send a header.
 * They are protected instead by the unguessable transaction or session id they act on, and none
 * of them takes card data.
 *
 * A guarded write is refused (403) when it comes from another origin (Origin header, or
 * Sec-Fetch-Site: cross-site), or when the header is missing, is not a token this server issued,
 * or differs from the cookie.
 */
export function xsrfGuard(options: {
  tokens: XsrfTokens;
  gatewayBasePath: string;
  exemptPrefixes: readonly string[];
}): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const guarded =
      writeMethods.has(c.req.method) &&
      path.startsWith(`${options.gatewayBasePath}/`) &&
      !options.exemptPrefixes.some((prefix) => path.startsWith(prefix));
    // The gateway on an origin of its own (cross-origin-gateway.ts) checks the Origin instead:
    // the page sends its XSRF header, like its cookies, to its own origin only.
    if (!guarded || (c.env as CrossOriginGatewayBindings | undefined)?.crossOriginGateway) return next();

    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      return forbidden(c, 'cross-origin write refused');
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') return forbidden(c, 'cross-site write refused');

    const header = c.req.header(xsrfHeaderName);
    const cookie = getCookie(c, xsrfCookieName);
    if (header === undefined || header === '') return forbidden(c, `${xsrfHeaderName} header missing`);
    if (!options.tokens.isValid(cookie) || !sameBytes(header, cookie)) {
      return forbidden(c, `${xsrfHeaderName} header does not match the ${xsrfCookieName} cookie`);
    }
    return next();
  };
}
