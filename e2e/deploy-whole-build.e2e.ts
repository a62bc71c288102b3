import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { distDir } from '@scripts/browser/site';
import { promisePool } from '@scripts/build/promise-pool';
import { type DeployEvent, type DeployResult, deploy } from '@scripts/deploy/deploy';
import type { DeployOptions } from '@scripts/deploy/deploy-options';
import { listLocalFiles } from '@scripts/deploy/local-files';
import { etagsNotMd5, type LocalS3, startLocalS3 } from '@scripts/deploy/local-s3';
import { groupOf } from '@scripts/deploy/s3-plan';
import type { ObjectStore } from '@scripts/deploy/s3-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run deploy` of the real build (dist/, about 3,700 uploaded files: more than three
 * listing pages of 1,000 keys) to the local S3 emulator: the first deploy, a redeploy with nothing
 * changed (the path that skips unchanged files), the same through a bucket whose ETags are not
 * MD5s (SSE-KMS), and a prune that deletes an older build's 1,050 files (two DeleteObjects
 * batches) and nothing of this one. Needs no browser, only the build: it lives in this suite
 * because this suite runs after `npm run build`.
 */

const bucket = 'hpp-whole-build';
const prefix = 'site/';
// Files of an older build, in the bucket before this one: the prune must delete exactly these.
const staleKeys = Array.from(
  { length: 1050 },
  (_, i) => `${prefix}basic/assets/old-chunk-${String(i).padStart(4, '0')}-AbCd1234.js`,
);

let root: string;
let s3: LocalS3;
let buildKeys: string[];

async function run(extra: Partial<DeployOptions> = {}, store: ObjectStore = s3.store()) {
  const events: DeployEvent[] = [];
  const started = performance.now();
  try {
    const result: DeployResult = await deploy(s3.deployOptions(distDir, extra), {
      store,
      onEvent: (event) => events.push(event),
    });
    return { result, events, seconds: (performance.now() - started) / 1000 };
  } finally {
    store.close();
  }
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.client.send(
      new ListObjectsV2Command({ Bucket: bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }),
    );
    // The release records (release-records.ts) are the deploy's own, beside the site's files.
    for (const object of page.Contents ?? []) {
      if (!object.Key?.startsWith(`${prefix}_releases/`)) keys.push(object.Key ?? '');
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys.sort();
}

beforeAll(async () => {
  const local = await listLocalFiles(distDir);
  buildKeys = local
    .filter((file) => groupOf(file.path) !== undefined)
    .map((file) => `${prefix}${file.path}`)
    .sort();
  root = await mkdtemp(path.join(tmpdir(), 'hpp-deploy-whole-'));
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket, prefix });
  await promisePool(staleKeys, 16, async (Key) => {
    await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: `/* ${Key} */` }));
  });
}, 60_000);

afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 30_000);

describe('npm run deploy of the whole build to the local S3', () => {
  it('uploads every file of the build', { timeout: 120_000 }, async () => {
    expect(buildKeys.length).toBeGreaterThan(3000);
    const { result, seconds } = await run();
    console.log(`deploy of ${buildKeys.length} files: ${seconds.toFixed(1)} s`);
    expect(result.failures).toEqual([]);
    expect(result.uploaded).toBe(buildKeys.length);
    // Each page's release recorded: a copy of each file written in place, a record and a live pointer.
    expect(result.release).toMatch(/\.[0-9a-f]{12}$/);
    expect(result.recorded).toBeGreaterThan(2 * 40);
    // Every key once, in five pages: the emulator's paging is right (local-s3-server.ts).
    expect(await bucketKeys()).toEqual([...buildKeys, ...staleKeys].sort());
  });

  it('redeploys with nothing changed: every object unchanged by its ETag, a page by its headers too (one HEAD each), nothing written', async () => {
    const { result, seconds } = await run();
    console.log(`redeploy, nothing changed: ${seconds.toFixed(1)} s`);
    expect(result.failures).toEqual([]);
    // A page's .br and .gz copies carry its headers too, so each is checked like the page.
    const pages = buildKeys.filter((key) => /\.html(\.br|\.gz)?$/.test(key)).length;
    expect(pages).toBeGreaterThan(3 * 40);
    expect([result.uploaded, result.unchanged, result.checked]).toEqual([0, buildKeys.length, pages]);
  }, 60_000);

  it('redeploys to a bucket whose ETags are not MD5s: one HEAD per object, nothing written', async () => {
    const store = etagsNotMd5(s3.store());
    const { result, seconds } = await run({}, store);
    console.log(`redeploy, ETags not MD5s: ${store.hashReads()} HEADs, ${seconds.toFixed(1)} s`);
    expect(result.failures).toEqual([]);
    expect([result.uploaded, result.unchanged]).toEqual([0, buildKeys.length]);
    expect(store.hashReads()).toBe(buildKeys.length);
  }, 90_000);

  it('prunes the older build past the grace period and keeps all of this one', async () => {
    // A grace of 1 s; LastModified is in whole seconds here, so let 2 s pass since the last write.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const { result, events, seconds } = await run({ prune: true, pruneGraceSeconds: 1 });
    console.log(`prune of ${staleKeys.length} files: ${seconds.toFixed(1)} s`);
    expect(result.failures).toEqual([]);
    expect(result.uploaded).toBe(0);
    expect(events.flatMap((event) => (event.type === 'delete' ? [event.key] : [])).sort()).toEqual(staleKeys);
    expect(await bucketKeys()).toEqual(buildKeys);
  }, 60_000);
});
