import type { FrameAncestorsConfig } from '@scripts/security/frame-ancestors';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { gatewayPaths } from '@/core/gateway/endpoints';
import { configurationReplySchema } from '@/core/gateway/replies';
import type { GatewayDialect } from './gateway-dialect';
import { gatewayRoutes } from './gateway-routes';
import { introspectionRoutes } from './introspection-routes';
import { sendError } from './reply';
import { requestLinks } from './request-links';
import { requestLog } from './request-log';
import { responseHeaders } from './response-headers';
import { createSandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway';
import { simulatorRoutes } from './simulator-routes';
import {
  createBundleLister,
  createManifestLoader,
  createRequestTargetLimit,
  createStaticSite,
} from './static-site';
import { createXsrfTokens, ensureXsrfCookie, xsrfGuard } from './xsrf-guard';

export interface SandboxAppOptions extends SandboxGatewayOptions {
  distDir: string;
  /** Where the gateway lives on this origin; GET /configuration hands it to the page. */
  gatewayBasePath: string;
  /** The server's own origin, used when the Host header is not a loopback name. */
  serverOrigin: () => string;
  /** The second origin serving the simulated ACS / APM pages, when there is one. */
  acsOrigin?: () => string | undefined;
  /** Every origin the sandbox answers on (for the simulated pages' own policy). */
  sandboxOrigins?: () => readonly string[];
  /** Security headers: which variants are iframe variants and who may frame them. */
  security: { iframeVariants: readonly string[]; frameAncestors: FrameAncestorsConfig };
  log: (line: string) => void;
  /** How the gateway words its replies (gateway-dialect.ts); default 'full'. */
  dialect?: GatewayDialect;
  /**
   * The gateway's own origin when it is served on a port of its own (cross-origin-gateway.ts):
   * GET /configuration then names it, and the page's policy allows it.
   */
  gatewayOrigin?: () => string | undefined;
}

/**
 * The whole sandbox as one Hono app: the static site from dist/, GET /configuration, the gateway
 * under gatewayBasePath, its simulated ACS / APM pages and the test introspection endpoints.
 */
export function createSandboxApp(options: SandboxAppOptions) {
  const base = options.gatewayBasePath;
  const dialect = options.dialect ?? 'full';
  const gateway = createSandboxGateway(options);
  const tokens = createXsrfTokens();
  const acsOrigin = options.acsOrigin ?? (() => undefined);
  const gatewayOrigin = options.gatewayOrigin ?? (() => undefined);
  const links = (c: Context) => requestLinks(c, base, options.serverOrigin, acsOrigin, gatewayOrigin);
  /** What the page is told: its own origin's path, or the gateway's own origin. */
  const publicGatewayBase = () => `${gatewayOrigin() ?? ''}${base}`;
  const app = new Hono();

  app.use(requestLog(options.log));
  app.use(
    responseHeaders({
      gatewayBasePath: base,
      gatewayBaseUrl: publicGatewayBase,
      loadManifest: createManifestLoader(options.distDir),
      iframeVariants: options.security.iframeVariants,
      frameAncestors: options.security.frameAncestors,
      sandboxOrigins: options.sandboxOrigins ?? (() => [options.serverOrigin()]),
      acsOrigin,
    }),
  );
  app.use(createRequestTargetLimit({ distDir: options.distDir }));
  app.use(
    xsrfGuard({
      tokens,
      gatewayBasePath: base,
      exemptPrefixes: [`${base}${gatewayPaths.deviceInfo}/`, `${base}/acs/`, `${base}/apm/`],
    }),
  );

  // Same origin as the page, so the XSRF cookie set here is the one the page's writes carry.
  app.get(gatewayPaths.configuration, (c) => {
    ensureXsrfCookie(c, tokens);
    c.header('Cache-Control', 'no-store');
    return c.json(v.parse(configurationReplySchema, { hppAnyBaseURL: publicGatewayBase() }));
  });

  app.route(base, gatewayRoutes({ gateway, links, dialect }));
  app.route(base, simulatorRoutes({ gateway, gatewayBasePath: base, links, dialect }));
  app.route(
    `${base}/__sandbox`,
    introspectionRoutes(gateway, { listBundles: createBundleLister({ distDir: options.distDir }) }),
  );
  app.all(`${base}/*`, (c) => sendError(c, 404, { error: 'not_found', message: 'no such gateway endpoint' }));
  app.all(base, (c) => sendError(c, 404, { error: 'not_found', message: 'no such gateway endpoint' }));

  app.all('*', createStaticSite({ distDir: options.distDir, tokens }));

  app.onError((error, c) => {
    // The message only: a stack or the request could carry what must not reach a log.
    options.log(`error ${c.req.method} ${c.req.path}: ${error.message}`);
    return sendError(c, 500, { error: 'internal_error', message: 'the sandbox failed to answer' });
  });

  return { app, gateway };
}
