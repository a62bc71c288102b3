import path from 'node:path';
import type { Plugin } from 'vite';

/** The id of Vite's preload helper, the module every import() of a built chunk goes through. */
export const vitePreloadHelperId = '\0vite/preload-helper.js';

/**
 * Puts src/platform/checked-chunk-import.ts in place of Vite's preload helper: every lazy chunk is
 * then loaded by a module script with its hash before import() takes it (the module says why).
 * e2e/bundles.e2e.ts checks that the built entry holds this helper and not Vite's, so a Vite that
 * names its helper otherwise fails a test instead of quietly bringing its own back.
 */
export function checkedImportPlugin(root: string): Plugin {
  const helper = path.join(root, 'src', 'platform', 'checked-chunk-import.ts');
  return {
    name: 'hpp:checked-chunk-import',
    enforce: 'pre',
    resolveId: (id) => (id === vitePreloadHelperId ? helper : null),
  };
}

/**
 * For build.modulePreload.resolveDependencies: what the helper loads before an import(), the chunk
 * itself first and then the lazy chunks it imports (Vite passes those, and leaves the chunk out when
 * it imports none). The first screen's chunk is never among them: it has loaded already, by its tag.
 * For the HTML (`host` "html") Vite asks which of the entry's imports to preload: those stay as
 * they are (none: the first screen is one chunk), or the entry would be preloaded besides its tag.
 */
export function chunkAndItsImports(
  chunk: string,
  imports: string[],
  host: { hostType: 'html' | 'js' },
): string[] {
  if (host.hostType === 'html') return imports;
  return [chunk, ...imports.filter((file) => file !== chunk)];
}
