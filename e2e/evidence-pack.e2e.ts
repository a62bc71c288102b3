import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir, type Site, startSite } from '@scripts/browser/site';
import { type ScriptsManifest, sriHash } from '@scripts/build/integrity';
import { collectEvidence, writeEvidence } from '@scripts/release/evidence';
import { releaseIdPattern } from '@scripts/release/release-id';
import { httpFetcher } from '@scripts/verify-deploy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '@/features/catalogue';

/**
 * The PCI DSS 6.4.3 / 11.6.1 evidence pack of `npm run evidence` on the real build: the site
 * served by the sandbox server (its headers as production's, HSTS aside on http), each merchant's
 * inventory as the build wrote it. Needs no browser, only the build.
 */
let site: Site;
let out: string;
const at = new Date('2026-11-28T06:00:00Z');

beforeAll(async () => {
  site = await startSite();
  out = await mkdtemp(path.join(tmpdir(), 'hpp-evidence-'));
});

afterAll(async () => {
  await site?.server.close();
  if (out) await rm(out, { recursive: true, force: true });
});

const inventoryOf = async (key: string) =>
  JSON.parse(await readFile(path.join(distDir, key, 'scripts-manifest.json'), 'utf8')) as ScriptsManifest;

describe('an evidence pack per merchant and release, from the real build', { timeout: 60_000 }, () => {
  it.each(['basic', 'aober/chicshes.html', 'health.html'])(
    '%s: every script and stylesheet with its hash, feature and check; headers as served; a dated clean verify-deploy',
    async (merchant) => {
      const pack = await collectEvidence({ site: site.url, merchant, dist: distDir, now: () => at });
      const { release } = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as {
        release: string;
      };
      expect(pack.release).toBe(release);
      expect(pack.release).toMatch(releaseIdPattern);
      const key = merchant.replace(/\.html$/, '');
      const inventory = await inventoryOf(key);
      expect(pack.files.map((file) => file.url).sort()).toEqual(
        inventory.files.map((file) => file.url).sort(),
      );
      for (const file of pack.files) {
        // The hash of the file as built, computed here, not copied from the inventory.
        expect(file.integrity).toBe(sriHash(await readFile(path.join(distDir, file.url.slice(1)))));
        expect(file.feature).not.toBe('unknown');
        expect(file.integrityCheck).not.toBe('');
        // Every lazy chunk but the two the page loads for its texts is a feature of the catalogue.
        if (file.role === 'lazy-chunk' && !/\/(_en|i18next)-/.test(file.url)) {
          expect(Object.keys(features)).toContain(file.feature.split(' + ')[0]);
        }
      }
      const csp = pack.headers.find((header) => header.name === 'content-security-policy');
      expect(csp?.served).toBe(inventory.headers['content-security-policy']);
      // The site here is plain http: HSTS is not compared, every other header is the same.
      for (const header of pack.headers) {
        expect(header.same, header.name).toBe(header.name === 'strict-transport-security' ? null : true);
      }
      expect(pack.verification).toMatchObject({
        at: at.toISOString(),
        passed: true,
        pages: 1,
        differences: [],
      });

      const folder = await writeEvidence(pack, out);
      expect(JSON.parse(await readFile(path.join(folder, 'evidence.json'), 'utf8'))).toEqual(pack);
      const markdown = await readFile(path.join(folder, 'evidence.md'), 'utf8');
      expect(markdown).toContain(`release ${release}`);
      expect(markdown).toContain('Tamper check (11.6.1): PASSED');
      for (const file of pack.files) expect(markdown).toContain(`\`${file.url}\``);
    },
  );

  it('says FAILED and names the file when the live site serves a changed chunk', async () => {
    const inventory = await inventoryOf('basic');
    const lazy = inventory.files.find((file) => file.role === 'lazy-chunk');
    const tampered = `${site.url}${lazy?.url}`;
    const pack = await collectEvidence({
      site: site.url,
      merchant: 'basic',
      dist: distDir,
      now: () => at,
      // The live site as a skimmer left it: one lazy chunk with a line added, in every encoding.
      fetcherFor: (encoding) => async (url) => {
        const response = await httpFetcher(encoding)(url);
        if (url !== tampered) return response;
        const body = new TextEncoder().encode(
          `${new TextDecoder().decode(response.body)}\n;window.__skimmed=1;`,
        );
        return { ...response, body };
      },
    });
    expect(pack.verification.passed).toBe(false);
    expect(pack.verification.differences).toEqual([
      { page: '/basic/', url: tampered, problem: 'lazy-chunk differs from the build' },
    ]);
    const markdown = await readFile(path.join(await writeEvidence(pack, out), 'evidence.md'), 'utf8');
    expect(markdown).toContain('Tamper check (11.6.1): FAILED');
    expect(markdown).toContain(`**${tampered}**`);
  });
});
