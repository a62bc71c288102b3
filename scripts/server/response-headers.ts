import { resolveRoute } from '@scripts/routes/resolve-route';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { simulatedPagePolicy } from '@scripts/security/content-security-policy';
import type { FrameAncestorsConfig } from '@scripts/security/frame-ancestors';
import { resourceSecurityHeaders, routeSecurityHeaders } from '@scripts/security/route-security';
import type { Context, MiddlewareHandler } from 'hono';

export interface ResponseHeadersOptions {
  gatewayBasePath: string;
  /** What GET /configuration hands the page: the path, or an absolute URL on the gateway's own origin. */
  gatewayBaseUrl?: () => string;
  loadManifest: () => Promise<RoutesManifest>;
  iframeVariants: readonly string[];
  frameAncestors: FrameAncestorsConfig;
  /** Every origin this sandbox answers on (127.0.0.1 and localhost, page and ACS ports). */
  sandboxOrigins: () => readonly string[];
  /** The second origin of the simulated ACS, when the sandbox serves one. */
  acsOrigin: () => string | undefined;
}

/**
 * The one place the sandbox sets security headers, after the handler ran, from the same pure
 * module as the nginx config and the CloudFront function (scripts/security/):
 *
 * - a page of the routes manifest gets its route's policy (frame-ancestors by variant), with the
 *   simulated foreign ACS origin added to frame-src and form-action when there is one (it is on
 *   http:, which production never needs to allow);
 * - the simulated ACS / APM pages under the gateway get their own policy, as an issuer's ACS
 *   has its own: framable by and posting to the sandbox's origins;
 * - everything else (assets, JSON, redirects) gets the resource headers.
 *
 * No Strict-Transport-Security: the sandbox is plain http on loopback, where browsers ignore it.
 */
export function responseHeaders(options: ResponseHeadersOptions): MiddlewareHandler {
  const config = (acs: string | undefined) => ({
    gatewayBaseUrl: options.gatewayBaseUrl?.() ?? options.gatewayBasePath,
    frameAncestors: options.frameAncestors,
    https: false,
    ...(acs !== undefined ? { extraAcsOrigins: [acs] } : {}),
  });

  const headersFor = async (c: Context): Promise<Record<string, string>> => {
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (!isHtml) return resourceSecurityHeaders({ https: false });
    const path = c.req.path;
    if (path.startsWith(`${options.gatewayBasePath}/`)) {
      return {
        ...resourceSecurityHeaders({ https: false }),
        'content-security-policy': simulatedPagePolicy(options.sandboxOrigins()),
      };
    }
    const manifest = await options.loadManifest();
    const resolved = resolveRoute(manifest, path);
    const route =
      resolved.kind === 'page' ? manifest.routes.find((entry) => entry.file === resolved.file) : undefined;
    // An HTML answer that is not a route (none today) is treated as a page no one may frame.
    return routeSecurityHeaders(
      route ?? { variant: '', screen: 'card-form' },
      options.iframeVariants,
      config(options.acsOrigin()),
    );
  };

  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(await headersFor(c))) c.res.headers.set(name, value);
  };
}
