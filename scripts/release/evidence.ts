import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ScriptsManifest, scriptsManifestName } from '@scripts/build/integrity';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { checkDeployment, type Fetcher } from '@scripts/security/deploy-check';
import { checkEveryEncoding, httpFetcher, type verifiedEncodings } from '@scripts/verify-deploy';
import { variantKey } from '@variants/registry-validation';
import { type EvidencePack, evidenceMarkdown, evidencePack } from './evidence-pack';

/**
 * `npm run evidence -- <base-url> --merchant <path> [--dist dist] [--out evidence]`: runs
 * verify-deploy for one merchant's page against the live site, reads the headers as served, and
 * writes <out>/<key>/<release>/evidence.json and evidence.md (evidence-pack.ts). Exit code 0 when
 * the page is as built, 1 when not (the pack is written either way, saying FAILED), 2 on usage.
 */

const specs = {
  merchant: { type: 'string', value: 'path' },
  dist: { type: 'string', value: 'folder' },
  out: { type: 'string', value: 'folder' },
} as const;
const usage = 'usage: npm run evidence -- <base-url> --merchant <path> [--dist dist] [--out evidence]';

export function parseEvidenceArguments(argv: readonly string[]) {
  const { values, positionals } = parseCommandLine('npm run evidence', argv, specs, {
    positionals: 'one <base-url>',
  });
  if (positionals.length !== 1) throw new UsageError(usage);
  const url = new URL(positionals[0] as string);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError('npm run evidence: the base URL must be http(s)');
  if (!values.merchant) throw new UsageError(`npm run evidence: --merchant is required; ${usage}`);
  return {
    site: url.href.replace(/\/+$/, ''),
    merchant: values.merchant,
    dist: path.resolve(values.dist ?? 'dist'),
    out: path.resolve(values.out ?? 'evidence'),
  };
}

export async function collectEvidence(options: {
  site: string;
  merchant: string;
  dist: string;
  /** How the site is fetched for each encoding the check asks for; plain fetch by default. */
  fetcherFor?: (encoding: (typeof verifiedEncodings)[number]) => Fetcher;
  now?: () => Date;
}): Promise<EvidencePack> {
  const now = options.now ?? (() => new Date());
  const fetcherFor = options.fetcherFor ?? httpFetcher;
  const routes = JSON.parse(await readFile(path.join(options.dist, 'routes.json'), 'utf8')) as RoutesManifest;
  const key = variantKey(options.merchant);
  const route = routes.routes.find(
    (entry) => entry.variant === options.merchant || variantKey(entry.variant) === key,
  );
  if (!route) throw new Error(`${options.merchant} is no page of the build at ${options.dist}`);
  const inventory = JSON.parse(
    await readFile(path.join(options.dist, variantKey(route.variant), scriptsManifestName), 'utf8'),
  ) as ScriptsManifest;
  const checkedAt = now();
  // Every encoding, as verify-deploy checks: shoppers' browsers are sent the brotli copies.
  const report = await checkEveryEncoding(
    (fetcher) =>
      checkDeployment({ baseUrl: options.site, routes: [route], manifestFor: () => inventory, fetcher }),
    fetcherFor,
  );
  const served = await fetcherFor('br')(`${options.site}${route.path}`);
  return evidencePack({
    route,
    inventory,
    release: routes.release ?? 'unknown (a build without a release id)',
    site: options.site,
    servedHeaders: served.header,
    report,
    command: `npm run evidence -- ${options.site} --merchant ${route.variant} --dist ${options.dist}`,
    checkedAt,
    generatedAt: now(),
  });
}

export async function writeEvidence(pack: EvidencePack, out: string): Promise<string> {
  const folder = path.join(out, variantKey(pack.merchant), pack.release.replace(/[^A-Za-z0-9._-]/g, '_'));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'evidence.json'), `${JSON.stringify(pack, null, 2)}\n`);
  await writeFile(path.join(folder, 'evidence.md'), evidenceMarkdown(pack));
  return folder;
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseEvidenceArguments>;
  try {
    options = parseEvidenceArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  try {
    const pack = await collectEvidence(options);
    const folder = await writeEvidence(pack, options.out);
    console.log(
      `${pack.merchant}, release ${pack.release}: ${pack.files.length} scripts and stylesheets, tamper check ${pack.verification.passed ? 'passed' : 'FAILED'}`,
    );
    console.log(`written: ${path.join(folder, 'evidence.md')} and evidence.json`);
    process.exitCode = pack.verification.passed ? 0 : 1;
  } catch (error) {
    console.error(`evidence: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
