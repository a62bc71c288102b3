import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DeployOptions } from './deploy-options';
import { createS3Client, type ObjectStore, type StoreOptions, s3Store } from './s3-store';

/** What the emulator accepts (its one built-in account); the deploy command line reads them from AWS_* variables. */
export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** A client on the bucket, for what a test reads or writes behind deploy's back. */
  client: S3Client;
  /** A new store on the bucket, as `npm run deploy` opens one. */
  store(): ObjectStore;
  /** Deploy's options for `dist` into the bucket and prefix: uploads only, unless `extra` says more. */
  deployOptions(dist: string, extra?: Partial<DeployOptions>): DeployOptions;
  close(): Promise<void>;
}

const serverScript = fileURLToPath(new URL('./local-s3-server.ts', import.meta.url));

/** Starts local-s3-server.ts in its own Node process and waits for the port it listens on. */
async function startServer(directory: string, port = 0): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', serverScript, directory, String(port)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the local S3 server exited (code ${code}) before it listened`);
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const firstLine = once(lines, 'line').then(([line]) => line as string);
  try {
    const line = await Promise.race([firstLine, exited]);
    lines.close();
    return { port: (JSON.parse(line) as { port: number }).port, child };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/**
 * Test support: a real S3-compatible server (@20minutes/s3rver, a maintained fork of s3rver, in
 * a child process on 127.0.0.1 with a free port, keeping its objects in `directory`) with one
 * empty bucket, and deploy pointed at it. It lists in pages of 1,000 keys with continuation
 * tokens, and deletes in batches, as S3 does.
 */
export async function startLocalS3(options: {
  directory: string;
  bucket: string;
  prefix: string;
  /** A port on 127.0.0.1; a free one when absent. */
  port?: number;
}): Promise<LocalS3> {
  const { directory, bucket, prefix } = options;
  const { port, child } = await startServer(directory, options.port);
  const endpoint = `http://127.0.0.1:${port}`;
  const storeOptions: StoreOptions = {
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: localS3Credentials,
  };
  const client = createS3Client(storeOptions);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // A folder kept from an earlier run (npm run local-s3) has the bucket already.
    if ((error as { name?: string }).name !== 'BucketAlreadyOwnedByYou') throw error;
  }
  return {
    endpoint,
    client,
    store: () => s3Store(storeOptions),
    deployOptions: (dist, extra = {}) => ({
      bucket,
      prefix,
      endpoint,
      dist,
      dryRun: false,
      force: false,
      prune: false,
      publishFunctions: false,
      functionNames: {},
      ...extra,
    }),
    close: async () => {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      // Closing its standard input is its signal to stop (local-s3-server.ts).
      child.stdin?.end();
      await exited;
    },
  };
}

/**
 * The store as a bucket encrypted with SSE-KMS shows itself to the deploy: every ETag the
 * listing gives is not the MD5 of the content (here a hash of the emulator's ETag, so it still
 * changes with each write, as S3's does). Everything else goes to `store` unchanged; `hashReads`
 * counts the metadata read (one HEAD each), the cost of such a bucket.
 */
export function etagsNotMd5(store: ObjectStore): ObjectStore & { hashReads(): number } {
  let reads = 0;
  return {
    ...store,
    async list(prefix) {
      return (await store.list(prefix)).map((object) => ({
        ...object,
        etag: `"${createHash('sha256').update(`kms:${object.etag}`).digest('hex').slice(0, 32)}"`,
      }));
    },
    async metadata(key) {
      reads++;
      return store.metadata(key);
    },
    hashReads: () => reads,
  };
}
