import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { shipsPrecompressed } from '@scripts/build/precompress';
import { type ContentEncoding, precompressedSuffixes } from '@scripts/build/served-encodings';
import { cacheControlFor, resolveRoute } from '@scripts/routes/resolve-route';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import type { Context } from 'hono';
import { maxRequestTargetBytes } from '@/core/url-limit';
import { isOfferedByConsole } from '@/screens/sandbox/sandbox-variants';
import { chooseEncoding } from './content-encoding';
import { contentTypeFor } from './content-types';
import { ensureXsrfCookie, type XsrfTokens } from './xsrf-guard';

/**
 * Serves dist/ by the rules of the routes manifest (architecture principle 3: one source for routes):
 * resolveRoute decides page, asset or redirect; this file only reads the file it names, after
 * making sure that file is inside dist/.
 */

export const fallbackErrorPage = '/basic/_error.html';

/** The manifest is re-read when the build rewrites it, so a running server follows rebuilds. */
export function createManifestLoader(distDir: string): () => Promise<RoutesManifest> {
  const file = resolve(distDir, 'routes.json');
  let cached: { mtimeMs: number; manifest: RoutesManifest } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as RoutesManifest };
    }
    return cached.manifest;
  };
}

/**
 * The absolute path of `file` under `root`, or undefined when it would leave it. Checked twice:
 * lexically (after path.resolve, so '..' and absolute paths are caught) and again after following
 * symbolic links, so a link inside dist/ cannot point outside it either.
 */
export async function fileInside(root: string, file: string): Promise<string | undefined> {
  if (file.includes('\0')) return undefined;
  const rootPath = resolve(root);
  const candidate = resolve(rootPath, file.replace(/^[/\\]+/, ''));
  if (!candidate.startsWith(rootPath + sep)) return undefined;
  try {
    const [realRoot, realCandidate] = await Promise.all([realpath(rootPath), realpath(candidate)]);
    if (!realCandidate.startsWith(realRoot + sep)) return undefined;
    const info = await stat(realCandidate);
    return info.isFile() ? realCandidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request target exactly as received (resolveRoute wants it percent-encoded and with "..").
 * Hono's URL has already been normalised by the WHATWG parser, so the raw Node request is read.
 */
function rawTarget(c: Context<{ Bindings: Partial<HttpBindings> }>): string {
  const raw = c.env?.incoming?.url;
  if (typeof raw === 'string') return raw;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

export function createStaticSite(options: { distDir: string; tokens: XsrfTokens }) {
  const loadManifest = createManifestLoader(options.distDir);

  return async (c: Context<{ Bindings: Partial<HttpBindings> }>) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const manifest = await loadManifest();
    const route = resolveRoute(manifest, rawTarget(c));
    const errorPage = manifest.errorPage || fallbackErrorPage;

    if (route.kind === 'redirect') return c.redirect(route.location, route.status);

    const path = await fileInside(options.distDir, route.file);
    if (path === undefined) {
      // A missing asset or page goes to the error page, unless the error page itself is missing.
      if (route.file === errorPage.slice(1)) return c.text('Not Found', 404);
      return c.redirect(errorPage, 302);
    }
    const { body, encoding } = await servedBytes(
      options.distDir,
      route.file,
      path,
      c.req.header('accept-encoding'),
    );
    if (route.kind === 'page') ensureXsrfCookie(c, options.tokens);
    return c.body(body, 200, {
      'Content-Type': contentTypeFor(path),
      'Cache-Control': cacheControlFor(route.file),
      'Content-Length': String(body.byteLength),
      // As nginx's brotli_static and gzip_static send them: the build's .br or .gz where the
      // browser takes it, and Vary on every file that has them, whichever was sent.
      ...(shipsPrecompressed(route.file) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };
}

/** The file's bytes as this browser takes them: its `.br` or `.gz` when the build wrote one. */
async function servedBytes(
  distDir: string,
  file: string,
  path: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding?: ContentEncoding }> {
  if (shipsPrecompressed(file)) {
    const encoded = new Map<ContentEncoding, string>();
    for (const [encoding, suffix] of Object.entries(precompressedSuffixes) as [ContentEncoding, string][]) {
      const found = await fileInside(distDir, file + suffix);
      if (found !== undefined) encoded.set(encoding, found);
    }
    const encoding = chooseEncoding(acceptEncoding, [...encoded.keys()]);
    const encodedPath = encoding && encoded.get(encoding);
    if (encoding && encodedPath) return { body: await readFile(encodedPath), encoding };
  }
  return { body: await readFile(path) };
}

/**
 * Refuses a request target over maxRequestTargetBytes with 414 and the error page's content, as
 * nginx does and CloudFront would: a link too long for production fails here as well, readably.
 */
export function createRequestTargetLimit(options: { distDir: string }) {
  const loadManifest = createManifestLoader(options.distDir);
  return async (c: Context<{ Bindings: Partial<HttpBindings> }>, next: () => Promise<void>) => {
    if (Buffer.byteLength(rawTarget(c)) <= maxRequestTargetBytes) return next();
    const errorPage = (await loadManifest()).errorPage || fallbackErrorPage;
    const path = await fileInside(options.distDir, errorPage.slice(1));
    if (path === undefined) return c.text('URI Too Long', 414);
    return c.body(await readFile(path), 414, {
      'Content-Type': contentTypeFor(path),
      'Cache-Control': 'no-store',
    });
  };
}

/**
 * The payment pages dist/ can serve right now, in manifest order: each variant route whose HTML
 * file exists. Read on every call, so a bundle built a moment ago with --only is listed.
 */
export function createBundleLister(options: { distDir: string }): () => Promise<string[]> {
  const loadManifest = createManifestLoader(options.distDir);
  return async () => {
    const manifest = await loadManifest();
    const candidates = manifest.routes.filter(
      (route) => route.kind === 'variant' && isOfferedByConsole(route.variant),
    );
    const present = await Promise.all(
      candidates.map(async (route) =>
        (await fileInside(options.distDir, route.file)) ? route.variant : undefined,
      ),
    );
    return present.filter((variant): variant is string => variant !== undefined);
  };
}
