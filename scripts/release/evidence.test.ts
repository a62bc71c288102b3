import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptsManifest } from '@scripts/build/integrity';
import { writeStandInBuild } from '@scripts/deploy/fixture-dist';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import type { Fetcher } from '@scripts/security/deploy-check';
import { deploySecurity } from '@scripts/security/route-security';
import type { verifiedEncodings } from '@scripts/verify-deploy';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvidence } from './evidence';

/**
 * The pack's tamper check (PCI DSS 11.6.1) asks for every encoding, as verify-deploy does: a host
 * sends each from its own file, and every current browser is sent the brotli one. It once fetched
 * only the plain files, so a skimmer added to a chunk's `.br` alone gave a pack saying PASSED.
 */
type Encoding = (typeof verifiedEncodings)[number];
const site = 'https://pay.example';
let root: string;
let inventory: ScriptsManifest;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-evidence-'));
  const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
  await writeStandInBuild(root, {
    manifest: registryRoutesManifest(),
    security,
    only: ['basic'],
    release: 'aaaaaaaaaaaa.111111111111',
  });
  inventory = JSON.parse(await readFile(path.join(root, 'basic', 'scripts-manifest.json'), 'utf8'));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** The site as a host serves the build (bytes as a browser has them after decoding), one file changed in one encoding. */
const siteServing =
  (tamperedIn: Encoding | undefined) =>
  (encoding: Encoding): Fetcher =>
  async (url) => {
    const pathname = new URL(url).pathname;
    const page = pathname === inventory.page;
    const file = page ? inventory.htmlFile : pathname.slice(1);
    let body: Uint8Array = await readFile(path.join(root, file));
    if (encoding === tamperedIn && pathname === lazyChunk())
      body = new TextEncoder().encode(`${new TextDecoder().decode(body)}\n;window.__skimmed=1;`);
    return { status: 200, header: (name) => (page ? (inventory.headers[name] ?? null) : null), body };
  };
const lazyChunk = () => inventory.files.find((file) => file.role === 'lazy-chunk')?.url ?? '';

describe('the evidence pack’s tamper check', () => {
  it.each<{ tamperedIn: Encoding | undefined; passed: boolean; problem?: string }>([
    { tamperedIn: undefined, passed: true },
    { tamperedIn: 'identity', passed: false, problem: 'lazy-chunk differs from the build' },
    // The copy shoppers run: every current browser asks for brotli.
    {
      tamperedIn: 'br',
      passed: false,
      problem: 'lazy-chunk differs from the build (as sent for Accept-Encoding: br)',
    },
    {
      tamperedIn: 'gzip',
      passed: false,
      problem: 'lazy-chunk differs from the build (as sent for Accept-Encoding: gzip)',
    },
  ])('a chunk changed in $tamperedIn: passed $passed', async ({ tamperedIn, passed, problem }) => {
    const pack = await collectEvidence({
      site,
      merchant: 'basic',
      dist: root,
      fetcherFor: siteServing(tamperedIn),
    });
    expect(pack.verification.passed).toBe(passed);
    expect(pack.verification.differences.map((difference) => difference.problem)).toEqual(
      problem ? [problem] : [],
    );
    expect(pack.verification.files).toBe(inventory.files.length);
  });
});
