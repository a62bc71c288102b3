import type { InventoryEntry } from '@scripts/build/integrity';
import { describe, expect, it } from 'vitest';
import { features } from '@/features/catalogue';
import { evidenceMarkdown, evidencePack, purposeOf } from './evidence-pack';

describe('why a file is in the page', () => {
  it.each<[string, Parameters<typeof purposeOf>[0], string]>([
    ['the entry', { url: '/basic/assets/index-DOR-GIPX.js', role: 'entry' }, 'page start-up'],
    [
      'the first stylesheet',
      { url: '/basic/assets/index-D_fiM4-d.css', role: 'inlined-stylesheet' },
      'page styles',
    ],
    [
      'the English fallback',
      { url: '/basic/assets/_en-B0-kouFm.js', role: 'lazy-chunk' },
      'bundled English texts',
    ],
    [
      'the translation library, loaded once the form is usable',
      { url: '/basic/assets/i18next-C1bJ2k_x.js', role: 'lazy-chunk' },
      'translation library (i18next)',
    ],
    [
      'a feature that carries another',
      { url: '/basic/assets/field-logic-CKeKI2WI.js', role: 'lazy-chunk' },
      'field-logic + form-feedback',
    ],
    ['a chunk with a dash in its hash', { url: '/basic/assets/apm-B_1HmUtK.js', role: 'lazy-chunk' }, 'apm'],
    ['a chunk no feature names', { url: '/basic/assets/mystery-AbCd1234.js', role: 'lazy-chunk' }, 'unknown'],
  ])('%s', (_name, entry, feature) => {
    expect(purposeOf(entry).feature).toBe(feature);
  });

  it.each(Object.keys(features).filter((name) => !('chunk' in features[name as keyof typeof features])))(
    'the %s chunk says when it loads, from the catalogue',
    (name) => {
      const purpose = purposeOf({ url: `/basic/assets/${name}-AbCd1234.js`, role: 'lazy-chunk' });
      expect(purpose.why).toContain(features[name as keyof typeof features].when);
    },
  );
});

describe('the security headers as served', () => {
  const headers = {
    'content-security-policy': "default-src 'none'",
    'strict-transport-security': 'max-age=63072000',
  };
  const packFor = (site: string, served: Record<string, string>, files: InventoryEntry[] = []) =>
    evidencePack({
      route: { path: '/basic/', variant: 'basic' } as Parameters<typeof evidencePack>[0]['route'],
      inventory: {
        page: '/basic/',
        htmlFile: 'basic/index.html',
        htmlIntegrity: 'sha384-x',
        inlineHashes: { script: [], style: [] },
        headers,
        files,
      },
      release: 'r1',
      site,
      servedHeaders: (name) => served[name] ?? null,
      report: { pages: 1, files: 0, differences: [], notes: [] },
      command: `npm run evidence -- ${site} --merchant basic --dist dist`,
      checkedAt: new Date('2026-11-28T07:00:00Z'),
      generatedAt: new Date('2026-11-28T07:00:00Z'),
    });

  it.each([
    // Over plain http a server rightly sends no HSTS, and a browser would ignore it: not compared.
    [
      'http, no HSTS sent',
      'http://127.0.0.1:8080',
      { 'content-security-policy': headers['content-security-policy'] },
      null,
    ],
    [
      'https, no HSTS sent',
      'https://pay.example',
      { 'content-security-policy': headers['content-security-policy'] },
      false,
    ],
    ['https, HSTS as built', 'https://pay.example', headers, true],
  ] as const)('%s', (_name, site, served, same) => {
    const pack = packFor(site, served);
    expect(pack.headers.find((header) => header.name === 'strict-transport-security')?.same).toBe(same);
    expect(pack.headers.find((header) => header.name === 'content-security-policy')?.same).toBe(true);
    const row = evidenceMarkdown(pack)
      .split('\n')
      .find((line) => line.startsWith('| strict-transport-security'));
    expect(row).toContain(same === null ? 'not compared' : same ? '| yes |' : '**no**');
  });

  // A payment page fetches its field logic as it loads (scripts/build/integrity.ts earlyFetchTags):
  // the pack says so, with the tag that checks it then, so an assessor finds every script tag.
  it.each<[string, InventoryEntry, boolean]>([
    [
      'a lazy chunk',
      {
        url: '/basic/assets/checkout-AbCd1234.js',
        integrity: 'sha384-c',
        role: 'lazy-chunk',
        checkedBy: 'browser',
      },
      false,
    ],
    [
      'a lazy chunk fetched with the page',
      {
        url: '/basic/assets/field-logic-AbCd1234.js',
        integrity: 'sha384-f',
        role: 'lazy-chunk',
        checkedBy: 'browser',
        fetchedWithPage: true,
      },
      true,
    ],
  ])('%s: how the browser checks it', (_name, file, hinted) => {
    const [listed] = packFor('https://pay.example', headers, [file]).files;
    expect(listed?.integrityCheck).toMatch(/import map/);
    expect(
      /<link rel="modulepreload" fetchpriority="low">.*integrity attribute/.test(
        listed?.integrityCheck ?? '',
      ),
    ).toBe(hinted);
  });

  it('names the command that made the check, as an assessor would repeat it', () => {
    const pack = packFor('https://pay.example', headers);
    expect(pack.verification.command).toBe(
      'npm run evidence -- https://pay.example --merchant basic --dist dist',
    );
    expect(evidenceMarkdown(pack)).toContain(
      '`npm run evidence -- https://pay.example --merchant basic --dist dist`',
    );
  });
});
