import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteSecurity } from '@scripts/security/route-security';
import { build as viteBuild } from 'vite';
import { chunksFetchedWithPaymentPage } from '@/features/catalogue';
import { Backlog } from './backlog';
import type { BuildTarget } from './build-targets';
import { type BundleSizes, bundleSizes } from './bundle-sizes';
import { inlineScriptProblems } from './html-checks';
import { inlineBundleStylesheets } from './inline-stylesheet';
import { writeIntegrity } from './integrity';
import {
  addPrecompressReport,
  compressibleFiles,
  emptyPrecompressReport,
  type PrecompressReport,
  precompressFiles,
  precompressTree,
  shipsPrecompressed,
} from './precompress';
import { firstScreenRenderer } from './prerender/prerender';
import { promisePool } from './promise-pool';
import type { MeasureSize } from './size-meter';
import { startSizeProcesses } from './size-meter-pool';
import { variantViteConfig } from './variant-vite-config';

/**
 * The bundles of one build: each variant's Vite build, its page finished (first screen, inline
 * stylesheet, integrity), its sizes measured and its files gzipped while the next ones build.
 * build.ts decides what to build and writes what the whole site needs around it.
 */

export interface VariantReport {
  key: string;
  htmlFile: string;
  screen: string;
  ms: number;
  sizes: BundleSizes;
}

/**
 * Two builds at a time: on this 2-core machine a full build took 14-15 s with two and 17-19 s
 * with one (Vite's JavaScript plugin work on one build overlaps Rolldown's native work on the other).
 */
export const defaultConcurrency = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * How many built bundles may wait for their sizes before the next build starts: enough that a
 * build never waits on a compressor that is merely busy with the previous bundle, few enough
 * that a thousand bundles' files are not held in memory on their way to it.
 */
export function maxBundlesMeasuring(concurrency: number): number {
  return 2 * concurrency;
}

/** A bundle's build failed: names the variant and carries the bundler's reason. */
export class BundleBuildError extends Error {
  constructor(
    readonly variant: string,
    cause: unknown,
  ) {
    super(`${variant}: the build failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'BundleBuildError';
  }
}

/** "[ 7/50]": how far a build is, as each bundle finishes. */
export function progressLine(done: number, total: number, width = String(total).length): string {
  return `[${String(done).padStart(width)}/${total}]`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A built bundle's files that ship with a `.gz`: its page and its assets, not a nested bundle's. */
async function bundleFilesToShip(outRoot: string, target: BuildTarget): Promise<string[]> {
  const assets = await compressibleFiles(outRoot, path.join(outRoot, target.key, 'assets'));
  return shipsPrecompressed(target.htmlFile) ? [path.join(outRoot, target.htmlFile), ...assets] : assets;
}

const firstScreenMarker = 'hpp-first-screen-goes-here';

/** Builds one bundle; its sizes are measured in the background and awaited by the caller. */
async function buildOne(
  target: BuildTarget,
  options: BundleOptions,
  security: SiteSecurity,
  measure: MeasureSize,
  firstScreenHtml: string | undefined,
): Promise<{ ms: number; sizes: Promise<BundleSizes> }> {
  const started = performance.now();
  // The first screen goes in after the HTML minifier has run: it would drop the empty comments
  // React's server render puts between neighbouring texts, and hydration needs them.
  if (firstScreenHtml !== undefined) {
    target = { ...target, html: { ...target.html, rootHtml: firstScreenMarker, render: 'prerendered' } };
  }
  await viteBuild(
    variantViteConfig(target, {
      root: options.root,
      outRoot: options.outRoot,
      ...(options.entry ? { entry: options.entry } : {}),
      ...(options.verbose ? { verbose: true } : {}),
    }),
  );
  const builtHtml = path.join(options.outRoot, target.key, 'index.html');
  const htmlPath = path.join(options.outRoot, target.htmlFile);
  // "aober/chicshes.html" is served as a file beside its folder, not as aober/chicshes/index.html.
  if (builtHtml !== htmlPath) await rename(builtHtml, htmlPath);
  let html = await readFile(htmlPath, 'utf8');
  if (firstScreenHtml !== undefined) html = html.replace(firstScreenMarker, () => firstScreenHtml);
  html = await inlineBundleStylesheets({
    html,
    assetsDir: path.join(options.outRoot, target.key, 'assets'),
    assetsUrl: `/${target.key}/assets/`,
  });
  await writeFile(htmlPath, html);
  const problems = inlineScriptProblems(html);
  if (problems.length > 0) throw new Error(`${target.htmlFile}: ${problems.join('; ')}`);
  // SRI attributes and dist/<key>/scripts-manifest.json, before anything reads the HTML.
  await writeIntegrity({
    outRoot: options.outRoot,
    key: target.key,
    htmlFile: target.htmlFile,
    page: target.routePath,
    // Only a payment page runs its field logic as soon as it is usable (src/start-page.tsx).
    fetchedWithPage: target.runtime.startup.gateway ? chunksFetchedWithPaymentPage() : [],
    headers: (inlineHashes) =>
      security.page({ variant: target.path, screen: target.runtime.screen, inlineHashes }),
  });
  const ms = Math.round(performance.now() - started);
  const sizes = bundleSizes(htmlPath, path.join(options.outRoot, target.key, 'assets'), measure);
  // Attach a handler now so a failure is not reported as unhandled before it is awaited.
  sizes.catch(() => undefined);
  return { ms, sizes };
}

/** What the bundles of one build need from its options. */
export interface BundleOptions {
  root: string;
  outRoot: string;
  entry?: string;
  verbose?: boolean;
  concurrency?: number;
}

export interface BuiltBundles {
  /** One per selected target, in their order. */
  reports: VariantReport[];
  precompressed: PrecompressReport;
  /** The time spent gzipping what no bundle of this build shipped (bundles kept from before). */
  precompressMs: number;
  concurrency: number;
}

/**
 * Builds the selected bundles `concurrency` at a time, each first screen prerendered into its
 * page, measures them and writes their `.gz` files beside the next builds, then gzips the rest
 * of the tree; logs one progress line per bundle.
 */
export async function buildBundles(
  selected: readonly BuildTarget[],
  options: BundleOptions,
  security: SiteSecurity,
  log: (line: string) => void,
  /** Writes what the build adds beside the bundles once they are final, before the tree is precompressed. */
  beforePrecompress: () => Promise<void> = async () => undefined,
): Promise<BuiltBundles> {
  // Every shopper page's first screen, rendered once here into its HTML (prerender/).
  const firstScreen = await firstScreenRenderer(options.root, selected);
  const concurrency = options.concurrency ?? defaultConcurrency;
  let finished = 0;
  const counterWidth = String(selected.length).length;
  // Compressed sizes are measured beside the builds, in processes of their own (size-meter.ts).
  const sizeMeter = startSizeProcesses();
  const measuring = new Backlog();
  const precompressed = emptyPrecompressReport();
  const precompressedDuringBuild = new Set<string>();
  const built = await promisePool(selected, concurrency, async (target) => {
    let result: Awaited<ReturnType<typeof buildOne>>;
    try {
      result = await buildOne(target, options, security, sizeMeter.measure, firstScreen(target));
    } catch (error) {
      // The bundle that failed and why, not only a bundler's message without the variant's name.
      throw new BundleBuildError(target.path, error);
    }
    finished += 1;
    log(
      `${progressLine(finished, selected.length, counterWidth)} ${target.path.padEnd(30)} ${seconds(result.ms)}`,
    );
    // Once measured (each distinct file compressed once), the bundle's .gz and .br files are written beside
    // the next builds rather than all after the last one.
    const shipped = result.sizes.then(async () => {
      const files = await bundleFilesToShip(options.outRoot, target);
      addPrecompressReport(precompressed, await precompressFiles(files, sizeMeter));
      for (const file of files) precompressedDuringBuild.add(file);
    });
    shipped.catch(() => undefined);
    // Builds wait while the compressing falls behind, rather than pile files up in memory.
    measuring.add(shipped);
    await measuring.atMost(maxBundlesMeasuring(concurrency));
    return { ...result, shipped };
  }).catch((error: unknown) => {
    sizeMeter.close();
    throw error;
  });
  try {
    const reports = await Promise.all(
      built.map(async (result, index): Promise<VariantReport> => {
        const target = selected[index] as BuildTarget;
        return {
          key: target.key,
          htmlFile: target.htmlFile,
          screen: target.runtime.screen,
          ms: result.ms,
          sizes: await result.sizes,
        };
      }),
    );
    await Promise.all(built.map((result) => result.shipped));
    await beforePrecompress();
    // Every file of every bundle is final now: ship the rest (public files of bundles kept from
    // an earlier build) with its gzip and brotli (precompress.ts).
    const precompressStarted = performance.now();
    addPrecompressReport(
      precompressed,
      await precompressTree(options.outRoot, sizeMeter, precompressedDuringBuild),
    );
    return { reports, precompressed, precompressMs: performance.now() - precompressStarted, concurrency };
  } finally {
    sizeMeter.close();
  }
}
