import { readFile } from 'node:fs/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentHashMetadata, type RemoteObject } from './s3-plan';

export { contentHashMetadata };

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

/** The headers a copied or made object is written with; `metadata` includes the content hash. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** A precompressed copy's Content-Encoding; a copy made without it would be served as plain bytes. */
  contentEncoding?: string;
  metadata: Record<string, string>;
}

export interface ObjectStore {
  list(prefix: string): Promise<RemoteObject[]>;
  put(
    key: string,
    file: string,
    headers: {
      contentType: string;
      cacheControl: string;
      /** The object's Content-Encoding: what S3, and CloudFront after it, send with it. */
      contentEncoding?: string;
      md5: string;
      sha256: string;
      metadata?: Record<string, string>;
    },
  ): Promise<void>;
  /** An object's user metadata (keys without "x-amz-meta-"), or undefined when it is not there. */
  metadata(key: string): Promise<Record<string, string> | undefined>;
  /** An object's bytes, or undefined when it is not there. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Writes bytes made here (a release record), with the content hash every object carries. */
  putBytes(key: string, body: Uint8Array, headers: ObjectHeaders): Promise<void>;
  /**
   * Copies an object inside S3 (this bucket, or `sourceBucket` on the same endpoint) with new
   * headers: the bytes go live as they are in the source, never through this machine.
   */
  copy(sourceKey: string, key: string, headers: ObjectHeaders, sourceBucket?: string): Promise<void>;
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
    async put(key, file, headers) {
      const Body = await readFile(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          ...(headers.contentEncoding ? { ContentEncoding: headers.contentEncoding } : {}),
          // The page's own headers (if any) and the content hash every object carries.
          Metadata: { ...headers.metadata, [contentHashMetadata]: headers.sha256 },
          // S3 rejects the upload if the bytes it received do not have this MD5.
          ContentMD5: Buffer.from(headers.md5, 'hex').toString('base64'),
        }),
      );
    },
    async metadata(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.Metadata ?? {};
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return await object.Body?.transformToByteArray();
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async putBytes(key, body, headers) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          Metadata: headers.metadata,
        }),
      );
    },
    async copy(sourceKey, key, headers, sourceBucket = Bucket) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key,
          // "bucket/key", URL-encoded as S3 requires (each segment, the slashes kept).
          CopySource: `${sourceBucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          ...(headers.contentEncoding ? { ContentEncoding: headers.contentEncoding } : {}),
          Metadata: headers.metadata,
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
