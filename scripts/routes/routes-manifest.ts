import type { InlineHashes } from '@scripts/security/content-security-policy';
import { variantKey } from '@variants/registry-validation';
import type { ScreenName } from '@variants/screens';
import { statementPath } from '@/core/statement-path';

/**
 * The routes manifest (dist/routes.json): the one description of every URL the site answers.
 * The sandbox server, the nginx config and the CloudFront function are all derived from it.
 */
export interface RouteEntry {
  /** The URL path, e.g. "/basic/" or "/aober/chicshes.html". */
  path: string;
  /** The file under dist/ that answers it, e.g. "basic/index.html". */
  file: string;
  /** The registry path of the variant or page, e.g. "basic" or "aober/chicshes.html". */
  variant: string;
  screen: ScreenName;
  /**
   * 'page' for the health and error pages, which are built like variants but are not merchants;
   * 'statement' for a variant's accessibility statement, a static page served under the
   * variant's own headers (scripts/build/accessibility/).
   */
  kind: 'variant' | 'page' | 'statement';
  /**
   * CSP hash sources of the page's inline script (its import map) and style (its first screen's
   * stylesheet), which its Content-Security-Policy must allow; known once the page is built, so
   * absent from a manifest made from the registry alone.
   */
  inlineHashes?: InlineHashes;
}

export interface RoutesManifest {
  version: string;
  /** The build's release id (scripts/release/release-id.ts); absent from a manifest made from the registry alone. */
  release?: string;
  /** Where every unknown path is redirected (spec 2), e.g. "/basic/_error.html". */
  errorPage: string;
  routes: RouteEntry[];
  /** One per bundle, e.g. "/basic/assets/": files below it are served as they are. */
  assetPrefixes: string[];
}

export interface RouteSource {
  path: string;
  screen: ScreenName;
  kind: 'variant' | 'page';
}

/** "basic" → "/basic/"; "aober/chicshes.html" → "/aober/chicshes.html". */
export function routePathFor(registryPath: string): string {
  return registryPath.endsWith('.html') ? `/${registryPath}` : `/${registryPath}/`;
}

/** "basic" → "basic/index.html"; "aober/chicshes.html" → "aober/chicshes.html". */
export function htmlFileFor(registryPath: string): string {
  return registryPath.endsWith('.html') ? registryPath : `${registryPath}/index.html`;
}

/** Each bundle's hashed files and public/ copy live in /<key>/assets/. */
export function assetPrefixFor(registryPath: string): string {
  return `/${variantKey(registryPath)}/assets/`;
}

export function createRoutesManifest(
  sources: readonly RouteSource[],
  options: { version: string; errorPage: string },
): RoutesManifest {
  return {
    version: options.version,
    errorPage: routePathFor(options.errorPage),
    routes: [
      ...sources.map((source) => ({
        path: routePathFor(source.path),
        file: htmlFileFor(source.path),
        variant: source.path,
        screen: source.screen,
        kind: source.kind,
      })),
      // After the pages, so a lookup by variant finds its payment page first.
      ...sources
        .filter((source) => source.kind === 'variant')
        .map((source) => ({
          path: statementPath(source.path),
          file: statementPath(source.path).slice(1),
          variant: source.path,
          screen: source.screen,
          kind: 'statement' as const,
        })),
    ],
    assetPrefixes: sources.map((source) => assetPrefixFor(source.path)),
  };
}
