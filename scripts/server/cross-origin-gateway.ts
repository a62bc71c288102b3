import type { HttpBindings } from '@hono/node-server';

/**
 * How a gateway on another origin than the page answers the browser's CORS checks:
 * - 'wildcard': `Access-Control-Allow-Origin: *`, as public APIs do. The browser lets the page
 *   read a reply only to a request sent without cookies.
 * - 'credentialed': echoes the page's origin with `Access-Control-Allow-Credentials: true`.
 */
export const crossOriginGatewayModes = ['wildcard', 'credentialed'] as const;
export type CrossOriginGatewayMode = (typeof crossOriginGatewayModes)[number];

/** What the sandbox app learns from the port a request came in on (Hono's `c.env`). */
export interface CrossOriginGatewayBindings extends Partial<HttpBindings> {
  /** The request reached the gateway's own origin, not the page's. */
  crossOriginGateway?: true;
}

/** How @hono/node-server marks a response the handler wrote to the socket itself (RESPONSE_ALREADY_SENT). */
const alreadySentHeader = 'x-hono-already-sent';

type Fetch = (request: Request, env: CrossOriginGatewayBindings) => Response | Promise<Response>;

/**
 * The sandbox's gateway as a second origin would serve it: the same app (so the same payments),
 * reached on its own port, with the CORS headers of `mode` on every answer and a preflight
 * answered. A write must come from one of `pageOrigins` (the Origin header a browser sends):
 * the check a real gateway on another origin makes in place of the XSRF cookie, which the page
 * sends to its own origin only.
 */
export function crossOriginGateway(
  fetch: Fetch,
  options: { mode: CrossOriginGatewayMode; pageOrigins: () => readonly string[]; gatewayBasePath: string },
): Fetch {
  const allowOrigin = (origin: string | null): Record<string, string> => {
    if (options.mode === 'wildcard') return { 'access-control-allow-origin': '*' };
    if (origin === null || !options.pageOrigins().includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    };
  };

  return async (request, env) => {
    const origin = request.headers.get('origin');
    const path = new URL(request.url).pathname;
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...allowOrigin(origin),
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Content-Type, Accept',
          'access-control-max-age': '600',
        },
      });
    }
    const isApiWrite =
      request.method === 'POST' &&
      path.startsWith(`${options.gatewayBasePath}/rest/`) &&
      !path.startsWith(`${options.gatewayBasePath}/rest/v2/deviceInfo/`);
    if (isApiWrite && (origin === null || !options.pageOrigins().includes(origin))) {
      return Response.json(
        { error: 'forbidden', message: 'write from an origin not allowed' },
        { status: 403 },
      );
    }
    const response = await fetch(request, { ...env, crossOriginGateway: true });
    // An answer written straight to the socket (a lost or held reply) has no headers to add.
    if (response.headers.has(alreadySentHeader)) return response;
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(allowOrigin(origin))) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
