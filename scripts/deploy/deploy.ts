import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisePool } from '@scripts/build/promise-pool';
import { cloudFrontSender } from './cloudfront-client';
import { functionsOfBuild, publishFunction, type SendFunctionRequest } from './cloudfront-publish';
import { type DeployOptions, deployUsage, parseDeployArguments } from './deploy-options';
import { listLocalFiles } from './local-files';
import { pagesOfOtherReleases } from './mixed-release';
import { pageMetadataOfBuild } from './page-metadata';
import { checkPromotionSource } from './promotion';
import {
  defaultKeptReleases,
  keptRecords,
  type MerchantRelease,
  merchantReleases,
  retainedByReleases,
} from './release-records';
import { readBuildRecords, readReleaseRecords, writeReleaseRecords } from './release-store';
import {
  contentHashMetadata,
  type DeployPlan,
  objectsToCheck,
  planDeploy,
  type RemoteObject,
  type UploadGroup,
  uploadGroups,
} from './s3-plan';
import { type ObjectStore, s3Store } from './s3-store';

/**
 * `npm run deploy -- --bucket <name> [--prefix p] [--dry-run] [--prune --prune-older-than 7d]
 * [--publish-functions]`: uploads dist/ to S3 as docs/deploy.md prescribes, then publishes the
 * CloudFront Functions when asked (after the pages they route to, before any prune). The plan (s3-plan.ts) decides groups, headers
 * and order; this file lists the bucket, carries the plan out group by group (a group that has a
 * failure stops the deploy before the next one, so no page goes up without its assets), and
 * reports. The S3 calls are in s3-store.ts.
 */

export type DeployEvent =
  | { type: 'put'; group: UploadGroup; key: string }
  | { type: 'delete'; key: string }
  | { type: 'function'; name: string; outcome: 'created' | 'updated' }
  | { type: 'group'; group: UploadGroup; uploaded: number; unchanged: number; failed: number }
  | { type: 'message'; text: string };

export interface DeployResult {
  plan: DeployPlan;
  uploaded: number;
  unchanged: number;
  /** Objects whose content hash was read (one HEAD each) because their ETag is not the file's MD5. */
  checked: number;
  deleted: number;
  /** Release records written after the pages (copies, records, live pointers: release-records.ts). */
  recorded: number;
  /** The build's release id, when its routes.json names one. */
  release?: string;
  failures: string[];
}

const uploadConcurrency = 8;
/** HEADs are small and cheap: a bucket encrypted with SSE-KMS needs one per object of the build. */
const checkConcurrency = 16;

export async function deploy(
  options: DeployOptions,
  dependencies: {
    store: ObjectStore;
    now?: Date;
    onEvent?: (event: DeployEvent) => void;
    /** Sends the CloudFront requests of --publish-functions (cloudfront-client.ts). */
    functions?: SendFunctionRequest;
    /** The bucket of --promote-from (the same endpoint and credentials). */
    source?: ObjectStore;
  },
): Promise<DeployResult> {
  const { store } = dependencies;
  const emit = dependencies.onEvent ?? (() => {});
  const say = (text: string): void => emit({ type: 'message', text });

  const built = await listLocalFiles(options.dist);
  const paths = new Set(built.map((file) => file.path));
  if (!paths.has('configuration') || !built.some((file) => file.path.endsWith('.html'))) {
    throw new Error(`${options.dist} has no configuration or no page: run npm run build first`);
  }
  // Every page goes up with its own security headers as metadata (page-metadata.ts).
  const pageMetadata = await pageMetadataOfBuild(options.dist, built);
  const local = built.map((file) => {
    const metadata = pageMetadata.get(file.path);
    return metadata ? { ...file, metadata } : file;
  });
  // Read before anything is written, so a build without them fails before the upload.
  const functions = options.publishFunctions
    ? await functionsOfBuild(options.dist, options.functionNames)
    : [];
  if (functions.length > 0 && !options.dryRun && !dependencies.functions) {
    throw new Error('--publish-functions: no CloudFront client');
  }
  if (options.promoteFrom && !dependencies.source)
    throw new Error('--promote-from: no store for the source bucket');
  const now = dependencies.now ?? new Date();
  // Each merchant's release, recorded in the bucket after the pages so it can be put back later.
  const build = await readBuildRecords(options.dist);
  const release = build?.routes.release;
  const mixed =
    build && release !== undefined ? await pagesOfOtherReleases(options.dist, build.routes, release) : [];
  if (mixed.length > 0) {
    throw new Error(
      `not deployed: ${options.dist} is not one build: ${mixed.length} page(s) name another release than ` +
        `routes.json (${release}), as after \`npm run build -- --only\`; deploy a full build (\`npm run build\`):\n  ` +
        mixed.slice(0, 10).join('\n  '),
    );
  }
  const records =
    build && release !== undefined
      ? merchantReleases(build.routes, local, build.inventories, { release, deployedAt: now })
      : [];
  const listed = await store.list(options.prefix);
  // A listing has no metadata: it is read (one HEAD) where the ETag cannot settle it, and for pages.
  const toCheck = objectsToCheck(local, listed, options);
  const remote = await withMetadata(store, listed, toCheck);
  const retained = options.prune ? await retainedForRollback(store, listed, records, options) : undefined;
  const plan = planDeploy(local, remote, {
    prefix: options.prefix,
    force: options.force,
    prune: options.prune,
    ...(options.pruneGraceSeconds !== undefined ? { pruneGraceSeconds: options.pruneGraceSeconds } : {}),
    ...(retained ? { retained } : {}),
    now,
  });
  const target = `s3://${options.bucket}/${options.prefix}`;
  say(
    `${options.dryRun ? 'dry run: ' : ''}deploying ${options.dist} to ${target} (${remote.length} objects there)`,
  );

  if (toCheck.length > 0) {
    const checked = new Set(toCheck);
    const same = plan.uploads.filter((upload) => upload.unchanged && checked.has(upload.key)).length;
    say(
      `${toCheck.length} objects compared by content hash (their ETag is not the file's MD5: changed, or an encrypted bucket): ${same} unchanged`,
    );
  }
  if (release !== undefined) say(`release ${release}`);
  else say('routes.json names no release: no release records (a build of an earlier version)');
  const source = options.promoteFrom;
  if (source && dependencies.source) {
    const toCopy = plan.uploads.filter((upload) => !upload.unchanged);
    const problems = await checkPromotionSource(dependencies.source, source.prefix, toCopy);
    if (problems.length > 0) {
      throw new Error(
        `not promoted: s3://${source.bucket}/${source.prefix} does not hold this build (${problems.length} file(s)); ` +
          `deploy and verify this build there first, or use its dist/:\n  ${problems.slice(0, 10).join('\n  ')}`,
      );
    }
    say(
      `promoting from s3://${source.bucket}/${source.prefix}: its ${toCopy.length} objects to write hold this build's bytes, copied inside S3`,
    );
  }
  const result: DeployResult = {
    plan,
    uploaded: 0,
    unchanged: 0,
    checked: toCheck.length,
    deleted: 0,
    recorded: 0,
    ...(release !== undefined ? { release } : {}),
    failures: [],
  };
  for (const group of uploadGroups) {
    const entries = plan.uploads.filter((upload) => upload.group === group);
    const toWrite = entries.filter((upload) => !upload.unchanged);
    const unchanged = entries.length - toWrite.length;
    result.unchanged += unchanged;
    let uploaded = 0;
    let failed = 0;
    if (options.dryRun) {
      for (const upload of toWrite) {
        const metadata = Object.keys(upload.metadata);
        say(
          `  would upload ${upload.key}  [${upload.contentType}; ${upload.cacheControl}${metadata.length > 0 ? `; metadata ${metadata.join(', ')}` : ''}]`,
        );
      }
      say(`${group}: ${toWrite.length} to upload, ${unchanged} unchanged`);
      continue;
    }
    await promisePool(toWrite, uploadConcurrency, async (upload) => {
      try {
        if (source) {
          // The bytes verified on the source bucket go live as they are there (checked above).
          await store.copy(
            `${source.prefix}${upload.objectPath}`,
            upload.key,
            {
              contentType: upload.contentType,
              cacheControl: upload.cacheControl,
              ...(upload.contentEncoding ? { contentEncoding: upload.contentEncoding } : {}),
              metadata: { ...upload.metadata, [contentHashMetadata]: upload.sha256 },
            },
            source.bucket,
          );
        } else await store.put(upload.key, path.join(options.dist, upload.path), upload);
        uploaded++;
        emit({ type: 'put', group, key: upload.key });
      } catch (error) {
        failed++;
        result.failures.push(`${upload.key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    result.uploaded += uploaded;
    emit({ type: 'group', group, uploaded, unchanged, failed });
    say(`${group}: ${uploaded} uploaded, ${unchanged} unchanged${failed > 0 ? `, ${failed} FAILED` : ''}`);
    if (failed > 0) {
      say(`stopping: the next groups would point at files that are not in the bucket`);
      return result;
    }
  }

  for (const fn of functions) {
    const event = fn.role === 'routes' ? 'viewer request' : 'viewer response';
    if (options.dryRun || !dependencies.functions) {
      say(
        `  would publish ${fn.file} (${fn.code.length} bytes) as CloudFront function ${fn.name} (${event})`,
      );
      continue;
    }
    try {
      const outcome = await publishFunction(dependencies.functions, fn);
      emit({ type: 'function', name: fn.name, outcome });
      say(`function ${fn.name} (${event}): ${outcome} and published from ${fn.file}`);
    } catch (error) {
      result.failures.push(error instanceof Error ? error.message : String(error));
      say(`stopping: CloudFront function ${fn.name} was not published`);
      return result;
    }
  }

  if (records.length > 0) {
    if (options.dryRun) say(`would record release ${release} for ${records.length} pages in _releases/`);
    else {
      try {
        result.recorded = await writeReleaseRecords(store, records, {
          prefix: options.prefix,
          dist: options.dist,
          existing: new Set(listed.map((object) => object.key)),
        });
        say(
          `release ${release} recorded for ${records.length} pages: ${result.recorded} objects in _releases/`,
        );
      } catch (error) {
        result.failures.push(`release records: ${error instanceof Error ? error.message : String(error)}`);
        say('stopping: the release records were not written, so nothing is pruned');
        return result;
      }
    }
  }

  if (options.prune) {
    const verb = options.dryRun ? 'would delete' : 'deleting';
    for (const deletion of plan.deletions) say(`  ${verb} ${deletion.key}`);
    if (!options.dryRun && plan.deletions.length > 0) {
      try {
        await store.delete(plan.deletions.map((deletion) => deletion.key));
        result.deleted = plan.deletions.length;
        for (const deletion of plan.deletions) emit({ type: 'delete', key: deletion.key });
      } catch (error) {
        result.failures.push(`prune: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const reasons = new Map<string, number>();
    for (const kept of plan.kept) reasons.set(kept.reason, (reasons.get(kept.reason) ?? 0) + 1);
    const keptText = [...reasons].map(([reason, count]) => `${count} kept (${reason})`).join(', ');
    say(
      `prune: ${plan.deletions.length} ${options.dryRun ? 'to delete' : 'deleted'}${keptText ? `, ${keptText}` : ''}`,
    );
  }
  return result;
}

/**
 * What prune keeps for a rollback: the records already in the bucket and this build's, the newest
 * `keepReleases` per merchant (and its live one), with every object they need.
 */
async function retainedForRollback(
  store: ObjectStore,
  listed: readonly RemoteObject[],
  records: readonly MerchantRelease[],
  options: DeployOptions,
): Promise<Map<string, string>> {
  const existing = await readReleaseRecords(store, listed, options.prefix);
  const live = new Map(existing.live);
  for (const record of records) live.set(record.key, record.release);
  const fresh = new Set(records.map((record) => `${record.key}\0${record.release}`));
  const all = [
    ...existing.records.filter((record) => !fresh.has(`${record.key}\0${record.release}`)),
    ...records,
  ];
  const kept = keptRecords(all, options.keepReleases ?? defaultKeptReleases, live);
  return retainedByReleases(kept, options.prefix, live.keys());
}

/** The listing, with the metadata read for each of `keys` (one HEAD each). */
async function withMetadata(
  store: ObjectStore,
  listed: readonly RemoteObject[],
  keys: readonly string[],
): Promise<RemoteObject[]> {
  const read = new Map<string, Record<string, string> | undefined>();
  await promisePool(keys, checkConcurrency, async (key) => {
    read.set(key, await store.metadata(key));
  });
  return listed.map((object) => {
    const metadata = read.get(object.key);
    return metadata === undefined ? object : { ...object, metadata };
  });
}

export function summary(result: DeployResult, dryRun: boolean): string {
  if (dryRun) {
    const toUpload = result.plan.uploads.filter((upload) => !upload.unchanged).length;
    return `dry run: ${toUpload} to upload, ${result.unchanged} unchanged, ${result.plan.deletions.length} to delete; nothing written`;
  }
  const line = `deployed${result.release ? ` release ${result.release}` : ''}: ${result.uploaded} uploaded, ${result.unchanged} unchanged, ${result.deleted} deleted`;
  if (result.failures.length === 0) return line;
  return [`${line}, ${result.failures.length} FAILED:`, ...result.failures.map((f) => `  ${f}`)].join('\n');
}

async function main(): Promise<void> {
  let options: DeployOptions;
  try {
    options = parseDeployArguments(process.argv.slice(2), process.env);
    options = { ...options, dist: path.resolve(options.dist) };
    if (!(await stat(options.dist)).isDirectory()) throw new Error(`${options.dist} is not a folder`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(deployUsage);
    process.exitCode = 2;
    return;
  }
  // The bucket, region and endpoint the command was given; the SDK's defaults for the rest.
  const store = s3Store(options);
  let cloudFront: Awaited<ReturnType<typeof cloudFrontSender>> | undefined;
  try {
    if (options.publishFunctions && !options.dryRun) cloudFront = await cloudFrontSender();
  } catch (error) {
    console.error(`deploy: --publish-functions: ${error instanceof Error ? error.message : String(error)}`);
    store.close();
    process.exitCode = 1;
    return;
  }
  const source = options.promoteFrom
    ? s3Store({
        bucket: options.promoteFrom.bucket,
        ...(options.region !== undefined ? { region: options.region } : {}),
        ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
      })
    : undefined;
  try {
    const result = await deploy(options, {
      store,
      ...(source ? { source } : {}),
      ...(cloudFront ? { functions: cloudFront.send } : {}),
      onEvent: (event) => {
        if (event.type === 'message') console.log(event.text);
      },
    });
    console.log(summary(result, options.dryRun));
    process.exitCode = result.failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    store.close();
    source?.close();
    cloudFront?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
