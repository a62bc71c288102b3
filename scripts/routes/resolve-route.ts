import type { RoutesManifest } from './routes-manifest';

/**
 * The one routing rule of the site, used by the sandbox server and mirrored (and tested for
 * agreement) by the nginx config and the CloudFront function:
 *
 * - a route path ("/basic/", "/aober/chicshes.html") or "<route>index.html" → that page;
 * - a route path without its trailing slash ("/basic") → 301 to the slashed path, query kept;
 * - a file below an asset prefix ("/basic/assets/index-AbC12345.js") → that asset (the server
 *   checks it exists and otherwise redirects to the error page);
 * - anything else, and anything that smells of path tricks (".." anywhere, encoded "/" or "\",
 *   backslashes, NUL or other control characters, empty segments, a path over 1024 characters) → 302 to
 *   the error page (spec 2: "Any other path redirects to basic/_error.html").
 *
 * `rawPath` is the request target as received (percent-encoded, optionally with "?query"); pass
 * Node's `req.url`, not a WHATWG URL's pathname, which would already have resolved "..".
 * "/configuration" is not a route: the gateway or server answers it before routing.
 */
export type RouteResolution =
  | { kind: 'page'; file: string }
  | { kind: 'asset'; file: string }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export const maxPathLength = 1024;

interface RouteLookup {
  pages: Map<string, string>;
  assetPrefixes: readonly string[];
}

const lookups = new WeakMap<RoutesManifest, RouteLookup>();

function lookupFor(manifest: RoutesManifest): RouteLookup {
  const cached = lookups.get(manifest);
  if (cached) return cached;
  const pages = new Map<string, string>();
  for (const route of manifest.routes) {
    pages.set(route.path, route.file);
    if (route.path.endsWith('/')) pages.set(`${route.path}index.html`, route.file);
  }
  const lookup = { pages, assetPrefixes: manifest.assetPrefixes };
  lookups.set(manifest, lookup);
  return lookup;
}

// Encoded "/", "\" and NUL: a decoded path must not gain separators or terminators.
const encodedTricks = /%(2f|5c|00)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Non-printable or non-ASCII query characters are percent-encoded so a Location header stays clean. */
function safeQuery(query: string): string {
  const encoder = new TextEncoder();
  return query.replace(/[^\u0021-\u007e]/gu, (character) =>
    Array.from(
      encoder.encode(character),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join(''),
  );
}

export function resolveRoute(manifest: RoutesManifest, rawPath: string): RouteResolution {
  const toError: RouteResolution = { kind: 'redirect', location: manifest.errorPage, status: 302 };

  const fragmentAt = rawPath.indexOf('#');
  const target = fragmentAt === -1 ? rawPath : rawPath.slice(0, fragmentAt);
  const queryAt = target.indexOf('?');
  const rawPathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);

  // Only the path is limited: a merchant's query (a long tokenList) may legitimately be longer.
  if (rawPathname.length > maxPathLength) return toError;
  if (!rawPathname.startsWith('/') || rawPathname.includes('\\') || encodedTricks.test(rawPathname)) {
    return toError;
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return toError;
  }
  if (path.includes('..') || path.includes('\\') || path.includes('//') || controlCharacters.test(path)) {
    return toError;
  }

  const lookup = lookupFor(manifest);
  const page = lookup.pages.get(path);
  if (page !== undefined) return { kind: 'page', file: page };
  if (!path.endsWith('/') && lookup.pages.has(`${path}/`)) {
    return { kind: 'redirect', location: `${path}/${safeQuery(query)}`, status: 301 };
  }
  for (const prefix of lookup.assetPrefixes) {
    if (path.startsWith(prefix) && path.length > prefix.length && !path.endsWith('/')) {
      return { kind: 'asset', file: path.slice(1) };
    }
  }
  return toError;
}

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';
/** Gateway answers: a payment reply is kept by no cache at all. */
export const noStoreCacheControl = 'no-store';

/**
 * A file Vite wrote with a content hash: directly in a bundle's assets/ folder and named
 * "<name>-<8 base64url characters>.<ext>". Files from public/ (translations, scheme images) sit
 * in subfolders of assets/ and keep their names, so they must be revalidated.
 */
export const hashedAssetName = '[^/]+-[A-Za-z0-9_-]{8}\\.[a-z0-9]+';
export const hashedAssetPattern = new RegExp(`(^|/)assets/${hashedAssetName}$`);

/**
 * Hashed assets never change under their name, so browsers keep them for a year; HTML,
 * translations, routes.json and /configuration change in place and must be revalidated.
 */
export function cacheControlFor(file: string): string {
  return hashedAssetPattern.test(file) ? immutableCacheControl : revalidateCacheControl;
}
