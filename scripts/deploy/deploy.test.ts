import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isCompressible } from '@scripts/build/served-encodings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionRequest, SendFunctionRequest } from './cloudfront-publish';
import { type DeployEvent, deploy } from './deploy';
import type { DeployOptions } from './deploy-options';
import { etagsNotMd5, type LocalS3, localS3Credentials, startLocalS3 } from './local-s3';
import { contentHashMetadata, type ObjectStore } from './s3-store';

/**
 * `npm run deploy` against a real S3-compatible server (@20minutes/s3rver, in a child process, on 127.0.0.1
 * with a free port and a temp folder): headers of every object, the order of the writes, skipping
 * unchanged objects, the prune grace period, a failing upload, and the command line itself.
 */

const bucket = 'hpp-deploy-test';
const prefix = 'hpp/';
const immutable = 'public, max-age=31536000, immutable';

/** What the build records of a page's headers (scripts-manifest.json); deploy reads the page's own. */
const inventory = (htmlFile: string, frameAncestors = "'none'") =>
  JSON.stringify({
    htmlFile,
    headers: {
      'content-security-policy': `default-src 'none'; frame-ancestors ${frameAncestors}`,
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin',
    },
  });

const build1: Record<string, string> = {
  'basic/index.html': '<!doctype html><script src="assets/index-AbCd1234.js"></script>',
  'basic/_error.html': '<!doctype html><title>error</title>',
  'aober/chicshes.html': '<!doctype html><title>chicshes</title>',
  'health.html': '<!doctype html><p>health OK',
  configuration: '{"hppAnyBaseURL":"/gateway"}\n',
  'basic/assets/index-AbCd1234.js': 'console.log(1);',
  'basic/assets/index-AbCd1234.css': 'body{color:red}',
  'basic/assets/lazy-Zz11Yy22.js': 'export const lazy = 1;',
  'basic/_error/assets/index-Er12Er34.js': 'console.log("error");',
  'aober/chicshes/assets/index-Qw12Er34.js': 'console.log(2);',
  'basic/assets/i18n/en.json': '{"pay":"Pay"}',
  'basic/assets/schemes/visa.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'basic/assets/apm/paypal.png': '\x89PNG fake',
  'basic/assets/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
  // Never uploaded:
  'routes.json': '{"version":"2.1.0"}',
  'build-report.json': '{}',
  'basic/scripts-manifest.json': inventory('basic/index.html'),
  'basic/_error/scripts-manifest.json': inventory('basic/_error.html'),
  'aober/chicshes/scripts-manifest.json': inventory('aober/chicshes.html'),
  'health/scripts-manifest.json': inventory('health.html'),
  'deploy/nginx.conf': 'server {}',
  'deploy/cloudfront-function.js': 'function handler() {}',
  'deploy/cloudfront-response-function.js': 'function handler(event) { return event.response; }',
};
const notUploaded = [
  'routes.json',
  'build-report.json',
  'basic/scripts-manifest.json',
  'basic/_error/scripts-manifest.json',
  'aober/chicshes/scripts-manifest.json',
  'health/scripts-manifest.json',
  'deploy/nginx.conf',
  'deploy/cloudfront-function.js',
  'deploy/cloudfront-response-function.js',
];
const expectedHeaders = (file: string): [string, string] => {
  if (/assets\/[^/]+-[A-Za-z0-9_-]{8}\.js$/.test(file)) return ['text/javascript; charset=utf-8', immutable];
  if (/assets\/[^/]+-[A-Za-z0-9_-]{8}\.css$/.test(file)) return ['text/css; charset=utf-8', immutable];
  if (file.endsWith('.html')) return ['text/html; charset=utf-8', 'no-cache'];
  if (file.endsWith('.json') || file === 'configuration')
    return ['application/json; charset=utf-8', 'no-cache'];
  if (file.endsWith('.svg')) return ['image/svg+xml', 'no-cache'];
  if (file.endsWith('.png')) return ['image/png', 'no-cache'];
  throw new Error(`no expectation for ${file}`);
};

// Build 2: one asset changed in place, one removed, the page that loads them changed.
const build2: Record<string, string> = { ...build1 };
build2['basic/assets/index-AbCd1234.css'] = 'body{color:blue}';
delete build2['basic/assets/lazy-Zz11Yy22.js'];
build2['basic/index.html'] = '<!doctype html><script src="assets/index-AbCd1234.js"></script><!-- 2 -->';

let root: string;
let s3: LocalS3;
let endpoint: string;
let client: S3Client;

async function writeDist(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content, 'latin1');
  }
  return dir;
}

async function run(
  dist: string,
  extra: Partial<DeployOptions> = {},
  objectStore = s3.store(),
  functions?: SendFunctionRequest,
) {
  const events: DeployEvent[] = [];
  try {
    const result = await deploy(s3.deployOptions(dist, extra), {
      store: objectStore,
      onEvent: (e) => events.push(e),
      ...(functions ? { functions } : {}),
    });
    return { result, events, puts: events.flatMap((e) => (e.type === 'put' ? [e] : [])) };
  } finally {
    objectStore.close();
  }
}

async function bucketKeys(): Promise<Map<string, string>> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return new Map((listing.Contents ?? []).map((object) => [object.Key ?? '', object.ETag ?? '']));
}

/**
 * The objects a build's files make: each uploaded file, and beside each compressible one its
 * `.br` and `.gz` for the CloudFront function to name (this fixture's files are too small for
 * either to shrink them, so the build wrote none and both hold the file as it is).
 */
const uploadedFiles = (files: Record<string, string>): string[] =>
  Object.keys(files)
    .filter((file) => !notUploaded.includes(file))
    .flatMap((file) => (isCompressible(file) ? [file, `${file}.br`, `${file}.gz`] : [file]))
    .sort();
/** The file whose bytes an object holds. */
const fileOf = (key: string): string => key.replace(/\.(?:br|gz)$/, '');
const withCopies = (key: string): string[] => [key, `${key}.br`, `${key}.gz`];

/** The writes, group by group in order; a group's objects go up at once, so in any order. */
function expectWrites(puts: readonly { group: string; key: string }[], expected: [string, string][]): void {
  expect(puts.map((put) => put.group)).toEqual(expected.map(([group]) => group));
  expect(puts.map((put) => put.key).sort()).toEqual(expected.map(([, key]) => key).sort());
}

let dist1: string;
let dist2: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-deploy-'));
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket, prefix });
  ({ endpoint, client } = s3);
  // Someone else's object beside the prefix: no prune may touch it.
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/keep.txt', Body: 'keep' }));
  dist1 = await writeDist('dist1', build1);
  dist2 = await writeDist('dist2', build2);
}, 30_000);

afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 30_000);

describe('npm run deploy against the local S3', { timeout: 30_000 }, () => {
  it('uploads every file of the build with its Content-Type and Cache-Control, assets first', async () => {
    const { result, events, puts } = await run(dist1);
    expect(result.failures).toEqual([]);
    const expected = uploadedFiles(build1);
    expect(result.uploaded).toBe(expected.length);
    expect(puts.map((put) => put.key).sort()).toEqual(expected.map((file) => `${prefix}${file}`));
    // Order of the writes: every hashed asset, then translations and images, then pages.
    const order = puts.map((put) => put.group);
    expect(order).toEqual([...order].sort((a, b) => rank(a) - rank(b)));
    const lastAsset = Math.max(...puts.flatMap((put, i) => (put.group === 'assets' ? [i] : [])));
    const firstPage = Math.min(...puts.flatMap((put, i) => (put.key.endsWith('.html') ? [i] : [])));
    expect(lastAsset).toBeLessThan(firstPage);
    expect(events.filter((e) => e.type === 'message').map((e) => e.text)).toEqual(
      expect.arrayContaining(['assets: 15 uploaded, 0 unchanged', 'static: 10 uploaded, 0 unchanged']),
    );

    const keys = await bucketKeys();
    expect([...keys.keys()].sort()).toEqual(
      [...expected.map((file) => `${prefix}${file}`), 'other/keep.txt'].sort(),
    );
    for (const file of expected) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${file}` }));
      const [contentType, cacheControl] = expectedHeaders(fileOf(file));
      expect([file, object.ContentType, object.CacheControl]).toEqual([file, contentType, cacheControl]);
      // No copy was written, so none says it is encoded.
      expect(object.ContentEncoding).toBeUndefined();
      // Every object carries the content hash that survives encryption; a page also its own
      // security headers, for the viewer-response function.
      const { [contentHashMetadata]: contentHash, ...headers } = object.Metadata ?? {};
      expect(contentHash).toBe(
        createHash('sha256')
          .update(await readFile(path.join(dist1, fileOf(file))))
          .digest('hex'),
      );
      expect(headers).toEqual(
        fileOf(file).endsWith('.html')
          ? {
              'hpp-content-security-policy': "default-src 'none'; frame-ancestors 'none'",
              'hpp-x-frame-options': 'DENY',
            }
          : {},
      );
      expect(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))).toEqual(
        await readFile(path.join(dist1, fileOf(file))),
      );
    }
  });

  it('writes only what changed in the next build, assets before pages, and keeps removed files', async () => {
    const before = await bucketKeys();
    const { result, puts } = await run(dist2, { prune: true, pruneGraceSeconds: 7 * 86_400 });
    expect(result.failures).toEqual([]);
    expectWrites(puts, [
      ...withCopies(`${prefix}basic/assets/index-AbCd1234.css`).map((key): [string, string] => [
        'assets',
        key,
      ]),
      ...withCopies(`${prefix}basic/index.html`).map((key): [string, string] => ['pages', key]),
    ]);
    expect(result.unchanged).toBe(uploadedFiles(build2).length - 6);
    // A grace of 7 days: the removed chunk stays for shoppers who still have the old page open.
    expect(result.deleted).toBe(0);
    expect(result.plan.kept.map((kept) => kept.key)).toEqual(
      withCopies(`${prefix}basic/assets/lazy-Zz11Yy22.js`),
    );
    const after = await bucketKeys();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get(`${prefix}basic/assets/index-AbCd1234.js`)).toBe(
      before.get(`${prefix}basic/assets/index-AbCd1234.js`),
    );
  });

  it('--dry-run plans the prune but writes and deletes nothing', async () => {
    const before = await bucketKeys();
    const { result, events } = await run(dist2, { dryRun: true, prune: true, pruneGraceSeconds: 0 });
    expect(events.filter((e) => e.type === 'put' || e.type === 'delete')).toEqual([]);
    expect(result.plan.deletions.map((deletion) => deletion.key)).toEqual(
      withCopies(`${prefix}basic/assets/lazy-Zz11Yy22.js`),
    );
    expect(await bucketKeys()).toEqual(before);
  });

  it('--prune with a grace of 0 s deletes the removed asset only, within the prefix', async () => {
    // The emulator keeps LastModified in whole seconds: let the newest object be at least a second old.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { result, events } = await run(dist2, { prune: true, pruneGraceSeconds: 0 });
    expect(result.failures).toEqual([]);
    expect(result.uploaded).toBe(0);
    expect(events.filter((e) => e.type === 'delete').map((e) => (e.type === 'delete' ? e.key : ''))).toEqual(
      withCopies(`${prefix}basic/assets/lazy-Zz11Yy22.js`),
    );
    expect([...(await bucketKeys()).keys()].sort()).toEqual(
      [...uploadedFiles(build2).map((file) => `${prefix}${file}`), 'other/keep.txt'].sort(),
    );
  });

  it('writes a page again when only its headers changed, and leaves the others', async () => {
    const framed = await writeDist('dist-framed', {
      ...build2,
      'aober/chicshes/scripts-manifest.json': inventory('aober/chicshes.html', 'https://shop.example'),
    });
    const { result, puts } = await run(framed);
    expect(result.failures).toEqual([]);
    expect(puts.map((put) => put.key).sort()).toEqual(withCopies(`${prefix}aober/chicshes.html`));
    const page = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `${prefix}aober/chicshes.html` }),
    );
    expect(page.Metadata?.['hpp-content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors https://shop.example",
    );
    // Back as it was, for the tests below.
    expect((await run(dist2)).puts.map((put) => put.key).sort()).toEqual(
      withCopies(`${prefix}aober/chicshes.html`),
    );
  });

  it('refuses, before writing anything, a build whose page has no recorded headers', async () => {
    const before = await bucketKeys();
    const unrecorded: Record<string, string> = { ...build2, 'new/index.html': '<!doctype html>' };
    await expect(run(await writeDist('dist-unrecorded', unrecorded))).rejects.toThrow(
      /no security headers recorded for new\/index\.html/,
    );
    expect(await bucketKeys()).toEqual(before);
  });

  it('stops before the pages when an asset upload fails', async () => {
    const dist3 = await writeDist('dist3', {
      ...build2,
      'basic/assets/index-AbCd1234.js': 'console.log(3);',
      'basic/index.html': '<!doctype html><!-- 3 -->',
    });
    const real = s3.store();
    const failing: ObjectStore = {
      ...real,
      put: (key, file, headers) =>
        /index-AbCd1234\.js(?:\.br|\.gz)?$/.test(key)
          ? Promise.reject(new Error('boom'))
          : real.put(key, file, headers),
    };
    const { result, puts } = await run(dist3, {}, failing);
    expect(result.failures).toEqual(
      withCopies(`${prefix}basic/assets/index-AbCd1234.js`).map((key) => `${key}: boom`),
    );
    expect(puts).toEqual([]);
    const page = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `${prefix}basic/index.html` }),
    );
    expect(await page.Body?.transformToString()).toBe(build2['basic/index.html']);
  });

  it('runs as a command: progress per group, summary, exit codes', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const env = {
      ...process.env,
      AWS_ACCESS_KEY_ID: localS3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localS3Credentials.secretAccessKey,
      AWS_REGION: 'us-east-1',
      HPP_S3_BUCKET: bucket,
    };
    const args = ['scripts/deploy/deploy.ts', '--endpoint', endpoint, '--prefix', prefix, '--dist', dist2];
    const ok = await promisify(execFile)(tsx, args, { env, timeout: 20_000 });
    expect(ok.stdout).toContain('assets: 0 uploaded, 12 unchanged');
    expect(ok.stdout).toContain('pages: 0 uploaded, 13 unchanged');
    expect(ok.stdout).toContain('deployed: 0 uploaded, 35 unchanged, 0 deleted');

    const failed = await promisify(execFile)(tsx, [...args, '--bucket', 'no-such-bucket'], {
      env,
      timeout: 20_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stderr).toContain('deploy:');

    const usage = await promisify(execFile)(tsx, ['scripts/deploy/deploy.ts', '--prune'], {
      env,
      timeout: 20_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in usage ? usage.code : 0).toBe(2);
    expect(usage.stderr).toContain('--prune-older-than');
  });
});

describe('a bucket whose ETags are not MD5s (SSE-KMS), and one deployed before the content hash', {
  timeout: 30_000,
}, () => {
  const kms = 'kms/';
  const kmsKeys = (files: Record<string, string>) => uploadedFiles(files).map((file) => `${kms}${file}`);
  async function lastModified(): Promise<Map<string, number>> {
    const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: kms }));
    return new Map((listing.Contents ?? []).map((o) => [o.Key ?? '', o.LastModified?.getTime() ?? 0]));
  }

  it('keeps an object written before the hash was, while its ETag is its MD5: no upload and no HEAD but for the pages, which gain their own headers', async () => {
    // As the deploy wrote them before it wrote a content hash or a page's headers: no metadata.
    const before = 'before-hash/';
    for (const file of uploadedFiles(build1)) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${before}${file}`,
          Body: await readFile(path.join(dist1, fileOf(file))),
        }),
      );
    }
    const pages = uploadedFiles(build1).filter((file) => fileOf(file).endsWith('.html'));
    const { result, puts } = await run(dist1, { prefix: before });
    expect(result.failures).toEqual([]);
    expect(puts.map((put) => put.key).sort()).toEqual(pages.map((file) => `${before}${file}`).sort());
    expect(result.checked).toBe(pages.length);
    expect(result.unchanged).toBe(uploadedFiles(build1).length - pages.length);
  });

  it('writes every object once more where neither the ETag nor a hash can tell, then never again', async () => {
    // Written before the deploy wrote a content hash, listed with ETags that are not MD5s.
    for (const file of uploadedFiles(build1)) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${kms}${file}`,
          Body: await readFile(path.join(dist1, fileOf(file))),
        }),
      );
    }
    const first = etagsNotMd5(s3.store());
    const once = await run(dist1, { prefix: kms }, first);
    expect(once.result.failures).toEqual([]);
    expect(once.puts.map((put) => put.key).sort()).toEqual(kmsKeys(build1));
    expect(first.hashReads()).toBe(uploadedFiles(build1).length);

    const before = await lastModified();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = etagsNotMd5(s3.store());
    const again = await run(dist1, { prefix: kms }, second);
    expect(again.result.failures).toEqual([]);
    expect(again.puts).toEqual([]);
    expect(again.result.unchanged).toBe(uploadedFiles(build1).length);
    // The cost of such a bucket: one HEAD per object of the build, no write.
    expect(second.hashReads()).toBe(uploadedFiles(build1).length);
    expect(again.events).toContainEqual({
      type: 'message',
      text: `${uploadedFiles(build1).length} objects compared by content hash (their ETag is not the file's MD5: changed, or an encrypted bucket): ${uploadedFiles(build1).length} unchanged`,
    });
    // No page was written again, so its age still says how long it has been online.
    expect(await lastModified()).toEqual(before);
  });

  it('writes only what changed, then prunes the removed chunk once the pages are past the grace period', async () => {
    const next = await run(dist2, { prefix: kms }, etagsNotMd5(s3.store()));
    expect(next.result.failures).toEqual([]);
    expectWrites(next.puts, [
      ...withCopies(`${kms}basic/assets/index-AbCd1234.css`).map((key): [string, string] => ['assets', key]),
      ...withCopies(`${kms}basic/index.html`).map((key): [string, string] => ['pages', key]),
    ]);
    // A grace of 1 s, and the newest page 2 s old (LastModified is in whole seconds here). Had
    // the deploy rewritten the pages, they would be 0 s online and prune would keep the chunk.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const prune = await run(
      dist2,
      { prefix: kms, prune: true, pruneGraceSeconds: 1 },
      etagsNotMd5(s3.store()),
    );
    expect(prune.result.failures).toEqual([]);
    expect(prune.puts).toEqual([]);
    expect(prune.result.deleted).toBe(3);
    expect(prune.events.flatMap((e) => (e.type === 'delete' ? [e.key] : []))).toEqual(
      withCopies(`${kms}basic/assets/lazy-Zz11Yy22.js`),
    );
    expect([...(await lastModified()).keys()].sort()).toEqual(kmsKeys(build2));
  });
});

function rank(group: string): number {
  return ['assets', 'static', 'pages'].indexOf(group);
}

/** CloudFront stand-in: hpp-routes exists, hpp-headers not yet; `failOn` refuses one call. */
function fakeCloudFront(options: { failOn?: FunctionRequest['command']; onCall?: () => Promise<void> } = {}) {
  const requests: FunctionRequest[] = [];
  const send: SendFunctionRequest = async (request) => {
    await options.onCall?.();
    requests.push(request);
    if (request.command === options.failOn) {
      throw Object.assign(new Error('refused'), { name: 'AccessDenied' });
    }
    if (request.command === 'DescribeFunction' && request.input.Name === 'hpp-headers') {
      throw Object.assign(new Error('no such function'), { name: 'NoSuchFunctionExists' });
    }
    return { ETag: `E-${requests.length}` };
  };
  return { send, requests };
}

describe('npm run deploy -- --publish-functions (CloudFront stubbed, S3 real)', { timeout: 30_000 }, () => {
  const newPage = '<!doctype html><!-- with functions -->';
  const buildF = { ...build2, 'basic/index.html': newPage };

  it('publishes both generated functions once the pages are up', async () => {
    const pagesSeen: string[] = [];
    const cloudFront = fakeCloudFront({
      // The routes function may send shoppers to a new page: it must be in the bucket by then.
      onCall: async () => {
        const page = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${prefix}basic/index.html` }),
        );
        pagesSeen.push((await page.Body?.transformToString()) ?? '');
      },
    });
    const { result, events } = await run(
      await writeDist('dist-functions', buildF),
      { publishFunctions: true },
      s3.store(),
      cloudFront.send,
    );
    expect(result.failures).toEqual([]);
    expect(cloudFront.requests.map((r) => `${r.command} ${r.input.Name}`)).toEqual([
      'DescribeFunction hpp-routes',
      'UpdateFunction hpp-routes',
      'PublishFunction hpp-routes',
      'DescribeFunction hpp-headers',
      'CreateFunction hpp-headers',
      'PublishFunction hpp-headers',
    ]);
    expect(new Set(pagesSeen)).toEqual(new Set([newPage]));
    const written = cloudFront.requests.flatMap((r) =>
      r.command === 'UpdateFunction' || r.command === 'CreateFunction'
        ? [[r.input.Name, r.input.FunctionConfig.Comment, new TextDecoder().decode(r.input.FunctionCode)]]
        : [],
    );
    expect(written).toEqual([
      ['hpp-routes', 'HPP routes 2.1.0', build2['deploy/cloudfront-function.js']],
      ['hpp-headers', 'HPP security headers 2.1.0', build2['deploy/cloudfront-response-function.js']],
    ]);
    expect(events.filter((e) => e.type === 'function')).toEqual([
      { type: 'function', name: 'hpp-routes', outcome: 'updated' },
      { type: 'function', name: 'hpp-headers', outcome: 'created' },
    ]);
  });

  it('--dry-run says what it would publish and calls CloudFront not at all', async () => {
    const cloudFront = fakeCloudFront();
    const { events } = await run(
      dist2,
      { dryRun: true, publishFunctions: true },
      s3.store(),
      cloudFront.send,
    );
    expect(cloudFront.requests).toEqual([]);
    expect(events.flatMap((e) => (e.type === 'message' ? [e.text] : []))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /would publish deploy\/cloudfront-function\.js .* hpp-routes \(viewer request\)/,
        ),
        expect.stringMatching(/would publish deploy\/cloudfront-response-function\.js .* hpp-headers/),
      ]),
    );
  });

  it('a refused publish fails the deploy, names the function and prunes nothing', async () => {
    // The pages are unchanged and an image is gone: a grace of 0 s would delete it.
    const withoutImage: Record<string, string> = { ...buildF };
    delete withoutImage['basic/assets/apm/paypal.png'];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cloudFront = fakeCloudFront({ failOn: 'PublishFunction' });
    const { result, events } = await run(
      await writeDist('dist-refused', withoutImage),
      { publishFunctions: true, prune: true, pruneGraceSeconds: 0 },
      s3.store(),
      cloudFront.send,
    );
    expect(result.plan.deletions.map((deletion) => deletion.key)).toEqual([
      `${prefix}basic/assets/apm/paypal.png`,
    ]);
    expect(result.failures).toEqual(['hpp-routes: PublishFunction failed: AccessDenied: refused']);
    expect(cloudFront.requests.map((r) => r.command)).toEqual([
      'DescribeFunction',
      'UpdateFunction',
      'PublishFunction',
    ]);
    expect(events.filter((e) => e.type === 'delete')).toEqual([]);
    expect((await bucketKeys()).has(`${prefix}basic/assets/apm/paypal.png`)).toBe(true);
  });
});
