import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { parseFrameAncestors } from '@scripts/security/frame-ancestors';
import { iframeVariantPaths } from '@scripts/security/route-security';
import { variants } from '@variants/registry';
import {
  type CrossOriginGatewayBindings,
  type CrossOriginGatewayMode,
  crossOriginGateway,
} from './cross-origin-gateway';
import type { GatewayDialect } from './gateway-dialect';
import { answerOversizedRequests } from './oversized-request';
import { createSandboxApp } from './sandbox-app';

/**
 * Why Hono on @hono/node-server rather than bare node:http: routing with path parameters,
 * web-standard Request/Response (the same fetch types the page and the tests speak), and one
 * middleware chain where logging, XSRF and response headers each live in one function. The
 * adapter is thin: bodies stay streams, so the 16 KB form limit is enforced while reading.
 */

export interface SandboxServerOptions {
  distDir: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Loopback only: the sandbox is a development tool. */
  host?: '127.0.0.1';
  gatewayBasePath?: string;
  /** Multiplies simulated delays: 1 in a demo, e.g. 0.01 in tests. */
  latencyScale?: number;
  now?: () => Date;
  /** Where request lines go; default stdout. */
  log?: (line: string) => void;
  /**
   * Also serve the sandbox on a second loopback port and address the simulated ACS and APM
   * pages there, so 3-D Secure runs against a foreign origin as in production (0: a free port).
   */
  acsPort?: number;
  /** Who may frame the iframe variants (HPP_FRAME_ANCESTORS syntax); default: that variable. */
  frameAncestors?: string;
  /** 'minimal': answer only what the spec allows (gateway-dialect.ts). Default 'full'. */
  dialect?: GatewayDialect;
  /**
   * Also serve the gateway on a loopback port of its own, with the CORS answers of this mode,
   * and name that origin in GET /configuration: the page then pays through a gateway on another
   * origin, as many deployments have it.
   */
  crossOriginGateway?: CrossOriginGatewayMode;
  /**
   * Sees every request before the sandbox does and may answer it or change the sandbox's answer:
   * how the cross-engine browser tests serve faults (a tampered chunk, a held reply) and collect
   * CSP reports the same way in every engine, since classic WebDriver cannot intercept requests.
   */
  intercept?: (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;
}

export interface SandboxServer {
  /** 'http://127.0.0.1:8080' */
  url: string;
  /** The second origin of the simulated ACS / APM pages, when `acsPort` was given. */
  acsOrigin?: string;
  /** The gateway's own origin, when `crossOriginGateway` was given. */
  gatewayOrigin?: string;
  close(): Promise<void>;
}

type NodeServer = ReturnType<typeof serve>;

function listen(
  fetch: (request: Request, env: CrossOriginGatewayBindings) => Response | Promise<Response>,
  port: number,
  host: string,
) {
  return new Promise<NodeServer>((resolve, reject) => {
    // Node refuses headers over 16 KB with a bare 431 before the app sees them; a larger buffer
    // lets the app answer an over-long link with the error page (static-site.ts) instead, and
    // beyond even that buffer answerOversizedRequests gives the same answer.
    // The sandbox listens over HTTP/1.1 only, so the bindings are always HttpBindings.
    const started = serve(
      {
        fetch: fetch as Parameters<typeof serve>[0]['fetch'],
        port,
        hostname: host,
        serverOptions: { maxHeaderSize: 64 * 1024 },
      },
      () => resolve(started),
    );
    started.once('error', reject);
    const origin = () => {
      const address = started.address();
      return typeof address === 'object' && address ? `http://${host}:${address.port}` : 'http://127.0.0.1';
    };
    answerOversizedRequests(started as Server, (request) => fetch(request, {}), origin);
  });
}

function closeServer(server: NodeServer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets would hold close() open until they time out.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

export async function createSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  let acsOrigin: string | undefined;
  let gatewayOrigin: string | undefined;
  let origins: string[] = [];
  const gatewayBasePath = options.gatewayBasePath ?? '/gateway';
  const iframeVariants = iframeVariantPaths({ variants });
  const { app } = createSandboxApp({
    distDir: options.distDir,
    gatewayBasePath,
    serverOrigin: () => url,
    acsOrigin: () => acsOrigin,
    gatewayOrigin: () => gatewayOrigin,
    sandboxOrigins: () => origins,
    security: {
      iframeVariants,
      frameAncestors: parseFrameAncestors(
        options.frameAncestors ?? process.env.HPP_FRAME_ANCESTORS,
        iframeVariants,
      ),
    },
    log: options.log ?? ((line) => console.log(line)),
    ...(options.latencyScale !== undefined ? { latencyScale: options.latencyScale } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.dialect ? { dialect: options.dialect } : {}),
  });

  const { intercept } = options;
  const appFetch: typeof app.fetch = intercept
    ? (request, env) => intercept(request, async (forwarded) => app.fetch(forwarded, env))
    : app.fetch;
  const servers = [await listen(appFetch, options.port, host)];
  const portOf = (server: NodeServer) => (server.address() as AddressInfo).port;
  url = `http://${host}:${portOf(servers[0] as NodeServer)}`;
  if (options.acsPort !== undefined) {
    const acsServer = await listen(appFetch, options.acsPort, host);
    servers.push(acsServer);
    acsOrigin = `http://${host}:${portOf(acsServer)}`;
  }
  // localhost and 127.0.0.1 are different origins for the browser, and both reach the sandbox.
  const bothNames = (server: NodeServer) => [
    `http://${host}:${portOf(server)}`,
    `http://localhost:${portOf(server)}`,
  ];
  const pageOrigins = bothNames(servers[0] as NodeServer);
  if (options.crossOriginGateway !== undefined) {
    const gatewayFetch = crossOriginGateway(appFetch, {
      mode: options.crossOriginGateway,
      pageOrigins: () => pageOrigins,
      gatewayBasePath,
    });
    const gatewayServer = await listen(gatewayFetch, 0, host);
    servers.push(gatewayServer);
    gatewayOrigin = `http://${host}:${portOf(gatewayServer)}`;
  }
  origins = servers.flatMap(bothNames);

  return {
    url,
    ...(acsOrigin !== undefined ? { acsOrigin } : {}),
    ...(gatewayOrigin !== undefined ? { gatewayOrigin } : {}),
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
