import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { BuildTarget } from './build-targets';
import { checkedImports } from './checked-import-plugin';
import {
  chunkGroupName,
  entryChunkName,
  featureFolders,
  lazyChunkGroups,
  lazyGroupChunkName,
} from './entry-chunk';
import { htmlPlugin } from './html-plugin';
import { buildLogger, colourWanted } from './terminal-colour';
import { variantPlugin } from './variant-plugin';

export interface VariantViteOptions {
  /** The project root (where index.html, src/ and public/ are). */
  root: string;
  /** Where all bundles go; this variant's lands in <outRoot>/<key>/. */
  outRoot: string;
  mode?: 'production' | 'development';
  /** The module script; '/src/main.tsx' unless a test swaps it. */
  entry?: string;
  /** Keep the bundler's timing warnings (`npm run build -- --verbose`). */
  verbose?: boolean;
  /** Colour in what the bundler prints; by NO_COLOR, FORCE_COLOR and a terminal unless given. */
  colour?: boolean;
}

/**
 * The complete, inline Vite config of one variant (no vite.config.ts is read during the build):
 * base /<key>/, output in dist/<key>/ with hashed files in assets/, public/ copied into the
 * bundle so its translations are its own, and no inline script anywhere (CSP script-src 'self').
 */
export function variantViteConfig(target: BuildTarget, options: VariantViteOptions): InlineConfig {
  const src = path.join(options.root, 'src');
  const variants = path.join(options.root, 'variants');
  const lazyGroups = lazyChunkGroups(featureFolders(options.root));
  const checked = checkedImports(options.root);
  return {
    configFile: false,
    root: options.root,
    base: target.base,
    mode: options.mode ?? 'production',
    logLevel: 'warn',
    customLogger: buildLogger(options.colour ?? colourWanted(process.env, process.stdout.isTTY === true)),
    clearScreen: false,
    publicDir: path.join(options.root, 'public'),
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        { find: /^@variants\//, replacement: `${variants}/` },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.join(options.root, 'scripts', 'build', 'use-sync-external-store-shim.ts'),
        },
        { find: /^@scripts\//, replacement: `${path.join(options.root, 'scripts')}/` },
      ],
    },
    plugins: [
      checked.plugin,
      react(),
      variantPlugin(target, { root: options.root }),
      htmlPlugin(target.html, options.entry ?? '/src/main.tsx'),
    ],
    build: {
      outDir: path.join(options.outRoot, target.key),
      // Bundles nest ("salesforce/templates" holds "salesforce/templates/mobile"), so emptying one
      // folder would delete another variant; build.ts removes exactly this bundle's files instead.
      emptyOutDir: false,
      assetsDir: 'assets',
      copyPublicDir: true,
      // The polyfill is an inline <script>; every supported browser has modulepreload anyway.
      // Each import() names its chunk and the lazy chunks it imports, loaded checked first
      // (checked-import-plugin.ts).
      modulePreload: { polyfill: false, resolveDependencies: checked.resolveDependencies },
      sourcemap: false,
      // Sizes are measured once, by build.ts, for the report.
      reportCompressedSize: false,
      // Budgets are checked from dist/build-report.json; Vite's warning would repeat 50 times.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        // Fifty builds at once on a busy machine make every plugin look slow: the timing warnings
        // read as problems and repeat per bundle. `npm run build -- --verbose` turns them back on.
        checks: { bundlerTimings: options.verbose === true },
        output: {
          // One chunk for the first screen, one lazy chunk per feature (entry-chunk.ts). A module of
          // two groups goes to the one listed first (higher priority): the first screen's, then the
          // features' in the order of src/features/catalogue.ts.
          codeSplitting: {
            groups: [
              {
                name: chunkGroupName(entryChunkName),
                debugName: 'first-screen',
                priority: lazyGroups.length + 1,
              },
              ...lazyGroups.map((group, index) => ({
                name: chunkGroupName(lazyGroupChunkName(group)),
                debugName: group.name,
                priority: lazyGroups.length - index,
              })),
            ],
          },
        },
      },
    },
  };
}
