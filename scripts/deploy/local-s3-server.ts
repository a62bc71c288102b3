import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type S3rverClass from '@20minutes/s3rver';

/**
 * The deploy tests' S3 (local-s3.ts starts it): @20minutes/s3rver on 127.0.0.1 with a free port,
 * keeping its objects in the folder given as the only argument. It prints `{"port":…}` once it
 * listens and stops when its standard input closes (so it never outlives the test that started
 * it) or on SIGTERM.
 *
 * It runs in a process of its own because it needs `node --openssl-legacy-provider`: the
 * emulator writes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node 17 and
 * later) refuses by default, so without the flag every listing of more than 1,000 keys fails
 * with a 500. Nothing else of the project runs with that flag.
 */

/**
 * Its listing pages out of order past 1,000 keys: it walks its folders in readdir order and
 * cuts a page after the 1,000th key, then starts the next after that key by string order. The
 * two orders differ wherever a folder and a file share a start ("apm/" is walked before
 * "apm-….js", the APM chunk, whose key sorts first), so the next page repeats or skips keys. With the
 * real build a listing gave 70 keys twice and another left 2 out. S3 lists in key order (UTF-8
 * bytes); this walk does too, which makes its paging right. It replaces the package's `walk`
 * before the store module reads it, so it must run before the server is loaded.
 */
function* walkInKeyOrder(dir: string, recurseFilter?: (dirPath: string) => boolean): Generator<string> {
  // An object "name" is the file "name._S3rver_object" (with siblings for its metadata); a
  // folder "seg" holds the keys "seg/…". Sort by what each adds to the key.
  const entries = readdirSync(dir).map((name) => {
    const file = path.posix.join(dir, name);
    const isDirectory = statSync(file).isDirectory();
    return { file, isDirectory, keyPart: isDirectory ? `${name}/` : name.replace(/\._S3rver_[a-z.]+$/, '') };
  });
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.keyPart), Buffer.from(b.keyPart)));
  for (const entry of entries) {
    if (!entry.isDirectory) yield entry.file;
    else if (!recurseFilter || recurseFilter(entry.file)) yield* walkInKeyOrder(entry.file, recurseFilter);
  }
}

const require = createRequire(import.meta.url);
(require('@20minutes/s3rver/lib/utils.js') as { walk: typeof walkInKeyOrder }).walk = walkInKeyOrder;

/**
 * A copy with replaced headers (CopyObject, MetadataDirective REPLACE: every rollback and
 * promotion) writes the new bytes but keeps the key's old MD5 beside them, so the key goes on
 * listing the ETag of what was there before. S3 gives the ETag of the bytes copied. With the old
 * one a rolled-back page looked like the newer build's to deploy (which then skipped it) and to a
 * promotion's source check (which then passed a page staging no longer held). Removing the MD5
 * file after the copy makes the store compute it from the bytes, as it does for a missing one.
 */
interface CopyingStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  copyObject(...args: unknown[]): Promise<unknown>;
}
const filesystemStore = require('@20minutes/s3rver/lib/stores/filesystem.js') as { prototype: CopyingStore };
const copyObject = filesystemStore.prototype.copyObject;
filesystemStore.prototype.copyObject = async function (this: CopyingStore, ...args: unknown[]) {
  const [, , destBucket, destKey] = args as [string, string, string, string];
  await rm(this.getResourcePath(destBucket, destKey, 'object.md5'), { force: true });
  return copyObject.apply(this, args);
};
const S3rver = require('@20minutes/s3rver') as typeof S3rverClass;

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node --openssl-legacy-provider --import tsx local-s3-server.ts <folder> [port]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  // A port of its own when given (npm run local-s3 -- --port), otherwise a free one.
  port: Number(process.argv[3] ?? 0),
  directory,
  silent: true,
  // It checks SigV4 signatures, but canonicalises a bucket's path as "/bucket" where the SDK
  // signs "/bucket/" (ListObjectsV2, DeleteObjects, CreateBucket): every bucket request would
  // be refused. The access key must still be the one it knows (local-s3.ts).
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let closing = false;
const close = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.stdin.on('end', close);
process.stdin.resume();
process.on('SIGTERM', close);
