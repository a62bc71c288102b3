import { describe, expect, it } from 'vitest';
import { type ReleaseSource, releaseId, releaseIdPattern } from './release-id';

const commit = 'a471763c2f1e9b0d8a7c6e5f4d3c2b1a09876543';
const base: ReleaseSource = {
  commit,
  dirty: false,
  files: [
    { path: 'src/main.tsx', sha256: '1'.repeat(64) },
    { path: 'variants/registry.ts', sha256: '2'.repeat(64) },
  ],
  settings: { gatewayBaseUrl: '/gateway', frameAncestors: undefined },
};
const id = releaseId(base);

describe('release id', () => {
  it.each<[string, ReleaseSource]>([
    ['the same inputs', { ...base }],
    ['the files listed in another order', { ...base, files: [...base.files].reverse() }],
    ['a setting not given spelled as absent', { ...base, settings: { gatewayBaseUrl: '/gateway' } }],
  ])('two builds from %s get the same id', (_name, source) => {
    expect(releaseId(source)).toBe(id);
  });

  it.each<[string, ReleaseSource]>([
    ['another commit', { ...base, commit: `b${commit.slice(1)}` }],
    [
      'a file changed',
      {
        ...base,
        files: [
          base.files[0] as ReleaseSource['files'][0],
          { path: 'variants/registry.ts', sha256: '3'.repeat(64) },
        ],
      },
    ],
    ['a file added', { ...base, files: [...base.files, { path: 'src/new.ts', sha256: '4'.repeat(64) }] }],
    [
      'a file renamed',
      {
        ...base,
        files: [
          base.files[0] as ReleaseSource['files'][0],
          { path: 'variants/other.ts', sha256: '2'.repeat(64) },
        ],
      },
    ],
    ['another gateway base', { ...base, settings: { gatewayBaseUrl: 'https://gw.example' } }],
    [
      'a frame-ancestors list',
      { ...base, settings: { ...base.settings, frameAncestors: '*=https://a.example' } },
    ],
    ['uncommitted changes', { ...base, dirty: true }],
    ['no git', { ...base, commit: undefined }],
  ])('%s gives another id', (_name, source) => {
    expect(releaseId(source)).not.toBe(id);
  });

  it.each<[string, ReleaseSource, RegExp]>([
    ['a clean tree', base, /^a471763c2f1e\.[0-9a-f]{12}$/],
    ['a dirty tree', { ...base, dirty: true }, /^a471763c2f1e-dirty\.[0-9a-f]{12}$/],
    ['no git', { ...base, commit: undefined }, /^nogit\.[0-9a-f]{12}$/],
  ])('%s', (_name, source, shape) => {
    expect(releaseId(source)).toMatch(shape);
    expect(releaseId(source)).toMatch(releaseIdPattern);
  });
});
