import type { MiddlewareHandler } from 'hono';

/**
 * The one place the sandbox sets headers on every response, after the handler ran. Security
 * headers (CSP, framing, referrer policy) belong here. Whatever CSP goes in must keep allowing what
 * the simulated 3-D Secure pages need: scripts and styles from 'self' only (they have no inline
 * script or style) and same-origin framing of /gateway/acs/method and /gateway/rest/v2/deviceInfo/,
 * which run inside the page's hidden method iframe.
 */
export function responseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}
