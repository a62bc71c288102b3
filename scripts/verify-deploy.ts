import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { variantKey } from '@variants/registry-validation';
import { type ScriptsManifest, scriptsManifestName } from './build/integrity';
import { parseCommandLine, UsageError } from './command-line';
import { releasesFolder } from './deploy/release-records';
import { readReleaseRecords } from './deploy/release-store';
import { normalizePrefix } from './deploy/s3-plan';
import { type ObjectStore, s3Store } from './deploy/s3-store';
import type { RouteEntry, RoutesManifest } from './routes/routes-manifest';
import { checkDeployment, type DeployCheckReport, type Fetcher } from './security/deploy-check';

/**
 * `npm run verify-deploy -- <base-url> [--dist <folder>]`: fetches every page of the local
 * build's routes manifest from a deployed site, with its scripts and stylesheets, and reports any
 * page whose HTML, security headers or script/stylesheet hashes differ from what the build
 * recorded (dist/<key>/scripts-manifest.json). The first screen's stylesheet is in the HTML (and
 * its file, the fallback, is listed); a later part's stylesheet is inside that part's chunk, so a
 * change to it is reported as the chunk's. Exit code 0: identical; 1: differences; 2: usage or
 * local build problem. Run it after every deployment and on a schedule (PCI DSS 11.6.1).
 */

export const verifyOptions = {
  dist: { type: 'string', value: 'folder' },
  bucket: { type: 'string', value: 'name' },
  prefix: { type: 'string', value: 'path' },
  endpoint: { type: 'string', value: 'url' },
  region: { type: 'string', value: 'region' },
} as const;
const verifyUsage =
  'usage: npm run verify-deploy -- <base-url> [--dist dist | --bucket <name> [--prefix p] [--endpoint url] [--region r]]';

export interface VerifyArguments {
  baseUrl: string;
  dist?: string;
  /** Check each merchant against the release live for it in this bucket (after a rollback). */
  bucket?: { name: string; prefix: string; endpoint?: string; region?: string };
}

/** `npm run verify-deploy -- <base-url> [--dist <folder> | --bucket <name> …]`; anything else is a UsageError. */
export function parseVerifyArguments(argv: readonly string[]): VerifyArguments {
  const { values, positionals } = parseCommandLine('npm run verify-deploy', argv, verifyOptions, {
    positionals: 'one <base-url>',
  });
  if (positionals.length === 0) throw new UsageError(verifyUsage);
  if (positionals.length > 1) {
    throw new UsageError(`npm run verify-deploy: one base URL, got ${positionals.length}; ${verifyUsage}`);
  }
  if (values.dist === '') throw new UsageError('npm run verify-deploy: --dist needs a value');
  const url = new URL(positionals[0] as string);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError('npm run verify-deploy: the base URL must be http(s)');
  }
  if (values.bucket !== undefined && values.dist !== undefined) {
    throw new UsageError('npm run verify-deploy: --dist or --bucket, not both');
  }
  if (values.bucket === undefined && (values.prefix ?? values.endpoint ?? values.region) !== undefined) {
    throw new UsageError('npm run verify-deploy: --prefix, --endpoint and --region go with --bucket');
  }
  return {
    baseUrl: url.href,
    ...(values.dist !== undefined ? { dist: values.dist } : {}),
    ...(values.bucket !== undefined
      ? {
          bucket: {
            name: values.bucket,
            prefix: normalizePrefix(values.prefix ?? ''),
            ...(values.endpoint !== undefined ? { endpoint: values.endpoint } : {}),
            ...(values.region !== undefined ? { region: values.region } : {}),
          },
        }
      : {}),
  };
}

/**
 * The Accept-Encoding of each pass: a site sends each text file as its brotli, its gzip or as it
 * is, three objects on S3 (the CloudFront function chooses), so a change to any of them is a
 * difference. fetch undoes the encoding: what is compared is what the browser reads.
 */
export const verifiedEncodings = ['identity', 'br', 'gzip'] as const;

/** Plain fetch, no redirects followed: a page that moved is a difference too. */
export const httpFetcher =
  (acceptEncoding: (typeof verifiedEncodings)[number] = 'identity'): Fetcher =>
  async (url) => {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { 'cache-control': 'no-cache', 'accept-encoding': acceptEncoding },
    });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };

/** The local build's expectations: its routes manifest and each bundle's scripts manifest. */
async function buildExpectations(distDir: string): Promise<Expectations> {
  const routes = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
  const manifests = new Map<string, ScriptsManifest>();
  for (const route of routes.routes) {
    const file = path.join(distDir, variantKey(route.variant), scriptsManifestName);
    try {
      manifests.set(route.path, JSON.parse(await readFile(file, 'utf8')) as ScriptsManifest);
    } catch {
      // Reported per page by checkDeployment.
    }
  }
  return { routes: routes.routes, manifestFor: (route) => manifests.get(route.path) };
}

/** What a site is checked against: its pages and each page's inventory. */
export interface Expectations {
  routes: RouteEntry[];
  manifestFor: (route: RouteEntry) => ScriptsManifest | undefined;
}

/**
 * The expectations of the release each merchant has live in a bucket (release-records.ts), for a
 * site where merchants are on different releases after a rollback. They come from the records the
 * deploy and the rollback wrote, which the site does not serve; a local build is the stronger
 * reference where every merchant is on it.
 */
export async function releaseExpectations(store: ObjectStore, prefix: string): Promise<Expectations> {
  const { records, live } = await readReleaseRecords(
    store,
    await store.list(`${prefix}${releasesFolder}`),
    prefix,
  );
  const liveRecords = records.filter((record) => live.get(record.key) === record.release);
  const inventories = new Map(liveRecords.map((record) => [record.route.path, record.inventory]));
  return {
    routes: liveRecords.map((record) => record.route).sort((a, b) => (a.path < b.path ? -1 : 1)),
    manifestFor: (route) => inventories.get(route.path),
  };
}

export async function verifyDeploy(options: {
  baseUrl: string;
  distDir: string;
  fetcher?: Fetcher;
  /** Instead of the local build's: e.g. releaseExpectations of the bucket. */
  expected?: Expectations;
}): Promise<DeployCheckReport> {
  const expected = options.expected ?? (await buildExpectations(options.distDir));
  const check = (fetcher: Fetcher) => checkDeployment({ baseUrl: options.baseUrl, ...expected, fetcher });
  if (options.fetcher) return check(options.fetcher);
  return checkEveryEncoding(check);
}

/**
 * The check run once per encoding a host may send (identity, brotli, gzip), merged into one report:
 * a host serves each from its own file, so a copy changed in one encoding alone (a skimmer added to
 * a chunk's `.br`, which every current browser is sent) shows only when that encoding is asked for.
 */
export async function checkEveryEncoding(
  check: (fetcher: Fetcher) => Promise<DeployCheckReport>,
  fetcherFor: (encoding: (typeof verifiedEncodings)[number]) => Fetcher = httpFetcher,
): Promise<DeployCheckReport> {
  const [plain, ...encoded] = await Promise.all(
    verifiedEncodings.map(async (encoding) => ({ encoding, report: await check(fetcherFor(encoding)) })),
  );
  const report = (plain as { report: DeployCheckReport }).report;
  const seen = new Set(report.differences.map((difference) => `${difference.url} ${difference.problem}`));
  for (const { encoding, report: other } of encoded) {
    for (const difference of other.differences) {
      // The same difference in every encoding is one difference (a page missing, a policy).
      if (seen.has(`${difference.url} ${difference.problem}`)) continue;
      report.differences.push({
        ...difference,
        problem: `${difference.problem} (as sent for Accept-Encoding: ${encoding})`,
      });
    }
  }
  return report;
}

export function formatReport(report: DeployCheckReport, baseUrl: string): string {
  const lines = [
    `verify-deploy ${baseUrl}: ${report.pages} pages, ${report.files} scripts and stylesheets checked`,
    ...report.notes.map((note) => `  note: ${note}`),
  ];
  if (report.differences.length === 0) lines.push('  no differences from the build');
  else {
    lines.push(`  ${report.differences.length} difference(s):`);
    for (const difference of report.differences) {
      lines.push(`  ${difference.page}  ${difference.url}: ${difference.problem}`);
    }
  }
  return lines.join('\n');
}

async function bucketExpectations(store: ObjectStore, bucket: { name: string; prefix: string }) {
  const expected = await releaseExpectations(store, bucket.prefix);
  if (expected.routes.length === 0) {
    throw new Error(
      `s3://${bucket.name}/${bucket.prefix} holds no live release record: deploy with this version first`,
    );
  }
  return expected;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let args: VerifyArguments;
  try {
    args = parseVerifyArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  const bucket = args.bucket;
  const store = bucket
    ? s3Store({
        bucket: bucket.name,
        ...(bucket.endpoint !== undefined ? { endpoint: bucket.endpoint } : {}),
        ...(bucket.region !== undefined ? { region: bucket.region } : {}),
      })
    : undefined;
  try {
    const report = await verifyDeploy({
      baseUrl: args.baseUrl,
      distDir: path.resolve(args.dist ?? path.join(root, 'dist')),
      ...(store && bucket ? { expected: await bucketExpectations(store, bucket) } : {}),
    });
    console.log(formatReport(report, args.baseUrl));
    process.exitCode = report.differences.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`verify-deploy: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  } finally {
    store?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
