import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSizes, htmlAssets, staticImports, translationFileCode } from './bundle-sizes';

describe('what a first load fetches', () => {
  it('reads scripts, module preloads, stylesheets, icons, images (a logo) and preloaded files from the HTML, not other links', () => {
    const html =
      '<html lang="en"><head><script type="module" crossorigin src="/basic/assets/index-a.js" integrity="sha384-x"></script>' +
      '<link rel="modulepreload" href="/basic/assets/dep-b.js"><link rel="stylesheet" href="/basic/assets/index-c.css">' +
      '<link rel="preload" href="/result/assets/i18n/en.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/configuration" as="fetch">' +
      '<link rel="icon" type="image/svg+xml" href="/basic/assets/favicon.svg"><link rel="canonical" href="https://x.example/"></head>' +
      '<body><p class="page__wordmark"><img class="page__logo" src="/basic/assets/logo-d.svg" alt="Acme"/></p></body></html>';
    expect(htmlAssets(html)).toEqual({
      scripts: ['index-a.js', 'dep-b.js'],
      styles: ['index-c.css'],
      images: ['favicon.svg', 'logo-d.svg'],
      preloads: ['i18n/en.json'],
    });
  });

  // A payment page's HTML fetches its field logic with a low-priority hint (integrity.ts
  // earlyFetchTags): a lazy chunk by how it runs, but part of what opening the page downloads.
  it.each([
    [
      'a module preload',
      '<link rel="modulepreload" href="/basic/assets/dep-b.js">',
      ['index-a.js', 'dep-b.js'],
    ],
    [
      'a low-priority module preload (a lazy chunk fetched as the page opens: its bytes are spent too)',
      '<link rel="modulepreload" href="/basic/assets/field-logic-b.js" crossorigin integrity="sha384-y" fetchpriority="low">',
      ['index-a.js', 'field-logic-b.js'],
    ],
  ])('%s: the first load’s scripts', (_case, link, scripts) => {
    const html = `<html><head><script type="module" src="/basic/assets/index-a.js"></script>${link}</head></html>`;
    expect(htmlAssets(html).scripts).toEqual(scripts);
  });

  it.each([
    ['import{a as b}from"./index-x.js";b()', ['index-x.js']],
    ['import"./side-y.js";import * as n from"./ns-z.js"', ['side-y.js', 'ns-z.js']],
    ['const m=()=>import("./lazy-q.js")', []],
    ['x=__vitePreload(()=>import("./lazy-q.js"),[])', []],
    ['let s="import from ./no.js"', []],
  ])('static imports of %s', (code, imports) => {
    expect(staticImports(code)).toEqual(imports);
  });

  it.each([
    ['<html lang="en" dir="ltr">', 'en'],
    ['<html lang="he" dir="rtl">', 'he'],
    ['<html lang="zh-Hans">', 'cn'],
    ['<html lang="uk">', 'ua'],
    ['<html lang="xx">', 'en'],
    ['<html>', 'en'],
  ])('%s loads the translations of %s', (html, code) => {
    expect(translationFileCode(html)).toBe(code);
  });
});

describe('bundleSizes', () => {
  let dir: string;
  const firstHtml =
    '<html lang="he"><script type="module" src="/v/assets/entry.js"></script><link rel="stylesheet" href="/v/assets/entry.css"><link rel="icon" href="/v/assets/favicon.svg">';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-sizes-'));
    const assets = path.join(dir, 'assets');
    await mkdir(path.join(assets, 'i18n'), { recursive: true });
    await writeFile(
      path.join(dir, 'index.html'),
      `${firstHtml}<link rel="preload" href="/v/assets/i18n/he.json" as="fetch" crossorigin="anonymous">`,
    );
    await writeFile(path.join(dir, 'prerendered.html'), firstHtml);
    await writeFile(
      path.join(assets, 'entry.js'),
      'import{x}from"./shared.js";const l=()=>import("./lazy.js");x(l)',
    );
    await writeFile(path.join(assets, 'shared.js'), 'export const x=(f)=>f;'.repeat(20));
    await writeFile(path.join(assets, 'lazy.js'), 'export const lazy=1;'.repeat(40));
    await writeFile(path.join(assets, 'lazy.css'), '.lazy{color:red}'.repeat(30));
    await writeFile(path.join(assets, 'entry.css'), 'body{margin:0}');
    await writeFile(path.join(assets, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(assets, 'i18n', 'he.json'), '{"page":{"title":"תשלום"}}');
    await writeFile(path.join(assets, 'i18n', 'he.later.json'), '{"status":{"retry":"שוב"}}');
    await writeFile(path.join(assets, 'i18n', 'en.later.json'), '{"status":{"retry":"Try again, longer"}}');
    await writeFile(
      path.join(assets, 'i18n', 'en.json'),
      '{"page":{"title":"A much longer English payment title"}}',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('counts no language file where the HTML does not preload it (a prerendered page: its texts are in its entry)', async () => {
    const sizes = await bundleSizes(path.join(dir, 'prerendered.html'), path.join(dir, 'assets'));
    expect(sizes.firstLoad.sort()).toEqual(['entry.css', 'entry.js', 'favicon.svg', 'shared.js']);
    expect(sizes.translations.raw).toBe(0);
  });

  it('counts the first load and keeps lazy chunks and the later texts apart', async () => {
    const sizes = await bundleSizes(path.join(dir, 'index.html'), path.join(dir, 'assets'));
    expect(sizes.firstLoad.sort()).toEqual([
      'entry.css',
      'entry.js',
      'favicon.svg',
      'i18n/he.json',
      'shared.js',
    ]);
    expect(sizes.js.raw).toBe(
      'import{x}from"./shared.js";const l=()=>import("./lazy.js");x(l)'.length +
        'export const x=(f)=>f;'.length * 20,
    );
    expect(sizes.translations.raw).toBe(Buffer.byteLength('{"page":{"title":"תשלום"}}'));
    expect(sizes.images.raw).toBe(6);
    expect(sizes.lazy.raw).toBe(
      'export const lazy=1;'.length * 40 +
        '.lazy{color:red}'.length * 30 +
        Buffer.byteLength('{"status":{"retry":"שוב"}}'),
    );
    const parts = [sizes.html, sizes.js, sizes.css, sizes.translations, sizes.images];
    for (const unit of ['raw', 'gzip', 'brotli'] as const) {
      expect(sizes.total[unit]).toBe(parts.reduce((sum, part) => sum + part[unit], 0));
    }
  });
});
