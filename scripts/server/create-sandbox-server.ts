import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
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
}

export interface SandboxServer {
  /** 'http://127.0.0.1:8080' */
  url: string;
  close(): Promise<void>;
}

export async function createSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  const { app } = createSandboxApp({
    distDir: options.distDir,
    gatewayBasePath: options.gatewayBasePath ?? '/gateway',
    serverOrigin: () => url,
    log: options.log ?? ((line) => console.log(line)),
    ...(options.latencyScale !== undefined ? { latencyScale: options.latencyScale } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
