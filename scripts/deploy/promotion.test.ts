import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { deploySecurity } from '../security/route-security';
import { deploy } from './deploy';
import { parseDeployArguments } from './deploy-options';
import { writeStandInBuild } from './fixture-dist';
import { type LocalS3, localS3Credentials, startLocalS3 } from './local-s3';
import { type ObjectStore, s3Store } from './s3-store';

/**
 * Promotion on the local S3 (s3rver): a build deployed to a staging bucket goes to the production
 * bucket as a copy of staging's objects, not an upload of a build; a build staging does not hold
 * (a rebuild that came out different, or a staging object changed) is refused before anything is
 * written.
 */

const staging = 'hpp-staging';
const production = 'hpp-production';
let root: string;
let distA: string;
let distB: string;
let s3: LocalS3;
let productionStore: () => ObjectStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-promote-'));
  distA = path.join(root, 'a');
  distB = path.join(root, 'b');
  const manifest = registryRoutesManifest();
  const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
  const only = ['basic', 'eupago', 'health.html'];
  await writeStandInBuild(distA, {
    manifest,
    security,
    only,
    release: 'aaaaaaaaaaaa.111111111111',
    brotliPages: true,
  });
  await writeStandInBuild(distB, {
    manifest,
    security,
    only,
    release: 'bbbbbbbbbbbb.222222222222',
    hashes: { entry: 'BbBb2222', lazy: 'Yy22Xx33', stylesheet: 'CcCc3333' },
  });
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket: staging, prefix: '' });
  await s3.client.send(new CreateBucketCommand({ Bucket: production }));
  productionStore = () =>
    s3Store({
      bucket: production,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: localS3Credentials,
    });
  const staged = await deploy(s3.deployOptions(distA), { store: s3.store() });
  expect(staged.failures).toEqual([]);
}, 60_000);

afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 30_000);

const promote = (dist: string, uploads: string[] = [], extra: string[] = []) => {
  const store = productionStore();
  const counting: ObjectStore = {
    ...store,
    put: async (key, file, headers) => {
      uploads.push(key);
      return store.put(key, file, headers);
    },
  };
  const options = parseDeployArguments([
    '--bucket',
    production,
    '--promote-from',
    `s3://${staging}`,
    '--endpoint',
    s3.endpoint,
    '--dist',
    dist,
    ...extra,
  ]);
  return deploy(options, { store: counting, source: s3.store() });
};

const body = async (bucket: string, key: string) =>
  (await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body?.transformToString();

describe('promoting the build verified on staging', { timeout: 60_000 }, () => {
  it('refuses a build staging does not hold, before writing anything', async () => {
    await expect(promote(distB)).rejects.toThrow(
      /not promoted: s3:\/\/hpp-staging\/ does not hold this build \(\d+ file\(s\)\)[\s\S]*basic\/assets\/index-BbBb2222\.js: not there/,
    );
    expect(await productionStore().list('')).toEqual([]);
  });

  it('copies staging’s objects inside S3: production serves staging’s bytes, with the release records', async () => {
    const uploads: string[] = [];
    const result = await promote(distA, uploads);
    expect(result.failures).toEqual([]);
    expect(result.uploaded).toBeGreaterThan(0);
    // Uploads from this machine are only the release copies; every live object was copied.
    expect(uploads.filter((key) => !key.startsWith('_releases/'))).toEqual([]);
    for (const key of ['basic/index.html', 'eupago/assets/index-AbCd1234.js', 'configuration']) {
      expect(await body(production, key)).toBe(await body(staging, key));
    }
    const page = await s3.client.send(new GetObjectCommand({ Bucket: production, Key: 'basic/index.html' }));
    expect(page.Metadata?.['hpp-content-security-policy']).toContain("script-src 'self'");
    expect(page.CacheControl).toBe('no-cache');
    // A precompressed copy keeps its Content-Encoding: without it CloudFront sends brotli as plain HTML.
    const copy = await s3.client.send(
      new GetObjectCommand({ Bucket: production, Key: 'basic/index.html.br' }),
    );
    expect(copy.ContentEncoding).toBe('br');
    expect(await body(production, '_releases/basic/live')).toBe('aaaaaaaaaaaa.111111111111\n');
  });

  it.each([
    // First, while the key still lists this build's ETag: what `npm run rollback` on staging does.
    {
      how: 'a copy with its headers replaced (a rollback on staging)',
      prefix: 'second/',
      change: async (store: ObjectStore) => {
        const headers = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', metadata: {} };
        await store.putBytes(
          '_releases/objects/older',
          new TextEncoder().encode('<!doctype html><p>older'),
          headers,
        );
        await store.copy('_releases/objects/older', 'eupago/index.html', headers);
      },
    },
    {
      how: 'an upload',
      prefix: 'third/',
      change: async () => {
        await s3.client.send(
          new PutObjectCommand({
            Bucket: staging,
            Key: 'eupago/index.html',
            Body: '<!doctype html><p>changed',
          }),
        );
      },
    },
  ])('refuses when a staging object no longer holds the build’s bytes: $how', async ({ prefix, change }) => {
    await change(s3.store());
    // Into a prefix that holds nothing yet, so every object is to be written, and checked.
    await expect(promote(distA, [], ['--prefix', prefix])).rejects.toThrow(
      /eupago\/index\.html: other content than this build's eupago\/index\.html/,
    );
  });
});
