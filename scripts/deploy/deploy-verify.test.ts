import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingEncoders } from '../build/compressed-size';
import { type ScriptsManifest, scriptsManifestName } from '../build/integrity';
import { precompressTree } from '../build/precompress';
import { registryRoutesManifest } from '../routes/registry-routes';
import { deploySecurity } from '../security/route-security';
import { acceptEncodingCases } from '../server/accept-encoding-cases';
import { formatReport, verifyDeploy } from '../verify-deploy';
import { type CloudFrontStandIn, startCloudFrontStandIn } from './cloudfront-stand-in';
import { deploy } from './deploy';
import { writeStandInBuild } from './fixture-dist';
import { type LocalS3, startLocalS3 } from './local-s3';

/**
 * The deployment as a whole: a build with every route of the registry (small stand-in bundles
 * whose HTML, integrity attributes and scripts-manifest.json are made by the build's own
 * writeIntegrity) goes up with `npm run deploy` to the local S3 (local-s3.ts), is served back the way CloudFront
 * serves it (the build's two functions around the bucket: cloudfront-stand-in.ts), and
 * `npm run verify-deploy` finds it identical to the build; then one object is tampered with in
 * the bucket and verify-deploy names it.
 */

const bucket = 'hpp-verify-test';
const prefix = 'site/';

let root: string;
let dist: string;
let s3: LocalS3;
let client: S3Client;
let cloudFront: CloudFrontStandIn;
const largeFile = 'basic/assets/i18n/de.json';
const largeContent = JSON.stringify({ pay: 'Bezahlen', filler: 'Kartennummer '.repeat(300) });

/** node:http: it neither asks for an encoding nor undoes one by itself. */
function rawGet(target: string, acceptEncoding: string | undefined) {
  const { hostname, port } = new URL(cloudFront.url);
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-deploy-verify-'));
  dist = path.join(root, 'dist');
  await writeStandInBuild(dist, {
    manifest: registryRoutesManifest(),
    security: deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' }),
  });
  // A translation large enough for brotli and gzip to pay, as real ones are (the stand-in
  // bundles' files are too small: their .br and .gz keys hold them as they are).
  await writeFile(path.join(dist, largeFile), largeContent);
  await precompressTree(dist, servingEncoders);
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket, prefix });
  client = s3.client;
  const result = await deploy(s3.deployOptions(dist), { store: s3.store() });
  expect(result.failures).toEqual([]);
  cloudFront = await startCloudFrontStandIn({ dist, client, bucket, prefix });
}, 60_000);

afterAll(async () => {
  await cloudFront?.close();
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 30_000);

describe('a deployed bucket, served as CloudFront serves it, checked by verify-deploy', {
  timeout: 60_000,
}, () => {
  it('serves pages and assets from the bucket with the headers of the build', async () => {
    const page = await fetch(`${cloudFront.url}/basic/?M=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toBe(await readFile(path.join(dist, 'basic', 'index.html'), 'utf8'));
    const asset = await fetch(`${cloudFront.url}/basic/assets/index-AbCd1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${cloudFront.url}/basic`, { redirect: 'manual' })).status).toBe(301);
  });

  it.each(acceptEncodingCases.map(([client, header, expected]) => [client, header, expected] as const))(
    '%s (%s): the object the function chose, as %s, with Vary',
    async (_client, header, expected) => {
      const reply = await rawGet(`/${largeFile}`, header);
      expect(reply.headers['content-encoding']).toBe(expected);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      const decoded =
        expected === 'br'
          ? brotliDecompressSync(reply.bytes)
          : expected === 'gzip'
            ? gunzipSync(reply.bytes)
            : reply.bytes;
      expect(decoded.toString('utf8')).toBe(largeContent);
      if (expected) expect(reply.bytes.length).toBeLessThan(largeContent.length);
    },
  );

  it('sends a file too small for either encoding as it is, whatever the browser takes', async () => {
    const reply = await rawGet('/basic/assets/i18n/en.json', 'gzip, br');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.bytes.toString('utf8')).toBe(
      await readFile(path.join(dist, 'basic/assets/i18n/en.json'), 'utf8'),
    );
  });

  it('finds no difference from the build', async () => {
    const report = await verifyDeploy({ baseUrl: cloudFront.url, distDir: dist });
    expect(report.differences).toEqual([]);
    expect(report.pages).toBe(registryRoutesManifest().routes.length);
    // Three files per payment page; a statement's stylesheet is not in its scripts manifest.
    const statements = registryRoutesManifest().routes.filter((route) => route.kind === 'statement').length;
    expect(report.files).toBe((report.pages - statements) * 3);
    expect(formatReport(report, cloudFront.url)).toContain('no differences from the build');
  });

  it('names the one object tampered with in the bucket', async () => {
    const inventory = JSON.parse(
      await readFile(path.join(dist, 'eupago', scriptsManifestName), 'utf8'),
    ) as ScriptsManifest;
    const lazy = inventory.files.find((file) => file.role === 'lazy-chunk');
    expect(lazy).toBeDefined();
    const key = `${prefix}${lazy?.url.slice(1)}`;
    const original = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const originalBytes = await original.Body?.transformToByteArray();
    // A skimmer appended to a lazy chunk: no HTML tag carries its hash, only verify-deploy sees it.
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: `${Buffer.from(originalBytes ?? []).toString('utf8')}\n;window.__skimmed = true;`,
        ContentType: original.ContentType,
        CacheControl: original.CacheControl,
      }),
    );
    const report = await verifyDeploy({ baseUrl: cloudFront.url, distDir: dist });
    expect(report.differences).toEqual([
      {
        page: '/eupago/',
        url: `${cloudFront.url}${lazy?.url}`,
        problem: 'lazy-chunk differs from the build',
      },
    ]);
    // Back as deployed, for the next test.
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: originalBytes,
        ContentType: original.ContentType,
        CacheControl: original.CacheControl,
      }),
    );
  });

  it('names a tampered copy with the encoding a browser receives it for', async () => {
    const inventory = JSON.parse(
      await readFile(path.join(dist, 'basic', scriptsManifestName), 'utf8'),
    ) as ScriptsManifest;
    const lazy = inventory.files.find((file) => file.role === 'lazy-chunk');
    const key = `${prefix}${lazy?.url.slice(1)}.br`;
    const original = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: `${await original.Body?.transformToString()}\n;window.__skimmed = true;`,
        ContentType: original.ContentType,
        CacheControl: original.CacheControl,
      }),
    );
    const report = await verifyDeploy({ baseUrl: cloudFront.url, distDir: dist });
    expect(report.differences).toEqual([
      {
        page: '/basic/',
        url: `${cloudFront.url}${lazy?.url}`,
        problem: 'lazy-chunk differs from the build (as sent for Accept-Encoding: br)',
      },
    ]);
  });
});
