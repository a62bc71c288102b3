import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathLikeStrings } from './path-like-strings';
import { registryRoutesManifest } from './registry-routes';
import { cacheControlFor, type RouteResolution, resolveRoute } from './resolve-route';
import { routeCases } from './route-cases';

const manifest = registryRoutesManifest();
const page = (file: string): RouteResolution => ({ kind: 'page', file });

describe('resolveRoute', () => {
  it.each(routeCases.map((c) => [c.rawPath, c.expected] as const))('%j → %j', (rawPath, expected) => {
    expect(resolveRoute(manifest, rawPath)).toEqual(expected);
  });

  it('accepts a long query after a short path (a merchant tokenList)', () => {
    expect(resolveRoute(manifest, `/basic/?tokenList=${'x'.repeat(4000)}`)).toEqual(page('basic/index.html'));
  });

  it('answers every route of the manifest with its own file', () => {
    for (const route of manifest.routes) {
      expect(resolveRoute(manifest, route.path)).toEqual(page(route.file));
    }
  });

  const files = new Set(manifest.routes.map((route) => route.file));
  const inAssetPrefix = (file: string) =>
    manifest.assetPrefixes.some((prefix) => `/${file}`.startsWith(prefix));

  it.each([
    ['any string', fc.string({ maxLength: 200 })],
    // A query mark, and the error page's name.
    ['path-like strings', pathLikeStrings(['?', '_error.html'], 30)],
    ['web URL paths', fc.webPath()],
  ])('never leaves the manifest or its asset folders, never yields "..": %s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (rawPath) => {
        const result = resolveRoute(manifest, rawPath);
        if (result.kind === 'page') return files.has(result.file);
        if (result.kind === 'asset') {
          return (
            inAssetPrefix(result.file) &&
            !result.file.includes('..') &&
            !result.file.includes('\\') &&
            !result.file.includes('\0')
          );
        }
        if (result.status === 302) return result.location === manifest.errorPage;
        // A 301 only ever adds the missing slash of a known route.
        return manifest.routes.some((route) => result.location.split('?')[0] === route.path);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['basic/assets/index-AbCd1234.js', 'public, max-age=31536000, immutable'],
    ['aober/chicshes/assets/index-B_c-d12E.css', 'public, max-age=31536000, immutable'],
    ['/basic/assets/favicon.svg', 'no-cache'],
    ['basic/assets/i18n/en.json', 'no-cache'],
    ['basic/assets/i18n/en.later.json', 'no-cache'],
    ['basic/assets/schemes/visa.svg', 'no-cache'],
    ['basic/assets/schemes/abc-AbCd1234.svg', 'no-cache'],
    ['basic/index.html', 'no-cache'],
    ['aober/chicshes.html', 'no-cache'],
    ['routes.json', 'no-cache'],
    ['configuration', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
