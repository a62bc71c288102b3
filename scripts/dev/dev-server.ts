import { type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { parseFrameAncestors } from '@scripts/security/frame-ancestors';
import { iframeVariantPaths } from '@scripts/security/route-security';
import { createSandboxApp } from '@scripts/server/sandbox-app';
import { variants } from '@variants/registry';
import { tsImport } from 'tsx/esm/api';
import { createServer as createViteServer, type InlineConfig, type ViteDevServer } from 'vite';
import type { BuildTarget } from '../build/build-targets';
import { themeModuleId, type VariantPluginApi, variantPluginName } from '../build/variant-plugin';
import { configChange } from './config-change';
import { devRouteFor } from './dev-routes';

/**
 * `npm run dev`'s server: one variant from Vite's dev server (hot reload) and the sandbox (GET
 * /configuration, the gateway, the other pages from dist/) on one loopback port, so the page
 * pays exactly as it does under `npm start`. Vite runs in middleware mode inside this server and
 * its hot-reload socket shares the port.
 *
 * The variant's config (its settings, theme and page texts) is computed in this process from
 * variants/ and public/'s translations, which Vite does not watch as modules: when one of those
 * changes, its config is imported afresh. A change of its theme's colours, radius or fonts alone
 * goes to the running Vite, which updates the theme's stylesheet module in place (the typed card
 * stays, a theme with a mistake shows Vite's error overlay); anything else restarts Vite with the
 * new config, and the page reloads by itself.
 */

export interface DevServerOptions {
  /** The project root: index.html, src/, variants/, public/. */
  root: string;
  /** The build the sandbox serves the other pages from (the result page, the console). */
  distDir: string;
  /** A registry path or bundle key: "basic", "aober/chicshes.html". */
  variant: string;
  /** 0: any free port. */
  port: number;
  log?: (line: string) => void;
  /** Multiplies the sandbox's simulated delays (tests). */
  latencyScale?: number;
}

export interface DevServer {
  /** "http://127.0.0.1:5173" */
  url: string;
  /** The variant served, as the build sees it. */
  target: BuildTarget;
  close(): Promise<void>;
}

interface DevConfigModule {
  devViteConfig: (root: string, variant: string) => InlineConfig;
  devTargets: (root: string) => BuildTarget[];
}

interface Variant {
  vite: ViteDevServer;
  target: BuildTarget;
  targets: BuildTarget[];
}

/**
 * The running Vite's theme stylesheet shows `target`'s theme: its module reloaded, Vite sends the
 * page the new stylesheet (CSS hot update), or the error its check throws (the overlay).
 */
async function updateTheme(vite: ViteDevServer, target: BuildTarget): Promise<void> {
  const plugin = vite.config.plugins.find((each) => each.name === variantPluginName);
  const api = plugin?.api as VariantPluginApi | undefined;
  if (!api) throw new Error(`${variantPluginName} is not among the dev server's plugins`);
  api.showTheme(target.theme);
  // Not loaded yet (no page opened): the first request loads the new theme.
  const module = vite.moduleGraph.getModuleById(themeModuleId);
  if (module) await vite.reloadModule(module);
}

/** Where the config comes from: what, changed, restarts Vite with a fresh import of it. */
const configSources = ['variants', path.join('public', 'assets', 'i18n')];
const host = '127.0.0.1';

/** The variant's config and every target, imported afresh (tsImport loads into a new namespace). */
async function loadConfig(root: string, variant: string) {
  const module = (await tsImport('../build/dev-config.ts', import.meta.url)) as DevConfigModule;
  const config = module.devViteConfig(root, variant);
  const targets = module.devTargets(root);
  const target = targets.find((t) => t.path === variant || t.key === variant);
  if (!target) throw new Error(`${variant} is not in variants/registry.ts`);
  return { config, target, targets };
}

export async function createDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  let url = '';
  const iframeVariants = iframeVariantPaths({ variants });
  const { app } = createSandboxApp({
    distDir: options.distDir,
    gatewayBasePath: '/gateway',
    serverOrigin: () => url,
    sandboxOrigins: () => [url, url.replace(host, 'localhost')],
    security: {
      iframeVariants,
      frameAncestors: parseFrameAncestors(process.env.HPP_FRAME_ANCESTORS, iframeVariants),
    },
    log,
    ...(options.latencyScale !== undefined ? { latencyScale: options.latencyScale } : {}),
  });
  const sandbox = getRequestListener(app.fetch);

  let current: Promise<Variant | Error>;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const variant = await current;
    if (variant instanceof Error) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`The dev server could not load the variant's config:\n${variant.message}\n`);
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
    const route = devRouteFor(pathname, variant.target, variant.targets);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (route === 'page' && reading) return servePage(variant.vite, options.root, request, response);
    if (route === 'vite') {
      return variant.vite.middlewares(request, response, () => {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`Not found in ${variant.target.path}'s sources: ${pathname}\n`);
      });
    }
    return sandbox(request, response);
  };

  // Node refuses headers over 16 KB before the app sees them; the sandbox answers long links itself.
  const server = createHttpServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`error ${request.method} ${request.url}: ${error instanceof Error ? error.message : error}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end();
    });
  });

  const startVite = async (): Promise<Variant> => {
    const { config, target, targets } = await loadConfig(options.root, options.variant);
    const vite = await createViteServer({
      ...config,
      configFile: false,
      // Its HTML is served by servePage, the rest by the sandbox: Vite answers no page itself.
      appType: 'custom',
      logLevel: 'info',
      // The screen is imported through a virtual module the dependency scan does not follow: named
      // here, its packages are pre-bundled at start instead of by a reload on the first visit.
      optimizeDeps: {
        entries: ['src/main.tsx', `src/screens/${target.runtime.screen}/**/*.tsx`, '!**/*.test.tsx'],
      },
      server: { middlewareMode: true, hmr: { server } },
    });
    return { vite, target, targets };
  };

  current = startVite();
  const first = await current;
  if (first instanceof Error) throw first;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  url = `http://${host}:${(server.address() as AddressInfo).port}`;

  let restarting = Promise.resolve();
  let closing = false;
  const applyChange = async () => {
    let loaded: Awaited<ReturnType<typeof loadConfig>>;
    try {
      // The config first: a registry or theme that does not load leaves the last good one running.
      loaded = await loadConfig(options.root, options.variant);
    } catch (error) {
      log(`The variant's config did not load; still serving the last one: ${(error as Error).message}`);
      return;
    }
    const previous = await current;
    if (closing) return;
    const change = previous instanceof Error ? 'restart' : configChange(previous, loaded);
    if (change !== 'restart' && !(previous instanceof Error)) {
      previous.target = loaded.target;
      previous.targets = loaded.targets;
      if (change === 'theme') {
        await updateTheme(previous.vite, loaded.target);
        log(`${loaded.target.path}: its theme changed, its stylesheet updated in place`);
      }
      return;
    }
    // Closed before the next starts, so only one hot-reload socket listens on the port; the
    // page's Vite client sees its socket close, waits for the new one and reloads.
    if (!(previous instanceof Error)) await previous.vite.close();
    // A stop that came while the old one closed: no new Vite to start and close again.
    if (closing) return;
    log(`${loaded.target.path}: variants/ or a translation changed, restarting Vite with its new config`);
    current = startVite().catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    await current;
  };
  const restart = () => {
    // Never a rejected chain: the next change, and close(), wait on it.
    restarting = restarting.then(applyChange).catch((error: unknown) => {
      log(`The dev server could not take the change: ${error instanceof Error ? error.message : error}`);
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = configSources.map((folder) =>
    watch(path.join(options.root, folder), (_event, file) => {
      if (file?.endsWith('.test.ts')) return;
      clearTimeout(timer);
      // An editor's save is several events (write, rename, chmod): one restart for all of them.
      timer = setTimeout(restart, 150);
    }),
  );

  return {
    url,
    target: first.target,
    close: async () => {
      closing = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await restarting;
      const variant = await current;
      if (!(variant instanceof Error)) await variant.vite.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** The variant's index.html through Vite's HTML pipeline: the same plugins as the build, plus hot reload. */
async function servePage(
  vite: ViteDevServer,
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const html = await vite.transformIndexHtml(request.url ?? '/', template);
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : html);
}
