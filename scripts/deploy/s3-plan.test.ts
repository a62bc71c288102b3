import { describe, expect, it } from 'vitest';
import { parseDeployArguments } from './deploy-options';
import {
  contentHashMetadata,
  groupOf,
  type LocalFile,
  normalizePrefix,
  objectsToCheck,
  parseDuration,
  planDeploy,
  type RemoteObject,
  uploadGroups,
} from './s3-plan';

const immutable = 'public, max-age=31536000, immutable';

describe('groupOf, headers and exclusions', () => {
  it.each([
    // path, group, Content-Type, Cache-Control
    ['basic/assets/index-AbCd1234.js', 'assets', 'text/javascript; charset=utf-8', immutable],
    ['basic/assets/index-B_c-d12E.css', 'assets', 'text/css; charset=utf-8', immutable],
    [
      'aober/chicshes/assets/pay-with-card-DYETTfnV.js',
      'assets',
      'text/javascript; charset=utf-8',
      immutable,
    ],
    ['basic/_error/assets/index-AbCd1234.js', 'assets', 'text/javascript; charset=utf-8', immutable],
    ['basic/assets/i18n/en.json', 'static', 'application/json; charset=utf-8', 'no-cache'],
    ['basic/assets/i18n/he.later.json', 'static', 'application/json; charset=utf-8', 'no-cache'],
    ['basic/assets/schemes/visa.svg', 'static', 'image/svg+xml', 'no-cache'],
    ['basic/assets/schemes/abc-AbCd1234.svg', 'static', 'image/svg+xml', 'no-cache'],
    ['basic/assets/apm/paypal.png', 'static', 'image/png', 'no-cache'],
    ['basic/assets/favicon.svg', 'static', 'image/svg+xml', 'no-cache'],
    ['basic/index.html', 'pages', 'text/html; charset=utf-8', 'no-cache'],
    ['basic/_error.html', 'pages', 'text/html; charset=utf-8', 'no-cache'],
    ['aober/chicshes.html', 'pages', 'text/html; charset=utf-8', 'no-cache'],
    ['health.html', 'pages', 'text/html; charset=utf-8', 'no-cache'],
    ['configuration', 'pages', 'application/json; charset=utf-8', 'no-cache'],
  ])('%s → %s, %s, %s', (file, group, contentType, cacheControl) => {
    expect(groupOf(file)).toBe(group);
    const [upload] = planDeploy([{ path: file, md5: '0', sha256: '0', size: 1 }], [], {
      prefix: '',
      now: new Date(),
    }).uploads;
    expect(upload).toMatchObject({ group, key: file, contentType, cacheControl });
  });

  it.each([
    'deploy/nginx.conf',
    'deploy/cloudfront-function.js',
    'deploy/cloudfront-response-function.js',
    'routes.json',
    'build-report.json',
    'basic/scripts-manifest.json',
    'aober/chicshes/scripts-manifest.json',
    'deploy/nginx.conf.gz',
    'routes.json.br',
    'basic/assets/apm/paypal.png.gz',
  ])('%s is never uploaded', (file) => {
    expect(groupOf(file)).toBeUndefined();
    expect(
      planDeploy([{ path: file, md5: '0', sha256: '0', size: 1 }], [], { prefix: '', now: new Date() })
        .uploads,
    ).toEqual([]);
  });
});

describe('the precompressed copies the CloudFront function asks for', () => {
  const file = (path: string, md5: string) => ({ path, md5, sha256: `s-${md5}`, size: 1 });
  const plan = planDeploy(
    [
      file('basic/assets/index-AbCd1234.js', 'js'),
      file('basic/assets/index-AbCd1234.js.br', 'br'),
      file('basic/index.html', 'html'),
      file('basic/index.html.gz', 'gz'),
      file('basic/index.html.br', 'hbr'),
      file('basic/assets/gone-AbCd1234.js.gz', 'orphan'),
      file('basic/assets/apm/paypal.png', 'png'),
    ],
    [],
    { prefix: '', now: new Date() },
  );

  it.each([
    // key, the local file whose bytes go up, its Content-Encoding, group, Content-Type
    [
      'basic/assets/index-AbCd1234.js',
      'basic/assets/index-AbCd1234.js',
      undefined,
      'assets',
      'text/javascript; charset=utf-8',
    ],
    [
      'basic/assets/index-AbCd1234.js.br',
      'basic/assets/index-AbCd1234.js.br',
      'br',
      'assets',
      'text/javascript; charset=utf-8',
    ],
    // No .gz was written (gzip would not have shrunk it): the key holds the file as it is.
    [
      'basic/assets/index-AbCd1234.js.gz',
      'basic/assets/index-AbCd1234.js',
      undefined,
      'assets',
      'text/javascript; charset=utf-8',
    ],
    ['basic/index.html.gz', 'basic/index.html.gz', 'gzip', 'pages', 'text/html; charset=utf-8'],
    ['basic/index.html.br', 'basic/index.html.br', 'br', 'pages', 'text/html; charset=utf-8'],
    ['basic/assets/apm/paypal.png', 'basic/assets/apm/paypal.png', undefined, 'static', 'image/png'],
  ] as const)('%s holds %s, encoding %s, in %s as %s', (key, path, contentEncoding, group, contentType) => {
    const upload = plan.uploads.find((candidate) => candidate.key === key);
    expect(upload).toMatchObject({ path, group, contentType });
    expect(upload?.contentEncoding).toBe(contentEncoding);
  });

  it('uploads nothing else: no copy of a file the build does not have, none of an image', () => {
    expect(plan.uploads.map((upload) => upload.key).sort()).toEqual([
      'basic/assets/apm/paypal.png',
      'basic/assets/index-AbCd1234.js',
      'basic/assets/index-AbCd1234.js.br',
      'basic/assets/index-AbCd1234.js.gz',
      'basic/index.html',
      'basic/index.html.br',
      'basic/index.html.gz',
    ]);
  });
});

describe('planDeploy', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);
  const local: LocalFile[] = [
    { path: 'configuration', md5: 'c0', sha256: 's-c0', size: 1 },
    { path: 'basic/index.html', md5: 'h1', sha256: 's-h1', size: 1 },
    { path: 'basic/assets/i18n/en.json', md5: 'e1', sha256: 's-e1', size: 1 },
    { path: 'basic/assets/index-AbCd1234.js', md5: 'a1', sha256: 's-a1', size: 1 },
    { path: 'basic/assets/index-AbCd1234.css', md5: 'a2', sha256: 's-a2', size: 1 },
    { path: 'basic/scripts-manifest.json', md5: 'm1', sha256: 's-m1', size: 1 },
    { path: 'routes.json', md5: 'r1', sha256: 's-r1', size: 1 },
  ];

  it('orders every asset before any translation or image, and those before any page', () => {
    const plan = planDeploy(local, [], { prefix: '', now });
    expect(plan.uploads.map((upload) => [upload.group, upload.key])).toEqual([
      ['assets', 'basic/assets/index-AbCd1234.css'],
      ['assets', 'basic/assets/index-AbCd1234.css.br'],
      ['assets', 'basic/assets/index-AbCd1234.css.gz'],
      ['assets', 'basic/assets/index-AbCd1234.js'],
      ['assets', 'basic/assets/index-AbCd1234.js.br'],
      ['assets', 'basic/assets/index-AbCd1234.js.gz'],
      ['static', 'basic/assets/i18n/en.json'],
      ['static', 'basic/assets/i18n/en.json.br'],
      ['static', 'basic/assets/i18n/en.json.gz'],
      ['pages', 'basic/index.html'],
      ['pages', 'basic/index.html.br'],
      ['pages', 'basic/index.html.gz'],
      ['pages', 'configuration'],
    ]);
    expect(uploadGroups).toEqual(['assets', 'static', 'pages']);
  });

  // The local file has MD5 a1 and SHA-256 s-a1. An ETag that is not an MD5 (SSE-KMS) is
  // "kms…"; the SHA-256 is there only when deploy read it (objectsToCheck).
  it.each<[string, string, string | undefined, boolean, boolean]>([
    ['same MD5 (quoted ETag)', '"a1"', undefined, false, true],
    ['same MD5 (upper case)', 'A1', undefined, false, true],
    ['same MD5, written before the hash was (no hash read)', '"a1"', undefined, false, true],
    ['different MD5, no hash (changed, or written before the hash was)', '"zz"', undefined, false, false],
    ['same MD5 with --force', '"a1"', 's-a1', true, false],
    ['encrypted: ETag not the MD5, same SHA-256', '"kms9f0c"', 's-a1', false, true],
    ['encrypted: same SHA-256 in upper case', '"kms9f0c"', 'S-A1', false, true],
    ['encrypted: different SHA-256 (changed)', '"kms9f0c"', 's-zz', false, false],
    ['encrypted, written before the hash was', '"kms9f0c"', undefined, false, false],
    ['encrypted, same SHA-256, with --force', '"kms9f0c"', 's-a1', true, false],
  ])('%s → unchanged: %s', (_label, etag, sha256, force, unchanged) => {
    const remote: RemoteObject[] = [
      {
        key: 'hpp/basic/assets/index-AbCd1234.js',
        etag,
        lastModified: daysAgo(1),
        ...(sha256 !== undefined ? { metadata: { [contentHashMetadata]: sha256 } } : {}),
      },
    ];
    const plan = planDeploy(local, remote, { prefix: '/hpp/', now, force });
    expect(plan.uploads.find((upload) => upload.path === 'basic/assets/index-AbCd1234.js')).toMatchObject({
      key: 'hpp/basic/assets/index-AbCd1234.js',
      sha256: 's-a1',
      unchanged,
    });
  });

  it('reads the content hash only of objects of this build whose ETag is not the MD5', () => {
    const remote: RemoteObject[] = [
      // The MD5 matches: the listing is enough (a bucket without encryption, or one deployed
      // before the hash was written).
      { key: 'hpp/basic/assets/index-AbCd1234.js', etag: '"a1"', lastModified: daysAgo(1) },
      // Not the MD5: changed in place, or encrypted with SSE-KMS.
      { key: 'hpp/basic/index.html', etag: '"kms1"', lastModified: daysAgo(1) },
      { key: 'hpp/configuration', etag: '"c9"', lastModified: daysAgo(1) },
      // Not in this build, outside the prefix, or never uploaded: nothing to compare.
      { key: 'hpp/basic/assets/index-Old12345.js', etag: '"kms2"', lastModified: daysAgo(1) },
      { key: 'other/basic/index.html', etag: '"kms3"', lastModified: daysAgo(1) },
      { key: 'hpp/routes.json', etag: '"kms4"', lastModified: daysAgo(1) },
    ];
    expect(objectsToCheck(local, remote, { prefix: 'hpp' })).toEqual([
      'hpp/basic/index.html',
      'hpp/configuration',
    ]);
    expect(objectsToCheck(local, remote, { prefix: 'hpp', force: true })).toEqual([]);
    // A page carrying its own headers is read even when its bytes are the same: only they may differ.
    const withHeaders = local.map((file) =>
      file.path.endsWith('.js')
        ? { ...file, metadata: { 'hpp-content-security-policy': "default-src 'none'" } }
        : file,
    );
    expect(objectsToCheck(withHeaders, remote, { prefix: 'hpp' })).toEqual([
      'hpp/basic/assets/index-AbCd1234.js',
      'hpp/basic/index.html',
      'hpp/configuration',
    ]);
    expect(objectsToCheck(local, [], { prefix: 'hpp' })).toEqual([]);
  });

  const old = 'basic/assets/index-Old12345.js';
  // The page's .br and .gz hold the page itself here (the fixture has no copies).
  const pageKeys = ['configuration', 'basic/index.html', 'basic/index.html.br', 'basic/index.html.gz'];
  it.each([
    // label, grace (s), age of the old asset (days), age of the unchanged pages (days or "written now"), deleted
    ['no grace, pages written now', 0, 30, 'now', [old]],
    ['7 days, asset 30 days old, pages written now', 7 * 86_400, 30, 'now', []],
    ['7 days, asset 30 days old, pages 8 days online', 7 * 86_400, 30, 8, [old]],
    ['7 days, asset 3 days old, pages 8 days online', 7 * 86_400, 3, 8, []],
    ['7 days, asset 30 days old, pages 2 days online', 7 * 86_400, 30, 2, []],
  ] as const)('prune, %s', (_label, grace, assetAge, pagesAge, deleted) => {
    const remote: RemoteObject[] = [
      { key: old, etag: '"x"', lastModified: daysAgo(assetAge) },
      // Files of the current build, however old, are never deleted.
      { key: 'basic/assets/index-AbCd1234.js', etag: '"a1"', lastModified: daysAgo(100) },
      ...pageKeys.map((key) => ({
        key,
        etag: pagesAge === 'now' ? '"stale"' : `"${key === 'configuration' ? 'c0' : 'h1'}"`,
        lastModified: daysAgo(pagesAge === 'now' ? 100 : pagesAge),
      })),
    ];
    const plan = planDeploy(local, remote, { prefix: '', now, prune: true, pruneGraceSeconds: grace });
    expect(plan.deletions.map((deletion) => deletion.key)).toEqual(deleted);
    const everything = [...plan.deletions.map((d) => d.key), ...plan.kept.map((k) => k.key)];
    for (const key of [...pageKeys, 'basic/assets/index-AbCd1234.js']) expect(everything).not.toContain(key);
  });

  it.each([
    ['the hash written with them', true, [old]],
    ['no hash (as before the deploy wrote one): they are rewritten, so prune waits', false, []],
  ] as const)(
    'prune on an encrypted bucket (ETags not MD5s), pages 8 days old, %s',
    (_label, hashed, deleted) => {
      const remote: RemoteObject[] = [
        { key: old, etag: '"kms-old"', lastModified: daysAgo(30) },
        ...pageKeys.map((key) => ({
          key,
          etag: `"kms-${key}"`,
          lastModified: daysAgo(8),
          ...(hashed
            ? { metadata: { [contentHashMetadata]: key === 'configuration' ? 's-c0' : 's-h1' } }
            : {}),
        })),
      ];
      const plan = planDeploy(local, remote, { prefix: '', now, prune: true, pruneGraceSeconds: 7 * 86_400 });
      expect(plan.uploads.filter((upload) => upload.group === 'pages').every((u) => u.unchanged)).toBe(
        hashed,
      );
      expect(plan.deletions.map((deletion) => deletion.key)).toEqual(deleted);
    },
  );

  it('prunes only under the prefix, never the pages of this build, and nothing without --prune', () => {
    const remote: RemoteObject[] = [
      { key: 'hpp/basic/assets/index-Old12345.js', etag: '"x"', lastModified: daysAgo(30) },
      { key: 'hpp/gone/index.html', etag: '"x"', lastModified: daysAgo(30) },
      { key: 'hpp/basic/index.html', etag: '"other"', lastModified: daysAgo(30) },
      { key: 'hpp/configuration', etag: '"other"', lastModified: daysAgo(30) },
      { key: 'hpp2/basic/assets/index-Old12345.js', etag: '"x"', lastModified: daysAgo(30) },
      { key: 'basic/assets/index-Old12345.js', etag: '"x"', lastModified: daysAgo(30) },
    ];
    const plan = planDeploy(local, remote, { prefix: 'hpp', now, prune: true, pruneGraceSeconds: 0 });
    expect(plan.deletions.map((deletion) => deletion.key)).toEqual([
      'hpp/basic/assets/index-Old12345.js',
      'hpp/gone/index.html',
    ]);
    expect(planDeploy(local, remote, { prefix: 'hpp', now }).deletions).toEqual([]);
  });
});

describe('options', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['hpp', 'hpp/'],
    ['/hpp//eu/', 'hpp/eu/'],
  ])('prefix %j → %j', (prefix, expected) => {
    expect(normalizePrefix(prefix)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['604800', 604_800],
    ['45s', 45],
    ['30m', 1800],
    ['12h', 43_200],
    ['7d', 604_800],
  ])('duration %s → %d s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('reads flags over the environment', () => {
    expect(
      parseDeployArguments(
        [
          '--prefix=eu',
          '--endpoint',
          'http://127.0.0.1:9000',
          '--dry-run',
          '--prune',
          '--prune-older-than',
          '7d',
        ],
        { HPP_S3_BUCKET: 'hpp-pay', HPP_S3_PREFIX: 'ignored', HPP_S3_REGION: 'eu-west-1' },
      ),
    ).toEqual({
      bucket: 'hpp-pay',
      prefix: 'eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      dist: 'dist',
      dryRun: true,
      force: false,
      prune: true,
      pruneGraceSeconds: 604_800,
      publishFunctions: false,
      functionNames: {},
    });
  });

  it.each([
    [['--publish-functions'], {}],
    [['--publish-functions', '--routes-function', 'eu-routes'], { routes: 'eu-routes' }],
    [['--publish-functions', '--headers-function=eu_headers'], { headers: 'eu_headers' }],
  ])('%j publishes the CloudFront functions, named %j', (argv, functionNames) => {
    const options = parseDeployArguments(['--bucket', 'b', ...argv]);
    expect(options.publishFunctions).toBe(true);
    expect(options.functionNames).toEqual(functionNames);
  });

  it.each([
    [[], /no bucket/],
    [['--bucket'], /needs a value/],
    [['--bucket', 'b', '--prune'], /--prune-older-than/],
    [['--bucket', 'b', '--prune-older-than', '7d'], /only goes with --prune/],
    [['--bucket', 'b', '--prune', '--prune-older-than', 'a week'], /invalid duration/],
    [['--bucket', 'b', '--delete'], /unknown option/],
    [['--bucket', 'b', '--prefix', '../x'], /invalid prefix/],
    [['--bucket', 'b', '--endpoint', 'ftp://x'], /http/],
    [['--bucket', 'b', '--routes-function', 'r'], /only go with --publish-functions/],
    [['--bucket', 'b', '--publish-functions', '--headers-function', 'a b'], /function name/],
    [['--bucket', 'b', '--publish-functions', '--routes-function', 'x'.repeat(65)], /function name/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArguments(argv)).toThrow(message);
  });
});

describe('a page whose bytes are in the bucket already', () => {
  const csp = { 'hpp-content-security-policy': "default-src 'none'" };
  const page: LocalFile = { path: 'basic/index.html', md5: 'abc', sha256: 'def', size: 1, metadata: csp };
  const there = (metadata?: Record<string, string>): RemoteObject => ({
    key: 'basic/index.html',
    etag: '"abc"',
    lastModified: new Date(0),
    ...(metadata ? { metadata } : {}),
  });

  it.each<[string, LocalFile, RemoteObject, boolean]>([
    ['same metadata', page, there(csp), true],
    ['other metadata (a changed policy)', page, there({ 'hpp-content-security-policy': 'x' }), false],
    ['metadata missing in the bucket (uploaded before the policy travelled with it)', page, there({}), false],
    ['metadata not asked for', page, there(), false],
    ['one more key in the bucket', page, there({ ...csp, 'hpp-x-frame-options': 'DENY' }), false],
    ['a file with no metadata of its own', { ...page, metadata: undefined }, there(), true],
  ])('%s: unchanged %s', (_what, local, remote, unchanged) => {
    const [upload] = planDeploy([local], [remote], { prefix: '', now: new Date() }).uploads;
    expect(upload?.unchanged).toBe(unchanged);
    expect(upload?.metadata).toEqual(local.metadata ?? {});
  });
});
