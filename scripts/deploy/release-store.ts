import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ScriptsManifest, scriptsManifestName } from '@scripts/build/integrity';
import { promisePool } from '@scripts/build/promise-pool';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { variantKey } from '@variants/registry-validation';
import {
  liveKey,
  type MerchantRelease,
  objectMetadata,
  parseRecord,
  recordKey,
  recordOwner,
  releasesFolder,
  snapshotKey,
} from './release-records';
import type { RemoteObject } from './s3-plan';
import type { ObjectStore } from './s3-store';

/**
 * Reading and writing the release records of release-records.ts in a bucket: what deploy.ts writes
 * after the pages are live, and what rollback.ts and prune read.
 */

const concurrency = 8;
const recordHeaders = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };

/** The build's routes manifest and each page's inventory, or undefined for a build without them. */
export async function readBuildRecords(
  dist: string,
): Promise<{ routes: RoutesManifest; inventories: Map<string, ScriptsManifest> } | undefined> {
  let routes: RoutesManifest;
  try {
    routes = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')) as RoutesManifest;
  } catch {
    return undefined;
  }
  if (!Array.isArray(routes.routes)) return undefined;
  const inventories = new Map<string, ScriptsManifest>();
  for (const route of routes.routes) {
    try {
      const file = path.join(dist, variantKey(route.variant), scriptsManifestName);
      inventories.set(route.variant, JSON.parse(await readFile(file, 'utf8')) as ScriptsManifest);
    } catch {
      // A page without an inventory is recorded without one; verify-deploy reports it.
    }
  }
  return { routes, inventories };
}

/** Every release record and live pointer the listing shows under the prefix. */
export async function readReleaseRecords(
  store: ObjectStore,
  listed: readonly RemoteObject[],
  prefix: string,
): Promise<{ records: MerchantRelease[]; live: Map<string, string> }> {
  const records: MerchantRelease[] = [];
  const live = new Map<string, string>();
  const start = `${prefix}${releasesFolder}`;
  await promisePool(
    listed.filter((object) => object.key.startsWith(start)),
    concurrency,
    async (object) => {
      if (object.key.endsWith('/live')) {
        const body = await store.get(object.key);
        const key = object.key.slice(start.length, -'/live'.length);
        if (body) live.set(key, new TextDecoder().decode(body).trim());
      } else if (recordOwner(prefix, object.key) !== undefined) {
        const body = await store.get(object.key);
        const record = body ? parseRecord(new TextDecoder().decode(body)) : undefined;
        if (record) records.push(record);
      }
    },
  );
  return { records, live };
}

/** One merchant's records and live pointer, read with their own listing. */
export async function readMerchantReleases(
  store: ObjectStore,
  prefix: string,
  key: string,
): Promise<{ records: MerchantRelease[]; live: string | undefined }> {
  const listed = await store.list(`${prefix}${releasesFolder}${key}/`);
  // Not a nested merchant's ("salesforce/templates/" lists "salesforce/templates/mobile/…" too).
  const own = listed.filter(
    (object) => !object.key.slice(`${prefix}${releasesFolder}${key}/`.length).includes('/'),
  );
  const { records, live } = await readReleaseRecords(store, own, prefix);
  return { records: records.filter((record) => record.key === key), live: live.get(key) };
}

export async function writeLivePointer(store: ObjectStore, prefix: string, key: string, release: string) {
  await store.putBytes(liveKey(prefix, key), new TextEncoder().encode(`${release}\n`), {
    ...recordHeaders,
    contentType: 'text/plain; charset=utf-8',
    metadata: {},
  });
}

/**
 * After a deploy's pages are live: a copy of every file of each merchant that is overwritten in
 * place (unless the bucket has that content already), then each merchant's record, then its live
 * pointer. Returns how many objects were written.
 */
export async function writeReleaseRecords(
  store: ObjectStore,
  records: readonly MerchantRelease[],
  options: { prefix: string; dist: string; existing: ReadonlySet<string> },
): Promise<number> {
  const snapshots = new Map<string, MerchantRelease['files'][number]>();
  for (const record of records) {
    for (const file of record.files) {
      const key = snapshotKey(options.prefix, file.sha256);
      if (file.group !== 'assets' && !options.existing.has(key)) snapshots.set(key, file);
    }
  }
  await promisePool([...snapshots], concurrency, async ([key, file]) => {
    await store.put(key, path.join(options.dist, file.source ?? file.path), {
      contentType: file.contentType,
      cacheControl: file.cacheControl,
      md5: file.md5,
      sha256: file.sha256,
      metadata: objectMetadata(file),
    });
  });
  await promisePool(records, concurrency, async (record) => {
    const body = new TextEncoder().encode(`${JSON.stringify(record, null, 2)}\n`);
    await store.putBytes(recordKey(options.prefix, record.key, record.release), body, {
      ...recordHeaders,
      metadata: {},
    });
  });
  await promisePool(records, concurrency, (record) =>
    writeLivePointer(store, options.prefix, record.key, record.release),
  );
  return snapshots.size + records.length * 2;
}
