import { describe, expect, it } from 'vitest';
import {
  keptRecords,
  type MerchantRelease,
  type ReleaseFile,
  recordOwner,
  retainedByReleases,
  rollbackTarget,
  rollbackWrites,
} from './release-records';

const file = (path: string, group: ReleaseFile['group'], sha256: string): ReleaseFile => ({
  path,
  group,
  sha256,
  md5: 'm',
  size: 1,
  contentType: 'x',
  cacheControl: 'no-cache',
  metadata: {},
});
const record = (key: string, release: string, day: number): MerchantRelease => ({
  format: 1,
  release,
  variant: key,
  key,
  deployedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
  route: { path: `/${key}/`, file: `${key}/index.html`, variant: key, screen: 'card-form', kind: 'variant' },
  files: [
    file(`${key}/assets/index-${release.slice(0, 8)}.js`, 'assets', `js-${release}`),
    file(`${key}/index.html`, 'pages', `page-${release}`),
    file(`${key}/assets/i18n/en.json`, 'static', `en-${release}`),
  ],
});
const a = record('basic', 'aaaaaaaaaaaa.111111111111', 1);
const b = record('basic', 'bbbbbbbbbbbb.222222222222', 2);
const c = record('basic', 'cccccccccccc.333333333333', 3);

describe('which release a rollback puts live', () => {
  it.each<[string, MerchantRelease[], string | undefined, string | undefined, string]>([
    ['the one before the live one', [a, b, c], c.release, undefined, b.release],
    ['the one before, after an earlier rollback', [a, b, c], b.release, undefined, a.release],
    ['the one named', [a, b, c], c.release, a.release, a.release],
    ['none older than the live one', [a, b], a.release, undefined, 'no release older than the live one'],
    ['a release not kept', [b, c], c.release, a.release, `release ${a.release} is not kept`],
    ['the live one named', [b, c], c.release, c.release, 'is already live'],
    [
      'no live pointer',
      [b, c],
      undefined,
      undefined,
      'the live release (none recorded) is not among the kept ones',
    ],
  ])('%s', (_name, records, live, to, expected) => {
    const target = rollbackTarget(records, live, to);
    if ('record' in target) expect(target.record.release).toBe(expected);
    else expect(target.problem).toContain(expected);
  });
});

describe('what a rollback writes', () => {
  it('copies back everything but the hashed assets, the page last', () => {
    expect(rollbackWrites(a, 'site/').map((write) => [write.source, write.key])).toEqual([
      [`site/_releases/objects/en-${a.release}`, 'site/basic/assets/i18n/en.json'],
      [`site/_releases/objects/page-${a.release}`, 'site/basic/index.html'],
    ]);
  });
});

describe('what prune keeps for a rollback', () => {
  it.each<[string, number, string | undefined, string[]]>([
    ['the newest two', 2, c.release, [c.release, b.release]],
    ['the newest one and the live one (rolled back)', 1, a.release, [c.release, a.release]],
  ])('%s', (_name, keep, live, expected) => {
    const kept = keptRecords([a, b, c], keep, new Map(live ? [['basic', live]] : []));
    expect(kept.map((record) => record.release)).toEqual(expected);
  });

  it('keeps each kept release’s record, copies and hashed assets, and the live pointer', () => {
    expect([...retainedByReleases([a], 'site/', ['basic']).keys()].sort()).toEqual([
      `site/_releases/basic/${a.release}.json`,
      'site/_releases/basic/live',
      `site/_releases/objects/en-${a.release}`,
      `site/_releases/objects/page-${a.release}`,
      `site/basic/assets/index-aaaaaaaa.js`,
    ]);
  });
});

describe('whose record a key is', () => {
  it.each<[string, string | undefined]>([
    ['site/_releases/basic/x.json', 'basic'],
    ['site/_releases/salesforce/templates/mobile/x.json', 'salesforce/templates/mobile'],
    ['site/_releases/basic/live', undefined],
    ['site/_releases/objects/abc', undefined],
    ['site/basic/x.json', undefined],
  ])('%s → %s', (key, owner) => {
    expect(recordOwner('site/', key)).toBe(owner);
  });
});
