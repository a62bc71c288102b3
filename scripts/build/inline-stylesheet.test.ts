import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBundleStylesheets, withInlineStylesheets } from './inline-stylesheet';
import { sriHash } from './integrity';

const css: Record<string, string> = {
  '/basic/assets/index-AAAAAAAA.css': '.form{color:red}\n',
  '/basic/assets/bad-BBBBBBBB.css': 'a::after{content:"</style><script>x()</script>"}',
  '/basic/assets/relative-DDDDDDDD.css': '.logo{background:url(logo.svg)}',
};

describe('withInlineStylesheets', () => {
  it.each([
    [
      'a stylesheet link becomes a <style> with its rules',
      '<head><link rel="stylesheet" crossorigin href="/basic/assets/index-AAAAAAAA.css"></head>',
      `<head><style data-href="/basic/assets/index-AAAAAAAA.css" data-integrity="${sriHash('.form{color:red}\n', 'sha256')}">.form{color:red}</style></head>`,
    ],
    [
      'an icon and a module script stay as they are',
      '<link rel="icon" href="/basic/assets/favicon.svg"><script type="module" src="/basic/assets/index-A.js"></script>',
      '<link rel="icon" href="/basic/assets/favicon.svg"><script type="module" src="/basic/assets/index-A.js"></script>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(withInlineStylesheets(html, (url) => css[url])).toBe(expected);
  });

  it.each([
    ['a stylesheet that could end the <style> element', '/basic/assets/bad-BBBBBBBB.css', /<\/style/],
    ['a stylesheet with no file', '/basic/assets/missing-CCCCCCCC.css', /no file/],
    ['a stylesheet with a relative url()', '/basic/assets/relative-DDDDDDDD.css', /relative url/],
  ])('refuses %s', (_name, url, message) => {
    expect(() => withInlineStylesheets(`<link rel="stylesheet" href="${url}">`, (u) => css[u])).toThrow(
      message,
    );
  });
});

describe('inlineBundleStylesheets', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('inlines the bundle’s stylesheet and keeps its file for a refused <style>', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hpp-inline-css-'));
    const assetsDir = path.join(root, 'assets');
    await mkdir(assetsDir);
    await writeFile(path.join(assetsDir, 'index-AAAAAAAA.css'), '.form{color:red}');
    await writeFile(path.join(assetsDir, 'saved-cards-DDDDDDDD.css'), '.lazy{}');
    const html = await inlineBundleStylesheets({
      html: '<head><link rel="stylesheet" href="/basic/assets/index-AAAAAAAA.css"></head>',
      assetsDir,
      assetsUrl: '/basic/assets/',
    });
    expect(html).toBe(
      `<head><style data-href="/basic/assets/index-AAAAAAAA.css" data-integrity="${sriHash('.form{color:red}', 'sha256')}">.form{color:red}</style></head>`,
    );
    expect((await readdir(assetsDir)).sort()).toEqual(['index-AAAAAAAA.css', 'saved-cards-DDDDDDDD.css']);
  });
});
