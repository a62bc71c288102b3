import { readFile } from 'node:fs/promises';
import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { RemoteObject } from './s3-plan';

/**
 * The user-defined metadata (`x-amz-meta-hpp-sha256`) in which every upload carries the hex
 * SHA-256 of its content. S3's ETag is the MD5 of the content only for buckets without
 * encryption or with SSE-S3; with SSE-KMS it is not, and the deploy would take every object for
 * changed. This hash is what S3 keeps as it was sent, whatever the encryption, and any
 * S3-compatible store (MinIO, R2, the test emulator) keeps it too, which S3's own checksums
 * (x-amz-checksum-sha256, read back with ChecksumMode) are not everywhere.
 */
export const contentHashMetadata = 'hpp-sha256';

/**
 * The S3 calls a deployment makes, through the official AWS SDK for JavaScript v3: it is
 * the client AWS maintains and signs requests for (SigV4), retries throttling and transient
 * errors with backoff, and finds credentials through the usual default chain (environment
 * variables, shared config/credentials files and SSO profiles, web identity in CI, container
 * and instance roles), so nothing here handles a secret.
 */

export interface StoreOptions {
  bucket: string;
  region?: string;
  /** An S3-compatible server (MinIO, s3rver, …): addressed path-style (http://host/bucket/key). */
  endpoint?: string;
  /** Tests only; otherwise the SDK's default credentials chain. */
  credentials?: S3ClientConfig['credentials'];
}

export interface ObjectStore {
  list(prefix: string): Promise<RemoteObject[]>;
  /** The content hash written with the object (contentHashMetadata); undefined when it has none or is gone. */
  contentHash(key: string): Promise<string | undefined>;
  put(
    key: string,
    file: string,
    headers: { contentType: string; cacheControl: string; md5: string; sha256: string },
  ): Promise<void>;
  /** Deletes the keys; rejects naming every key S3 refused. */
  delete(keys: readonly string[]): Promise<void>;
  close(): void;
}

export function createS3Client(options: StoreOptions): S3Client {
  return new S3Client({
    ...(options.region !== undefined ? { region: options.region } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials !== undefined ? { credentials: options.credentials } : {}),
    maxAttempts: 5,
  });
}

export function s3Store(options: StoreOptions): ObjectStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    async list(prefix) {
      const objects: RemoteObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          objects.push({
            key: object.Key,
            etag: object.ETag ?? '',
            lastModified: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    async contentHash(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.Metadata?.[contentHashMetadata];
      } catch (error) {
        // Deleted since the listing: it will be written again.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async put(key, file, headers) {
      const Body = await readFile(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          // S3 rejects the upload if the bytes it received do not have this MD5.
          ContentMD5: Buffer.from(headers.md5, 'hex').toString('base64'),
          Metadata: { [contentHashMetadata]: headers.sha256 },
        }),
      );
    },
    async delete(keys) {
      const failed: string[] = [];
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        for (const error of result.Errors ?? []) failed.push(`${error.Key}: ${error.Code} ${error.Message}`);
      }
      if (failed.length > 0)
        throw new Error(`could not delete ${failed.length} object(s): ${failed.join('; ')}`);
    },
    close() {
      client.destroy();
    },
  };
}
