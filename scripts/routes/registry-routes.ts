import { errorPagePath, type PageEntry, pages, type VariantEntry, variants } from '@variants/registry';
import { createRoutesManifest, type RoutesManifest } from './routes-manifest';

/**
 * The routes manifest of a registry, without building anything: what the build writes to
 * dist/routes.json, and what the route, nginx and CloudFront tests check against.
 */
export function registryRoutesManifest(
  registry: { variants: readonly VariantEntry[]; pages: readonly PageEntry[] } = { variants, pages },
  version = '2.1.0',
): RoutesManifest {
  return createRoutesManifest(
    [
      ...registry.variants.map((entry) => ({
        path: entry.path,
        screen: entry.screen,
        kind: 'variant' as const,
      })),
      ...registry.pages.map((entry) => ({ path: entry.path, screen: entry.screen, kind: 'page' as const })),
    ],
    { version, errorPage: errorPagePath },
  );
}
