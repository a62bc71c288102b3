import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { DeployOptions } from './deploy-options';
import { createS3Client, type ObjectStore, type StoreOptions, s3Store } from './s3-store';

/** What s3rver accepts; the deploy command line reads them from AWS_* variables. */
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

/**
 * Test support: a real S3-compatible server (s3rver, in this process, on 127.0.0.1 with a free
 * port, keeping its objects in `directory`) with one empty bucket, and deploy pointed at it.
 */
export async function startLocalS3(options: {
  directory: string;
  bucket: string;
  prefix: string;
}): Promise<LocalS3> {
  const { directory, bucket, prefix } = options;
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storeOptions: StoreOptions = {
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: localS3Credentials,
  };
  const client = createS3Client(storeOptions);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
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
      await server.close();
    },
  };
}
