import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import { cloudfrontFunction } from '@scripts/deploy/cloudfront-function';
import { cloudfrontResponseFunction } from '@scripts/deploy/cloudfront-response-function';
import { cloudfrontTestEvents } from '@scripts/deploy/cloudfront-test-events';
import { siteStackTemplate } from '@scripts/deploy/infrastructure/site-stack';
import { type NginxOptions, nginxConfig } from '@scripts/deploy/nginx-config';
import { currentReleaseId } from '@scripts/release/release-source';
import { sourceDate } from '@scripts/release/source-date';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { htmlFileFor, type RoutesManifest } from '@scripts/routes/routes-manifest';
import type { InlineHashes } from '@scripts/security/content-security-policy';
import { parseMerchantHosts, withMerchantHosts } from '@scripts/security/merchant-hosts';
import { deploySecurity, type SiteSecurity } from '@scripts/security/route-security';
import { mergeMerchantFile } from '@variants/merchant-file';
import { errorPagePath, pages, variants } from '@variants/registry';
import { validateRegistry } from '@variants/registry-validation';
import { themeTableProblems } from '@variants/theme-validation';
import { themes } from '@variants/themes';
import { writeStatement } from './accessibility/write-statement';
import { missingLogoFiles } from './brand-logo-files';
import { checkBudget, isBudgeted, sizeReportLines } from './budget';
import { type BuiltBundles, buildBundles, seconds, type VariantReport } from './build-bundles';
import { type BuildTarget, buildTargets, type Registry } from './build-targets';
import { gatewayConfiguration } from './gateway-configuration';
import { type ScriptsManifest, scriptsManifestName } from './integrity';
import { missingScreenFiles } from './screen-files';
import { precompressedSuffixes } from './served-encodings';

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
  /** The release id; by default the project's (scripts/release/release-source.ts). */
  release?: string;
}

export interface BuildReport {
  version: string;
  /** The release id every page of the build names (scripts/release/release-id.ts). */
  release: string;
  /** Wall-clock time of the run that wrote this report. */
  totalMs: number;
  concurrency: number;
  /** The `--only` list of that run, or null for a full build. */
  only: string[] | null;
  variants: Record<string, VariantReport>;
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

/**
 * The targets of an `--only` build, with the error page added when `outRoot` has none: every
 * deployment file the build writes (nginx.conf, the CloudFront function, the sandbox's routes)
 * sends unknown paths and refusals to it, and without it nginx's error route sent its own 404 to
 * itself again. Built once; later `--only` builds into the same folder keep it.
 */
export function withErrorPage(
  selected: readonly BuildTarget[],
  targets: readonly BuildTarget[],
  errorPageBuilt: boolean,
): BuildTarget[] {
  const errorPage = targets.find((target) => target.path === errorPagePath);
  if (errorPageBuilt || !errorPage || selected.includes(errorPage)) return [...selected];
  return [...selected, errorPage];
}

/** Removes exactly one bundle's outputs, leaving bundles nested inside its folder alone. */
async function removeBundle(outRoot: string, target: BuildTarget): Promise<void> {
  await rm(path.join(outRoot, target.key, 'assets'), { recursive: true, force: true });
  for (const page of [path.join(target.key, 'index.html'), target.htmlFile]) {
    await rm(path.join(outRoot, page), { force: true });
    for (const suffix of Object.values(precompressedSuffixes)) {
      await rm(path.join(outRoot, page + suffix), { force: true });
    }
  }
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
    const routesFunctionCode = cloudfrontFunction(manifest);
    const headersFunctionCode = cloudfrontResponseFunction(manifest, security);
    const stack = siteStackTemplate({ manifest, routesFunctionCode, headersFunctionCode });
    return {
      'nginx.conf': nginxConfig(manifest, { root: '/var/www/hpp', port: 8080, ...nginx, security }),
      'cloudfront-function.js': routesFunctionCode,
      'cloudfront-response-function.js': headersFunctionCode,
      ...cloudfrontTestEvents(manifest, security),
      'cloudformation.json': `${JSON.stringify(stack, null, 2)}\n`,
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
  release?: string,
): Promise<{ version: string; targets: BuildTarget[] }> {
  const { version } = (await readJson<{ version: string }>(path.join(root, 'package.json'))) ?? {
    version: '0.0.0',
  };
  return {
    version,
    targets: buildTargets(registry, {
      publicDir: path.join(root, 'public'),
      ...(release !== undefined ? { release } : {}),
    }),
  };
}

/**
 * The project's release id for this build: its commit and content, with the settings that change
 * the bytes (the gateway base, frame ancestors, merchant hosts, and the registry, which holds any
 * merchants file). nginx's settings are left out: they shape deploy/nginx.conf, not the site.
 */
async function projectRelease(
  options: BuildOptions,
  registry: Registry,
  gatewayBaseUrl: string,
): Promise<string> {
  return currentReleaseId(options.root, {
    gatewayBaseUrl,
    frameAncestors: options.frameAncestors,
    merchantHosts: options.merchantHosts,
    registry: createHash('sha256').update(JSON.stringify(registry)).digest('hex'),
  });
}

/** The registry, validated with every problem at once, and a screen file for every entry. */
function checkedRegistry(registry: Registry, root: string): Registry {
  const problems = validateRegistry({
    variants: registry.variants,
    pages: registry.pages,
    themeNames: Object.keys(registry.themes ?? themes),
  });
  // variants/themes.ts is TypeScript the build runs untyped: it gets the merchants file's check.
  problems.push(...themeTableProblems(registry.themes ?? themes, 'variants/themes.ts'));
  if (problems.length > 0) throw new RegistryError(problems);
  // Files the registry names that are not in the project: every screen and logo at once.
  const missingFiles = [
    ...missingScreenFiles(root, [...registry.variants, ...registry.pages]),
    ...missingLogoFiles(root, registry.themes ?? themes, 'variants/themes.ts'),
  ];
  if (missingFiles.length > 0) throw new RegistryError(missingFiles);
  return registry;
}

/** What one build makes: every target of the site, those selected, and the site's settings. */
interface SitePlan {
  version: string;
  release: string;
  targets: BuildTarget[];
  selected: BuildTarget[];
  full: boolean;
  configuration: ReturnType<typeof gatewayConfiguration>;
  security: SiteSecurity;
}

async function planSite(options: BuildOptions, registry: Registry): Promise<SitePlan> {
  const merchantHosts = parseMerchantHosts(
    options.merchantHosts,
    registry.variants.map((entry) => entry.path),
  );
  const configuration = gatewayConfiguration(options.gatewayBaseUrl);
  const release = options.release ?? (await projectRelease(options, registry, configuration.hppAnyBaseURL));
  const { version, targets: registryTargets } = await projectTargets(options.root, registry, release);
  const targets = withMerchantHosts(registryTargets, merchantHosts);
  const selected = withErrorPage(
    selectTargets(targets, options.only),
    targets,
    existsSync(path.join(options.outRoot, htmlFileFor(errorPagePath))),
  );
  const security = deploySecurity({
    registry,
    gatewayBaseUrl: configuration.hppAnyBaseURL,
    frameAncestors: options.frameAncestors,
  });
  return {
    version,
    release,
    targets,
    selected,
    full: selected.length === targets.length,
    configuration,
    security,
  };
}

/** A full build starts from an empty folder; a partial one removes only the bundles it rebuilds. */
async function clearOutput(outRoot: string, plan: SitePlan): Promise<void> {
  if (plan.full) await rm(outRoot, { recursive: true, force: true });
  else await Promise.all(plan.selected.map((target) => removeBundle(outRoot, target)));
  await mkdir(outRoot, { recursive: true });
}

/** This build's bundles over the previous report's (a partial build keeps the others'), by name. */
async function mergedReport(
  outRoot: string,
  plan: SitePlan,
  bundles: BuiltBundles,
  started: number,
): Promise<BuildReport> {
  const previous = plan.full ? undefined : await readJson<BuildReport>(path.join(outRoot, reportFileName));
  const known = new Set(plan.targets.map((t) => t.path));
  return {
    version: plan.version,
    release: plan.release,
    totalMs: Math.round(performance.now() - started),
    concurrency: bundles.concurrency,
    only: plan.full ? null : plan.selected.map((t) => t.path),
    variants: Object.fromEntries(
      [
        ...Object.entries(previous?.variants ?? {}).filter(([name]) => known.has(name)),
        ...plan.selected.map(
          (target, index) => [target.path, bundles.reports[index] as VariantReport] as const,
        ),
      ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };
}

/** routes.json, configuration and dist/deploy/: what the whole site needs beside its bundles. */
async function writeSiteFiles(
  outRoot: string,
  manifest: RoutesManifest,
  configuration: SitePlan['configuration'],
  artefacts: Record<string, string>,
): Promise<void> {
  await mkdir(path.join(outRoot, 'deploy'), { recursive: true });
  await Promise.all([
    writeFile(path.join(outRoot, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(path.join(outRoot, 'configuration'), `${JSON.stringify(configuration)}\n`),
    ...Object.entries(artefacts).map(([name, content]) =>
      writeFile(path.join(outRoot, 'deploy', name), content),
    ),
  ]);
}

/** The closing lines: the largest shopper page, what was gzipped, the time. */
function summaryLines(plan: SitePlan, bundles: BuiltBundles, totalMs: number): string[] {
  // Among the pages the budget holds: the sandbox console, the largest of all, is held to none.
  const largest = bundles.reports
    .filter((r) => isBudgeted(r.screen))
    .reduce<VariantReport | undefined>(
      (max, r) => (max === undefined || r.sizes.total.brotli > max.sizes.total.brotli ? r : max),
      undefined,
    );
  const { precompressed } = bundles;
  return [
    ...(largest
      ? [
          `  largest shopper page's first load: ${largest.htmlFile}, ${kb(largest.sizes.total.gzip)} gzip, ${kb(largest.sizes.total.brotli)} brotli`,
        ]
      : []),
    `  precompressed ${precompressed.written} .gz and .br files (${kb(precompressed.raw)} to ${kb(precompressed.gzipped)} gzip, ` +
      `${kb(precompressed.brotliRaw)} to ${kb(precompressed.brotli)} brotli), ` +
      `${precompressed.kept} kept from an earlier build, ${precompressed.asTheyAre} smaller as they are, ` +
      `in ${seconds(bundles.precompressMs)} after the bundles`,
    `built ${plan.selected.length} of ${plan.targets.length} bundles in ${(totalMs / 1000).toFixed(1)} s, release ${plan.release}`,
  ];
}

const reportFileName = 'build-report.json';

export async function build(
  options: BuildOptions,
): Promise<{ report: BuildReport; manifest: RoutesManifest }> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const registry = checkedRegistry(options.registry ?? { variants, pages }, options.root);
  const plan = await planSite(options, registry);
  // Before anything is built: a site no host could take fails now, not after minutes of bundles.
  deployArtefacts(
    withStandInHashes(registryRoutesManifest(registry, plan.version)),
    plan.security,
    options.nginx,
  );
  await clearOutput(options.outRoot, plan);

  // Each merchant's accessibility statement, beside its payment page (scripts/build/accessibility/):
  // after its bundle, whose integrity check would take the statement's stylesheet for one of the
  // page's, and before the tree is precompressed, so that it is served compressed like the rest.
  // Dated by the source, not the clock, so two builds of one commit write the same statements.
  const prepared = sourceDate(options.root);
  const writeStatements = async () => {
    const statements = plan.selected.filter((target) => target.kind === 'variant');
    await Promise.all(
      statements.map((target) =>
        writeStatement(options.outRoot, target, plan.version, registry.variants, prepared.day),
      ),
    );
    if (statements.length > 0) {
      const why =
        prepared.from === 'commit' ? 'the commit date of HEAD' : 'no git checkout: the build’s day, UTC';
      log(`  ${statements.length} accessibility statements prepared on ${prepared.day} (${why})`);
    }
  };
  const bundles = await buildBundles(plan.selected, options, plan.security, log, writeStatements);
  const manifest = {
    ...(await withInlineHashes(
      registryRoutesManifest(registry, plan.version),
      options.outRoot,
      plan.targets,
    )),
    release: plan.release,
  };
  const report = await mergedReport(options.outRoot, plan, bundles, started);
  await writeSiteFiles(
    options.outRoot,
    manifest,
    plan.configuration,
    deployArtefacts(manifest, plan.security, options.nginx),
  );
  report.totalMs = Math.round(performance.now() - started);
  await writeFile(path.join(options.outRoot, reportFileName), `${JSON.stringify(report, null, 2)}\n`);
  for (const line of summaryLines(plan, bundles, report.totalMs)) log(line);
  // Sizes are deterministic, so the budget is a test: dist/ and the report stay for a look. It
  // judges the page, so not a build whose entry a test swapped for a stub.
  const builtNow = Object.fromEntries(
    plan.selected.map((target, index) => [target.path, bundles.reports[index] as VariantReport]),
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
 * HPP_NGINX_LISTEN: the address nginx listens on (127.0.0.1, an IPv4 or [IPv6] address, or
 * localhost); every interface when unset. Anything else could write into the config, so it is
 * refused.
 */
export function listenAddress(text: string): string {
  const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
  if (ipv4.test(text) || /^\[[0-9a-fA-F:.]+\]$/.test(text) || text === 'localhost') return text;
  throw new Error(
    `HPP_NGINX_LISTEN must be an IPv4 address, an [IPv6] address or localhost, not ${JSON.stringify(text)}`,
  );
}

/**
 * HPP_NGINX_ROOT, HPP_NGINX_LISTEN, HPP_NGINX_PORT, HPP_NGINX_ACCESS_LOG, HPP_GATEWAY_UPSTREAM,
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
  if (env.HPP_NGINX_LISTEN) options.host = listenAddress(env.HPP_NGINX_LISTEN);
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
