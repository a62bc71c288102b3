import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { afterAll, beforeAll } from 'vitest';
import { createSandboxServer, type SandboxServer, type SandboxServerOptions } from './create-sandbox-server';

/**
 * Test support (not a test): a small dist/ in a temp folder, so the server tests need no real
 * build, a sandbox started on it on a free port, and a client that keeps the XSRF cookie the way
 * the page's HTTP client does.
 */

export const fixtureManifest: RoutesManifest = {
  version: '2.1.0',
  errorPage: '/basic/_error.html',
  routes: [
    { path: '/basic/', file: 'basic/index.html', variant: 'basic', screen: 'card-form', kind: 'variant' },
    { path: '/result/', file: 'result/index.html', variant: 'result', screen: 'result', kind: 'variant' },
    {
      path: '/basic/_error.html',
      file: 'basic/_error.html',
      variant: 'basic/_error.html',
      screen: 'error',
      kind: 'page',
    },
    { path: '/gone/', file: 'gone/index.html', variant: 'gone', screen: 'card-form', kind: 'variant' },
  ],
  assetPrefixes: ['/basic/assets/', '/result/assets/'],
};

export const fixtureFiles: Record<string, string> = {
  'basic/index.html': '<!doctype html><title>basic</title>',
  'basic/_error.html': '<!doctype html><title>error</title>',
  'result/index.html': '<!doctype html><title>result</title>',
  'basic/assets/index-AbC12345.js': 'console.log("basic");',
  'basic/assets/index-XyZ98765.css': 'body{}',
  'basic/assets/i18n/en.json': '{"hello":"Hello"}',
  'basic/assets/i18n/en.later.json': '{"status":{"retry":"Try again"}}',
};

/** A file beside dist/, which no request may ever read. */
export const secretContent = 'SECRET-OUTSIDE-DIST';

export interface FixtureSandbox {
  server: SandboxServer;
  url: string;
  distDir: string;
  logLines: string[];
  close(): Promise<void>;
}

export async function startFixtureSandbox(
  options: Partial<SandboxServerOptions> = {},
): Promise<FixtureSandbox> {
  const root = await mkdtemp(join(tmpdir(), 'hpp-sandbox-'));
  const distDir = join(root, 'dist');
  for (const [file, content] of Object.entries(fixtureFiles)) {
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), content);
  }
  await writeFile(join(distDir, 'routes.json'), JSON.stringify(fixtureManifest));
  await writeFile(join(root, 'secret.txt'), secretContent);
  // A link inside an asset folder that points outside dist/.
  await symlink(join(root, 'secret.txt'), join(distDir, 'basic/assets/leak-AbC12345.txt'));

  const logLines: string[] = [];
  const server = await createSandboxServer({
    distDir,
    port: 0,
    host: '127.0.0.1',
    latencyScale: 0.01,
    log: (line) => logLines.push(line),
    ...options,
  });
  return {
    server,
    url: server.url,
    distDir,
    logLines,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface FixtureSandboxSuite {
  sandbox: FixtureSandbox;
  /** Has fetched /configuration, as the page does first, so it holds the XSRF cookie. */
  client: SandboxClient;
}

/**
 * The fixture sandbox and a bootstrapped client for the test file or describe block it is called
 * in, the sandbox closed after it. The fields are filled in beforeAll, so read them inside tests.
 */
export function fixtureSandboxForTests(options: Partial<SandboxServerOptions> = {}): FixtureSandboxSuite {
  const suite = {} as FixtureSandboxSuite;
  beforeAll(async () => {
    suite.sandbox = await startFixtureSandbox(options);
    suite.client = new SandboxClient(suite.sandbox.url);
    await suite.client.bootstrap();
  });
  afterAll(() => suite.sandbox?.close());
  return suite;
}

/** A browser-like client: keeps the XSRF-TOKEN cookie and echoes it in X-XSRF-TOKEN on posts. */
export class SandboxClient {
  xsrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** GET /configuration, as the page does at startup; keeps the cookie it sets. */
  async bootstrap(): Promise<Response> {
    const response = await this.get('/configuration');
    this.keepCookie(response);
    return response;
  }

  keepCookie(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^XSRF-TOKEN=([^;]+)/.exec(cookie);
      if (match?.[1]) this.xsrfToken = match[1];
    }
  }

  get(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(new URL(path, this.baseUrl), {
      redirect: 'manual',
      ...init,
      headers: this.cookieHeaders(init.headers),
    });
  }

  /** A form post as the page sends it; `xsrfHeader: false` leaves the header out, a string overrides it. */
  post(
    path: string,
    fields: Record<string, string> | string,
    options: { xsrfHeader?: false | string; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers = this.cookieHeaders({
      'Content-Type': options.contentType ?? 'application/x-www-form-urlencoded;charset=UTF-8',
      ...options.headers,
    });
    const header = options.xsrfHeader === undefined ? this.xsrfToken : options.xsrfHeader;
    if (header !== false && header !== undefined) headers.set('X-XSRF-TOKEN', header);
    const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
    return fetch(new URL(path, this.baseUrl), { method: 'POST', body, headers, redirect: 'manual' });
  }

  private cookieHeaders(init?: HeadersInit): Headers {
    const headers = new Headers(init);
    if (this.xsrfToken !== undefined && !headers.has('Cookie'))
      headers.set('Cookie', `XSRF-TOKEN=${this.xsrfToken}`);
    return headers;
  }
}

/** Checkout fields for a card payment, as the page posts them (spec section 7). */
export function cardCheckout(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    M: 'merchant-1',
    RequestID: 'order-1',
    uniqueRequestID: `urid-${Math.random().toString(36).slice(2)}`,
    shopperID: 'shopper-1',
    Statickey: 'static-1',
    b1: '4111111111111111',
    b3: '12',
    b4: '2034',
    b5: '123',
    c1: 'Ada Lovelace',
    '3ds_browsercolordepth': '24',
    '3ds_browserjavaenabled': 'false',
    '3ds_challengewindowsize': '05',
    d5: 'Mozilla/5.0',
    d6: 'en-GB',
    ...overrides,
  };
}
