import path from 'node:path';
import type { Plugin } from 'vite';

/** The id of Vite's preload helper, the module every import() of a built chunk goes through. */
export const vitePreloadHelperId = '\0vite/preload-helper.js';

/** What each chunk of a bundle imports statically (its file name to theirs), as the bundler wrote it. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/**
 * Puts src/platform/checked-chunk-import.ts in place of Vite's preload helper: every lazy chunk is
 * then loaded by a module script with its hash before import() takes it (the module says why).
 * e2e/bundles.e2e.ts checks that the built entry holds this helper and not Vite's, so a Vite that
 * names its helper otherwise fails a test instead of quietly bringing its own back.
 *
 * The plugin also reads what each chunk imports once the bundle is written (before Vite's own
 * generateBundle asks resolveDependencies), so the list the helper loads can put every chunk
 * after the chunks it imports (importsFirst).
 */
export function checkedImports(root: string): {
  plugin: Plugin;
  resolveDependencies: (chunk: string, imports: string[], host: { hostType: 'html' | 'js' }) => string[];
} {
  const helper = path.join(root, 'src', 'platform', 'checked-chunk-import.ts');
  let graph: ChunkImports = new Map();
  return {
    plugin: {
      name: 'hpp:checked-chunk-import',
      enforce: 'pre',
      resolveId: (id) => (id === vitePreloadHelperId ? helper : null),
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          graph = new Map(
            Object.values(bundle).flatMap((file) =>
              file.type === 'chunk' ? [[file.fileName, file.imports]] : [],
            ),
          );
        },
      },
    },
    resolveDependencies: (chunk, imports, host) =>
      host.hostType === 'html' ? imports : importsFirst(chunk, imports, graph),
  };
}

/**
 * For build.modulePreload.resolveDependencies: what the helper loads before an import(), in the
 * order it loads them, one after another: the lazy chunks `chunk` imports (Vite passes those, and
 * leaves the chunk out when it imports none), each after every chunk it imports itself, and
 * `chunk` last. A module script runs its static imports, and where the browser applies no import
 * map those are fetched unchecked: WebKit ran a tampered field-logic that a checked checkout
 * imported though field-logic's own checked load, started beside it, was refused. Loaded
 * first, a chunk is in the page's module map already checked (or refused, and nothing after it
 * loads) when a chunk importing it arrives. The first screen's chunk is never among them: it
 * has loaded already, by its tag. For the HTML Vite asks which of the entry's imports to preload:
 * those stay as they are (none: the first screen is one chunk), or the entry would be preloaded
 * besides its tag.
 */
export function importsFirst(chunk: string, imports: readonly string[], graph: ChunkImports): string[] {
  const wanted = new Set([chunk, ...imports]);
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (!wanted.delete(file)) return;
    for (const imported of graph.get(file) ?? []) visit(imported);
    ordered.push(file);
  };
  // A chunk the graph does not reach from `chunk` still loads, before it.
  for (const file of [...imports.filter((file) => file !== chunk), chunk]) visit(file);
  return ordered;
}
