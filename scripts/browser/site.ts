import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { createSandboxServer, type SandboxServer } from '@scripts/server/create-sandbox-server';
import type { CrossOriginGatewayMode } from '@scripts/server/cross-origin-gateway';
import type { GatewayDialect } from '@scripts/server/gateway-dialect';

export const distDir = resolve(process.cwd(), 'dist');

export interface Site {
  server: SandboxServer;
  url: string;
  manifest: RoutesManifest;
}

export interface SiteOptions {
  latencyScale?: number;
  /** 'minimal': the gateway answers only what the spec allows (`npm start -- --gateway minimal`). */
  gateway?: GatewayDialect;
  /** Serve the gateway on an origin of its own, with these CORS answers (cross-origin-gateway.ts). */
  crossOriginGateway?: CrossOriginGatewayMode;
}

/**
 * The production build served by the sandbox server on a free loopback port, exactly as
 * `npm start` serves it. Simulated delays are shortened so the slow card takes ~0.5 s.
 */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const manifestPath = resolve(distDir, 'routes.json');
  if (!existsSync(manifestPath)) {
    throw new Error('dist/routes.json is missing: run `npm run build` before the browser suite.');
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as RoutesManifest;
  const server = await createSandboxServer({
    distDir,
    port: 0,
    latencyScale: options.latencyScale ?? 0.1,
    log: () => undefined,
    dialect: options.gateway ?? 'full',
    ...(options.crossOriginGateway ? { crossOriginGateway: options.crossOriginGateway } : {}),
  });
  return { server, url: server.url, manifest };
}
