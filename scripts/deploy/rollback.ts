import { pathToFileURL } from 'node:url';
import { promisePool } from '@scripts/build/promise-pool';
import { parseCommandLine, UsageError } from '@scripts/command-line';
import { variantKey } from '@variants/registry-validation';
import { newestFirst, objectMetadata, objectsOf, rollbackTarget, rollbackWrites } from './release-records';
import { readMerchantReleases, writeLivePointer } from './release-store';
import { normalizePrefix } from './s3-plan';
import { type ObjectStore, s3Store } from './s3-store';

/**
 * `npm run rollback -- --bucket <name> --merchant <path> [--to <release>] [--prefix p]
 * [--endpoint url] [--region r] [--dry-run] [--list]`: puts one merchant's previous release (or the
 * one named) live again from the records every deploy keeps in the bucket (release-records.ts),
 * without a build and without touching any other merchant. Like a deploy, it checks first that
 * every file the release needs is in the bucket, writes the files the page loads, and the page
 * last; then it records that release as the merchant's live one.
 */

export interface RollbackOptions {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region?: string;
  /** Registry path or bundle key: "aober/chicshes.html" or "aober/chicshes". */
  merchant: string;
  to?: string;
  dryRun: boolean;
  list: boolean;
}

export const rollbackUsage =
  'usage: npm run rollback -- --bucket <name> --merchant <path> [--to <release>] [--prefix <path>] ' +
  '[--endpoint <url>] [--region <region>] [--dry-run] [--list]\n' +
  'environment: HPP_S3_BUCKET, HPP_S3_PREFIX, HPP_S3_ENDPOINT, HPP_S3_REGION (flags win)';

const specs = {
  bucket: { type: 'string', value: 'name' },
  prefix: { type: 'string', value: 'path' },
  endpoint: { type: 'string', value: 'url' },
  region: { type: 'string', value: 'region' },
  merchant: { type: 'string', value: 'path' },
  to: { type: 'string', value: 'release' },
  'dry-run': { type: 'boolean' },
  list: { type: 'boolean' },
} as const;

export function parseRollbackArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): RollbackOptions {
  const { values } = parseCommandLine('npm run rollback', argv, specs);
  const bucket = values.bucket ?? env.HPP_S3_BUCKET;
  const endpoint = values.endpoint ?? env.HPP_S3_ENDPOINT;
  const region = values.region ?? env.HPP_S3_REGION;
  if (!bucket) throw new UsageError('npm run rollback: no bucket: give --bucket or set HPP_S3_BUCKET');
  if (!values.merchant) throw new UsageError('npm run rollback: --merchant <path> is required (e.g. basic)');
  if (values.to !== undefined && values.list)
    throw new UsageError('npm run rollback: --to and --list do not go together');
  return {
    bucket,
    prefix: normalizePrefix(values.prefix ?? env.HPP_S3_PREFIX ?? ''),
    ...(endpoint ? { endpoint } : {}),
    ...(region ? { region } : {}),
    merchant: values.merchant,
    ...(values.to !== undefined ? { to: values.to } : {}),
    dryRun: values['dry-run'] ?? false,
    list: values.list ?? false,
  };
}

export interface RollbackResult {
  from?: string;
  to?: string;
  written: number;
  problems: string[];
}

export async function rollback(
  options: RollbackOptions,
  store: ObjectStore,
  say: (line: string) => void = () => {},
): Promise<RollbackResult> {
  const key = variantKey(options.merchant);
  const { records, live } = await readMerchantReleases(store, options.prefix, key);
  if (options.list || records.length === 0) {
    if (records.length === 0)
      say(`${options.merchant}: no release kept in s3://${options.bucket}/${options.prefix}`);
    for (const record of newestFirst(records)) {
      say(`${record.release}  deployed ${record.deployedAt}${record.release === live ? '  (live)' : ''}`);
    }
    return {
      ...(live ? { from: live } : {}),
      written: 0,
      problems: records.length === 0 ? ['no release kept'] : [],
    };
  }
  const target = rollbackTarget(records, live, options.to);
  if ('problem' in target)
    return {
      ...(live ? { from: live } : {}),
      written: 0,
      problems: [`${options.merchant}: ${target.problem}`],
    };
  const { record } = target;
  // Everything it needs, before anything is written: a release with a file missing stays off.
  const present = new Set((await store.list(options.prefix)).map((object) => object.key));
  const missing = objectsOf(record, options.prefix)
    .filter((object) => !present.has(object.key))
    .map((object) => `${object.key} (${object.file.path})`);
  if (missing.length > 0) {
    return {
      ...(live ? { from: live } : {}),
      to: record.release,
      written: 0,
      problems: missing.map((m) => `missing: ${m}`),
    };
  }
  const writes = rollbackWrites(record, options.prefix);
  say(
    `${options.merchant}: ${live ?? 'unknown'} → ${record.release} (deployed ${record.deployedAt}), ${writes.length} objects${options.dryRun ? ' (dry run)' : ''}`,
  );
  if (options.dryRun) {
    for (const write of writes) say(`  would copy ${write.source} → ${write.key}`);
    return { ...(live ? { from: live } : {}), to: record.release, written: 0, problems: [] };
  }
  let written = 0;
  // The files a page loads first, then its page(s), as a deploy writes them.
  for (const group of ['static', 'pages'] as const) {
    await promisePool(
      writes.filter((write) => (write.file.group === 'pages') === (group === 'pages')),
      8,
      async (write) => {
        await store.copy(write.source, write.key, {
          contentType: write.file.contentType,
          cacheControl: write.file.cacheControl,
          ...(write.file.contentEncoding ? { contentEncoding: write.file.contentEncoding } : {}),
          metadata: objectMetadata(write.file),
        });
        written++;
      },
    );
  }
  await writeLivePointer(store, options.prefix, key, record.release);
  say(
    `${options.merchant}: release ${record.release} is live again (${written} objects); run npm run verify-deploy`,
  );
  return { ...(live ? { from: live } : {}), to: record.release, written, problems: [] };
}

async function main(): Promise<void> {
  let options: RollbackOptions;
  try {
    options = parseRollbackArguments(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(rollbackUsage);
    process.exitCode = 2;
    return;
  }
  // The bucket, region and endpoint the command was given; the SDK's defaults for the rest.
  const store = s3Store(options);
  try {
    const result = await rollback(options, store, (line) => console.log(line));
    for (const problem of result.problems) console.error(`rollback: ${problem}`);
    process.exitCode = result.problems.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`rollback: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
