import { promisePool } from '@scripts/build/promise-pool';
import { type PlannedUpload, sameContent } from './s3-plan';
import type { ObjectStore } from './s3-store';

/**
 * Promotion (`npm run deploy -- --bucket <production> --promote-from <staging>`): the bytes
 * verified on staging are the ones that go live. The local build decides the plan (keys, headers,
 * order, release records) and must be the build deployed to staging; every object to write is
 * first checked to be in the source bucket with this build's content, then copied inside S3. A
 * rebuild that came out different, or a staging bucket that holds something else, stops it here.
 */
export async function checkPromotionSource(
  source: ObjectStore,
  sourcePrefix: string,
  uploads: readonly PlannedUpload[],
): Promise<string[]> {
  const listed = new Map((await source.list(sourcePrefix)).map((object) => [object.key, object]));
  const problems: string[] = [];
  await promisePool(uploads, 16, async (upload) => {
    const key = `${sourcePrefix}${upload.objectPath}`;
    const object = listed.get(key);
    if (!object) {
      problems.push(`${key}: not there`);
      return;
    }
    const file = { path: upload.path, md5: upload.md5, sha256: upload.sha256, size: upload.size };
    if (sameContent(file, object)) return;
    // The ETag is no MD5 (an encrypted bucket) or the bytes differ: the hash written with it decides.
    const metadata = await source.metadata(key);
    if (!sameContent(file, { ...object, ...(metadata ? { metadata } : {}) })) {
      problems.push(`${key}: other content than this build's ${upload.path}`);
    }
  });
  return problems.sort();
}
