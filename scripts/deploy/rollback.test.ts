import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { deploySecurity } from '../security/route-security';
import { releaseExpectations, verifyDeploy } from '../verify-deploy';
import { type CloudFrontStandIn, startCloudFrontStandIn } from './cloudfront-stand-in';
import { deploy } from './deploy';
import { writeStandInBuild } from './fixture-dist';
import { type LocalS3, startLocalS3 } from './local-s3';
import { liveKey, recordKey } from './release-records';
import { parseRollbackArguments, rollback } from './rollback';

/**
 * One merchant rolled back on the local S3 (s3rver) and served as CloudFront serves it: release A
 * deployed, release B deployed over it, prune a month later, eupago put back on A with
 * `npm run rollback`, verify-deploy against what each merchant has live, every other merchant
 * still on B; then a prune that keeps one release takes A away, and the rollback says so.
 */

const bucket = 'hpp-rollback-test';
const prefix = 'site/';
const releaseA = 'aaaaaaaaaaaa.111111111111';
const releaseB = 'bbbbbbbbbbbb.222222222222';
const day = 86_400_000;
const t0 = new Date('2026-11-01T10:00:00Z');

let root: string;
let distA: string;
let distB: string;
let s3: LocalS3;
let cloudFront: CloudFrontStandIn;

const keys = async () => new Set((await s3.store().list(prefix)).map((object) => object.key));
const page = async (route: string) => (await fetch(`${cloudFront.url}${route}`)).text();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-rollback-'));
  distA = path.join(root, 'a');
  distB = path.join(root, 'b');
  const manifest = registryRoutesManifest();
  const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
  await writeStandInBuild(distA, { manifest, security, release: releaseA, brotliPages: true });
  await writeStandInBuild(distB, {
    manifest,
    security,
    release: releaseB,
    hashes: { entry: 'BbBb2222', lazy: 'Yy22Xx33', stylesheet: 'CcCc3333' },
    brotliPages: true,
  });
  s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket, prefix });
  expect((await deploy(s3.deployOptions(distA), { store: s3.store(), now: t0 })).failures).toEqual([]);
  const b = await deploy(s3.deployOptions(distB), { store: s3.store(), now: new Date(t0.getTime() + day) });
  expect(b.failures).toEqual([]);
  expect(b.release).toBe(releaseB);
  cloudFront = await startCloudFrontStandIn({ dist: distB, client: s3.client, bucket, prefix });
}, 90_000);

afterAll(async () => {
  await cloudFront?.close();
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 30_000);

describe('rolling one merchant back', { timeout: 90_000 }, () => {
  it('keeps each merchant’s releases in the bucket, B live', async () => {
    const present = await keys();
    for (const release of [releaseA, releaseB])
      expect(present).toContain(recordKey(prefix, 'eupago', release));
    const live = await s3.store().get(liveKey(prefix, 'eupago'));
    expect(new TextDecoder().decode(live).trim()).toBe(releaseB);
    expect(await page('/eupago/')).toContain(releaseB);
  });

  it('prune a month later keeps what a rollback to A needs', async () => {
    const result = await deploy(s3.deployOptions(distB, { prune: true, pruneGraceSeconds: 0 }), {
      store: s3.store(),
      now: new Date(t0.getTime() + 30 * day),
    });
    expect(result.failures).toEqual([]);
    expect(result.deleted).toBe(0);
    expect(await keys()).toContain(`${prefix}eupago/assets/index-AbCd1234.js`);
  });

  it('puts eupago back on A, page last, and verify-deploy passes against what is live', async () => {
    const options = parseRollbackArguments(['--bucket', bucket, '--prefix', prefix, '--merchant', 'eupago']);
    const lines: string[] = [];
    const result = await rollback(options, s3.store(), (line) => lines.push(line));
    expect(result).toMatchObject({ from: releaseB, to: releaseA, problems: [] });
    expect(result.written).toBeGreaterThan(0);
    expect(await page('/eupago/')).toBe(await readFile(path.join(distA, 'eupago', 'index.html'), 'utf8'));
    expect(await page('/basic/')).toBe(await readFile(path.join(distB, 'basic', 'index.html'), 'utf8'));

    const live = await verifyDeploy({
      baseUrl: cloudFront.url,
      distDir: distB,
      expected: await releaseExpectations(s3.store(), prefix),
    });
    expect(live.differences).toEqual([]);
    // One record per merchant page: a statement is in its page's record, not a page of its own.
    expect(live.pages).toBe(
      registryRoutesManifest().routes.filter((route) => route.kind !== 'statement').length,
    );
    // Against build B, only eupago differs (its page and the statement rolled back with it): no
    // other merchant was touched.
    const againstB = await verifyDeploy({ baseUrl: cloudFront.url, distDir: distB });
    expect(new Set(againstB.differences.map((difference) => difference.page))).toEqual(
      new Set(['/eupago/', '/eupago/accessibility.html']),
    );
  });

  it('goes no further back than what is kept, and a prune that keeps one release takes A away', async () => {
    const options = parseRollbackArguments(['--bucket', bucket, '--prefix', prefix, '--merchant', 'eupago']);
    expect((await rollback(options, s3.store())).problems).toEqual([
      `eupago: no release older than the live one (${releaseA}) is kept (kept: ${releaseB}, ${releaseA})`,
    ]);
    const pruned = await deploy(
      s3.deployOptions(distB, { prune: true, pruneGraceSeconds: 0, keepReleases: 1 }),
      {
        store: s3.store(),
        now: new Date(t0.getTime() + 40 * day),
      },
    );
    expect(pruned.failures).toEqual([]);
    const present = await keys();
    expect(present).not.toContain(`${prefix}eupago/assets/index-AbCd1234.js`);
    expect(present).not.toContain(recordKey(prefix, 'eupago', releaseA));
    const again = await rollback({ ...options, to: releaseA }, s3.store());
    expect(again.problems).toEqual([
      `eupago: release ${releaseA} is not kept in the bucket (kept: ${releaseB})`,
    ]);
  });
});
