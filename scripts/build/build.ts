import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import { cloudfrontFunction } from '@scripts/deploy/cloudfront-function';
import { cloudfrontResponseFunction } from '@scripts/deploy/cloudfront-response-function';
import { cloudfrontTestEvents } from '@scripts/deploy/cloudfront-test-events';
import { type NginxOptions, nginxConfig } from '@scripts/deploy/nginx-config';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import type { InlineHashes } from '@scripts/security/content-security-policy';
import { parseMerchantHosts, withMerchantHosts } from '@scripts/security/merchant-hosts';
import { deploySecurity, type SiteSecurity } from '@scripts/security/route-security';
import { mergeMerchantFile } from '@variants/merchant-file';
import { pages, variants } from '@variants/registry';
import { validateRegistry } from '@variants/registry-validation';
import { paletteProblems } from '@variants/theme-palettes';
import { themes } from '@variants/themes';
import { build as viteBuild } from 'vite';
import { writeStatement } from './accessibility/write-statement';
import { Backlog } from './backlog';
import { checkBudget, sizeReportLines } from './budget';
import { type BuildTarget, buildTargets, type Registry } from './build-targets';
import { type BundleSizes, bundleSizes } from './bundle-sizes';
import { gatewayConfiguration } from './gateway-configuration';
import { inlineScriptProblems } from './html-checks';
import { inlineBundleStylesheets } from './inline-stylesheet';
import { type ScriptsManifest, scriptsManifestName, writeIntegrity } from './integrity';
import {
  addPrecompressReport,
  compressibleFiles,
  emptyPrecompressReport,
  precompressedSuffix,
  precompressFiles,
  precompressTree,
  shipsPrecompressed,
} from './precompress';
import { firstScreenRenderer } from './prerender/prerender';
import { promisePool } from './promise-pool';
import { missingScreenFiles } from './screen-files';
import type { MeasureSize } from './size-meter';
import { startSizeProcesses } from './size-meter-pool';
import { variantViteConfig } from './variant-vite-config';

/**
 * `npm run build [-- --only eupago,aober/chicshes] [--concurrency 2]`: validates the registry,
 * builds one self-contained Vite bundle per variant and page, and writes dist/routes.json,
 * dist/configuration, dist/deploy/{nginx.conf,cloudfront-function.js} and dist/build-report.json.
 */
export interface BuildOptions {
  root: string;
  outRoot: string;
  /** Registry paths or keys to rebuild; the rest of dist/ is kept. All when absent. */
  only?: readonly string[];
  concurrency?: number;
  /** The bundler's own timing warnings too (left out by default: noise on a busy machine). */
  verbose?: boolean;
  registry?: Registry;
  /** Swaps the page entry (tests); '/src/main.tsx' by default. */
  entry?: string;
  /** hppAnyBaseURL written to dist/configuration. */
  gatewayBaseUrl?: string;
  /** HPP_FRAME_ANCESTORS: who may frame the iframe variants (scripts/security/frame-ancestors.ts). */
  frameAncestors?: string;
  /** HPP_MERCHANT_HOSTS: where FailURL, BackURL and result links may go (scripts/security/merchant-hosts.ts). */
  merchantHosts?: string;
  /** For dist/deploy/nginx.conf; root /var/www/hpp and port 8080 unless given. */
  nginx?: Partial<NginxOptions>;
  log?: (line: string) => void;
}

export interface VariantReport {
  key: string;
  htmlFile: string;
  screen: string;
  ms: number;
  sizes: BundleSizes;
}

export interface BuildReport {
  version: string;
  /** Wall-clock time of the run that wrote this report. */
  totalMs: number;
  concurrency: number;
  /** The `--only` list of that run, or null for a full build. */
  only: string[] | null;
  variants: Record<string, VariantReport>;
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

export class RegistryError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The variant registry has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'RegistryError';
  }
}

export function selectTargets(
  targets: readonly BuildTarget[],
  only: readonly string[] | undefined,
): BuildTarget[] {
  if (!only || only.length === 0) return [...targets];
  const unknown = only.filter((name) => !targets.some((t) => t.path === name || t.key === name));
  if (unknown.length > 0) {
    throw new Error(
      `--only: unknown variant(s) ${unknown.join(', ')}; known: ${targets.map((t) => t.path).join(', ')}`,
    );
  }
  return targets.filter((t) => only.includes(t.path) || only.includes(t.key));
}

/** Removes exactly one bundle's outputs, leaving bundles nested inside its folder alone. */
async function removeBundle(outRoot: string, target: BuildTarget): Promise<void> {
  await rm(path.join(outRoot, target.key, 'assets'), { recursive: true, force: true });
  for (const page of [path.join(target.key, 'index.html'), target.htmlFile]) {
    await rm(path.join(outRoot, page), { force: true });
    await rm(path.join(outRoot, page + precompressedSuffix), { force: true });
  }
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
  options: BuildOptions,
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
    headers: (inlineHashes) =>
      security.page({ variant: target.path, screen: target.runtime.screen, inlineHashes }),
  });
  const ms = Math.round(performance.now() - started);
  const sizes = bundleSizes(htmlPath, path.join(options.outRoot, target.key, 'assets'), measure);
  // Attach a handler now so a failure is not reported as unhandled before it is awaited.
  sizes.catch(() => undefined);
  return { ms, sizes };
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * The routes manifest with each page's inline-code hashes (its import map and stylesheet), which
 * its CSP must allow: read from every bundle's scripts-manifest.json, whether built now or kept
 * from an earlier build (`--only`), so nginx, CloudFront and the sandbox serve each page its own policy.
 */
async function withInlineHashes(
  manifest: RoutesManifest,
  outRoot: string,
  targets: readonly BuildTarget[],
): Promise<RoutesManifest> {
  const hashes = new Map<string, InlineHashes>();
  await Promise.all(
    targets.map(async (target) => {
      const scripts = await readJson<ScriptsManifest>(path.join(outRoot, target.key, scriptsManifestName));
      if (scripts?.inlineHashes) hashes.set(target.path, scripts.inlineHashes);
    }),
  );
  return {
    ...manifest,
    routes: manifest.routes.map((route) => {
      const inlineHashes = hashes.get(route.variant);
      return inlineHashes ? { ...route, inlineHashes } : route;
    }),
  };
}

/**
 * The deployment files (dist/deploy/): nginx.conf and both CloudFront functions. A site whose
 * files a host would refuse (a function over CloudFront's 10 KB, a page's headers over S3's 2 KB
 * of metadata, a path nginx cannot take) is a failed build that says which and why, not a
 * warning and a missing file.
 */
export class DeployArtefactError extends Error {
  constructor(cause: unknown) {
    super(
      `the build cannot make deployable files: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'DeployArtefactError';
  }
}

function deployArtefacts(
  manifest: RoutesManifest,
  security: SiteSecurity,
  nginx: Partial<NginxOptions> | undefined,
): Record<string, string> {
  try {
    return {
      'nginx.conf': nginxConfig(manifest, { root: '/var/www/hpp', port: 8080, ...nginx, security }),
      'cloudfront-function.js': cloudfrontFunction(manifest),
      'cloudfront-response-function.js': cloudfrontResponseFunction(manifest, security),
      ...cloudfrontTestEvents(manifest, security),
    };
  } catch (error) {
    throw new DeployArtefactError(error);
  }
}

/** Stand-in hashes of the real length: the deploy files are checked before any bundle is built. */
function withStandInHashes(manifest: RoutesManifest): RoutesManifest {
  const hash = `'sha256-${'A'.repeat(43)}='`;
  return {
    ...manifest,
    routes: manifest.routes.map((route) => ({ ...route, inlineHashes: { script: [hash], style: [hash] } })),
  };
}

/** Where the build looks for merchants kept as data when no `--merchants` file is named. */
export const defaultMerchantsFile = path.join('variants', 'merchants.json');

/**
 * The registry of variants/registry.ts and variants/themes.ts with the merchants of a JSON file
 * (variants/merchant-file.ts) after them; a RegistryError naming the file, the entry and the field
 * for each problem of the file. `file` is shown as given (relative to the project, as typed).
 */
export async function registryWithMerchants(root: string, file: string): Promise<Registry> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path.resolve(root, file), 'utf8'));
  } catch (error) {
    throw new RegistryError([`${file}: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const merged = mergeMerchantFile(data, { file, base: { variants, pages, themes } });
  if (!merged.ok) throw new RegistryError(merged.problems);
  return merged.registry;
}

/** The project's version (package.json) and every variant's and page's build target for it. */
export async function projectTargets(
  root: string,
  registry: Registry,
): Promise<{ version: string; targets: BuildTarget[] }> {
  const { version } = (await readJson<{ version: string }>(path.join(root, 'package.json'))) ?? {
    version: '0.0.0',
  };
  return { version, targets: buildTargets(registry, { publicDir: path.join(root, 'public') }) };
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

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export async function build(
  options: BuildOptions,
): Promise<{ report: BuildReport; manifest: RoutesManifest }> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const registry = options.registry ?? { variants, pages };
  const problems = validateRegistry({
    variants: registry.variants,
    pages: registry.pages,
    themeNames: Object.keys(registry.themes ?? themes),
  });
  // Both palettes of every theme meet WCAG AA, or nothing is built (variants/theme-palettes.ts).
  for (const [name, theme] of Object.entries(registry.themes ?? themes)) {
    problems.push(...paletteProblems(name, theme));
  }
  if (problems.length > 0) throw new RegistryError(problems);
  const missingScreens = missingScreenFiles(options.root, [...registry.variants, ...registry.pages]);
  if (missingScreens.length > 0) throw new RegistryError(missingScreens);

  const merchantHosts = parseMerchantHosts(
    options.merchantHosts,
    registry.variants.map((entry) => entry.path),
  );
  const { version, targets: registryTargets } = await projectTargets(options.root, registry);
  const targets = withMerchantHosts(registryTargets, merchantHosts);
  const selected = selectTargets(targets, options.only);
  const full = selected.length === targets.length;
  const configuration = gatewayConfiguration(options.gatewayBaseUrl);
  const security = deploySecurity({
    registry,
    gatewayBaseUrl: configuration.hppAnyBaseURL,
    frameAncestors: options.frameAncestors,
  });

  // Before anything is built: a site no host could take fails now, not after minutes of bundles.
  deployArtefacts(withStandInHashes(registryRoutesManifest(registry, version)), security, options.nginx);

  if (full) await rm(options.outRoot, { recursive: true, force: true });
  else await Promise.all(selected.map((target) => removeBundle(options.outRoot, target)));
  await mkdir(options.outRoot, { recursive: true });

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
    // Once measured (each distinct file gzipped once), the bundle's .gz files are written beside
    // the next builds rather than all after the last one.
    const shipped = result.sizes.then(async () => {
      const files = await bundleFilesToShip(options.outRoot, target);
      addPrecompressReport(precompressed, await precompressFiles(files, sizeMeter.gzip));
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
  // Each merchant's accessibility statement, beside its payment page (scripts/build/accessibility/).
  await Promise.all(
    selected
      .filter((target) => target.kind === 'variant')
      .map((target) => writeStatement(options.outRoot, target, version)),
  );
  let results: VariantReport[];
  let precompressMs = 0;
  try {
    results = await Promise.all(
      built.map(async (result, index) => {
        const target = selected[index] as BuildTarget;
        const sizes = await result.sizes;
        return {
          key: target.key,
          htmlFile: target.htmlFile,
          screen: target.runtime.screen,
          ms: result.ms,
          sizes,
        };
      }),
    );
    await Promise.all(built.map((result) => result.shipped));
    // Every file of every bundle is final now: ship the rest (public files of bundles kept from
    // an earlier build) with its gzip (precompress.ts).
    const precompressStarted = performance.now();
    addPrecompressReport(
      precompressed,
      await precompressTree(options.outRoot, sizeMeter.gzip, precompressedDuringBuild),
    );
    precompressMs = performance.now() - precompressStarted;
  } finally {
    sizeMeter.close();
  }

  const manifest = await withInlineHashes(
    registryRoutesManifest(registry, version),
    options.outRoot,
    targets,
  );
  const reportFile = path.join(options.outRoot, 'build-report.json');
  const previous = full ? undefined : await readJson<BuildReport>(reportFile);
  const known = new Set(targets.map((t) => t.path));
  const report: BuildReport = {
    version,
    totalMs: Math.round(performance.now() - started),
    concurrency,
    only: full ? null : selected.map((t) => t.path),
    variants: Object.fromEntries(
      [
        ...Object.entries(previous?.variants ?? {}).filter(([name]) => known.has(name)),
        ...selected.map((target, index) => [target.path, results[index] as VariantReport] as const),
      ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };

  const artefacts = deployArtefacts(manifest, security, options.nginx);
  await mkdir(path.join(options.outRoot, 'deploy'), { recursive: true });
  await Promise.all([
    writeFile(path.join(options.outRoot, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(path.join(options.outRoot, 'configuration'), `${JSON.stringify(configuration)}\n`),
    ...Object.entries(artefacts).map(([name, content]) =>
      writeFile(path.join(options.outRoot, 'deploy', name), content),
    ),
  ]);
  report.totalMs = Math.round(performance.now() - started);
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  const largest = results.reduce<VariantReport | undefined>(
    (max, r) => (max === undefined || r.sizes.total.brotli > max.sizes.total.brotli ? r : max),
    undefined,
  );
  if (largest) {
    log(
      `  largest first load: ${largest.htmlFile}, ${kb(largest.sizes.total.gzip)} gzip, ${kb(largest.sizes.total.brotli)} brotli`,
    );
  }
  log(
    `  precompressed ${precompressed.written} files (${kb(precompressed.raw)} to ${kb(precompressed.gzipped)} gzip), ` +
      `${precompressed.kept} kept from an earlier build, ${precompressed.asTheyAre} smaller as they are, ` +
      `in ${seconds(precompressMs)} after the bundles`,
  );
  log(`built ${selected.length} of ${targets.length} bundles in ${(report.totalMs / 1000).toFixed(1)} s`);
  // Sizes are deterministic, so the budget is a test: dist/ and the report stay for a look. It
  // judges the page, so not a build whose entry a test swapped for a stub.
  const builtNow = Object.fromEntries(
    selected.map((target, index) => [target.path, results[index] as VariantReport]),
  );
  for (const line of sizeReportLines(builtNow)) log(line);
  if (!options.entry) checkBudget(builtNow);
  return { report, manifest };
}

export const buildOptions = {
  only: { type: 'string', value: 'name[,name]', multiple: true },
  concurrency: { type: 'string', value: 'n' },
  verbose: { type: 'boolean' },
  merchants: { type: 'string', value: 'file.json' },
  out: { type: 'string', value: 'dir' },
} as const;

export interface BuildArguments {
  only?: string[];
  concurrency?: number;
  verbose?: boolean;
  /** A merchants JSON file (variants/merchant-file.ts) other than variants/merchants.json. */
  merchants?: string;
  /** The output folder, dist/ when absent (the bench builds into a temp folder). */
  out?: string;
}

/**
 * `npm run build -- [--only name[,name]]… [--concurrency n] [--verbose] [--merchants file.json]
 * [--out dir]`; anything else is a UsageError.
 */
export function parseArguments(argv: readonly string[]): BuildArguments {
  const { values } = parseCommandLine('npm run build', argv, buildOptions);
  const parsed: BuildArguments = {};
  if (values.only !== undefined) {
    parsed.only = values.only.flatMap((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  }
  if (values.verbose) parsed.verbose = true;
  if (values.merchants !== undefined) parsed.merchants = values.merchants;
  if (values.out !== undefined) parsed.out = values.out;
  if (values.concurrency !== undefined) {
    const n = Number(values.concurrency);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError('npm run build: --concurrency must be a whole number ≥ 1');
    parsed.concurrency = n;
  }
  return parsed;
}

/**
 * HPP_NGINX_ROOT, HPP_NGINX_PORT, HPP_NGINX_ACCESS_LOG, HPP_GATEWAY_UPSTREAM,
 * HPP_GATEWAY_XSRF_SOURCE and HPP_GATEWAY_BASE_URL shape dist/deploy/nginx.conf.
 */
export function nginxOptionsFromEnvironment(env: NodeJS.ProcessEnv): Partial<NginxOptions> {
  const options: Partial<NginxOptions> = {};
  if (env.HPP_NGINX_ROOT) options.root = env.HPP_NGINX_ROOT;
  if (env.HPP_NGINX_PORT) {
    const port = Number(env.HPP_NGINX_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error('HPP_NGINX_PORT must be a port number');
    options.port = port;
  }
  if (env.HPP_NGINX_ACCESS_LOG) options.accessLog = env.HPP_NGINX_ACCESS_LOG;
  if (env.HPP_GATEWAY_UPSTREAM) {
    options.gatewayUpstream = env.HPP_GATEWAY_UPSTREAM;
    // The proxied prefix is the same-origin gateway path the page is told about.
    const base = gatewayConfiguration(env.HPP_GATEWAY_BASE_URL).hppAnyBaseURL;
    if (base.startsWith('/')) options.gatewayPath = base;
  }
  if (env.HPP_GATEWAY_XSRF_SOURCE) options.xsrfCookieSource = env.HPP_GATEWAY_XSRF_SOURCE;
  return options;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  let parsed: BuildArguments;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  try {
    const { merchants, out, ...args } = parsed;
    // variants/merchants.json joins the registry when it exists; --merchants names another file.
    const merchantsFile =
      merchants ?? (existsSync(path.join(root, defaultMerchantsFile)) ? defaultMerchantsFile : undefined);
    await build({
      root,
      outRoot: out ? path.resolve(out) : path.join(root, 'dist'),
      ...(merchantsFile ? { registry: await registryWithMerchants(root, merchantsFile) } : {}),
      ...args,
      ...(process.env.HPP_GATEWAY_BASE_URL ? { gatewayBaseUrl: process.env.HPP_GATEWAY_BASE_URL } : {}),
      ...(process.env.HPP_FRAME_ANCESTORS ? { frameAncestors: process.env.HPP_FRAME_ANCESTORS } : {}),
      ...(process.env.HPP_MERCHANT_HOSTS ? { merchantHosts: process.env.HPP_MERCHANT_HOSTS } : {}),
      nginx: nginxOptionsFromEnvironment(process.env),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
