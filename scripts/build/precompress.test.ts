import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { servingEncoders } from './compressed-size';
import { compressibleFiles, precompressTree, shipsPrecompressed } from './precompress';

describe('which files ship with a .gz and a .br', () => {
  it.each([
    ['basic/index.html', true],
    ['aober/chicshes.html', true],
    ['basic/assets/index-AbCd1234.js', true],
    ['basic/assets/index-AbCd1234.css', true],
    ['basic/assets/i18n/he.later.json', true],
    ['basic/assets/schemes/visa.svg', true],
    ['basic/assets/logo.png', false],
    ['basic/assets/font.woff2', false],
    ['basic/assets/index-AbCd1234.js.gz', false],
    ['basic/assets/index-AbCd1234.js.br', false],
    ['configuration', false],
    ['routes.json', false],
    ['build-report.json', false],
    ['basic/scripts-manifest.json', false],
    ['deploy/cloudfront-function.js', false],
  ])('%s: %s', (file, ships) => {
    expect(shipsPrecompressed(file)).toBe(ships);
  });
});

describe('precompressing a built tree', () => {
  let root: string;
  const large = 'export const card = "4111 1111 1111 1111";\n'.repeat(300);
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  const exists = (file: string) =>
    stat(path.join(root, file)).then(
      () => true,
      () => false,
    );

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hpp-precompress-'));
    await write('basic/assets/index-a.js', large);
    await write('basic/assets/tiny.css', 'a{}');
    await write('deploy/nginx.conf', large);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes the gzip and the brotli of each compressible file that they shrink, and nothing else', async () => {
    const report = await precompressTree(root, servingEncoders);
    const gzipped = await readFile(path.join(root, 'basic/assets/index-a.js.gz'));
    const brotli = await readFile(path.join(root, 'basic/assets/index-a.js.br'));
    expect(gunzipSync(gzipped).toString('utf8')).toBe(large);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(large);
    for (const suffix of ['.gz', '.br']) {
      expect(await exists(`basic/assets/tiny.css${suffix}`)).toBe(false);
      expect(await exists(`deploy/nginx.conf${suffix}`)).toBe(false);
    }
    expect(report).toMatchObject({
      written: 2,
      kept: 0,
      asTheyAre: 2,
      raw: large.length,
      gzipped: gzipped.length,
      brotliRaw: large.length,
      brotli: brotli.length,
    });
  });

  it('keeps a .gz or .br newer than its file, and redoes one older than it', async () => {
    await precompressTree(root, servingEncoders);
    expect(await precompressTree(root, servingEncoders)).toMatchObject({ written: 0, kept: 2 });

    const changed = `${large}export const more = 2;\n`;
    await write('basic/assets/index-a.js', changed);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'basic/assets/index-a.js.gz'), past, past);
    await utimes(path.join(root, 'basic/assets/index-a.js.br'), future, future);
    expect(await precompressTree(root, servingEncoders)).toMatchObject({ written: 1, kept: 1 });
    const gzipped = await readFile(path.join(root, 'basic/assets/index-a.js.gz'));
    expect(gunzipSync(gzipped).toString('utf8')).toBe(changed);
  });

  it('leaves alone the files the build precompressed already, bundle by bundle', async () => {
    const done = new Set([path.join(root, 'basic/assets/index-a.js')]);
    expect(await precompressTree(root, servingEncoders, done)).toMatchObject({ written: 0, asTheyAre: 2 });
    expect(await exists('basic/assets/index-a.js.gz')).toBe(false);
    expect(await exists('basic/assets/index-a.js.br')).toBe(false);
  });

  it.each([
    ['the whole tree', '.', ['basic/assets/index-a.js', 'basic/assets/tiny.css']],
    ['one bundle', 'basic/assets', ['basic/assets/index-a.js', 'basic/assets/tiny.css']],
    ['a folder that is not there', 'nowhere', []],
  ])('lists the compressible files of %s', async (_name, dir, expected) => {
    const files = await compressibleFiles(root, path.join(root, dir));
    expect(files.map((file) => path.relative(root, file)).sort()).toEqual(expected);
  });
});
