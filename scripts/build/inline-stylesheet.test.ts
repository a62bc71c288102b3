import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBundleStylesheets, pageStylesheetName, withInlineStylesheets } from './inline-stylesheet';
import { sriHash } from './integrity';

const css: Record<string, string> = {
  '/basic/assets/index-AAAAAAAA.css': '.form{color:red}\n',
  '/basic/assets/theme-EEEEEEEE.css': ':root:root{--hpp-brand:#1f5fbf}\n',
  '/basic/assets/bad-BBBBBBBB.css': 'a::after{content:"</style><script>x()</script>"}',
  '/basic/assets/relative-DDDDDDDD.css': '.logo{background:url(logo.svg)}',
};

const assetsUrl = '/basic/assets/';
/** The <style> the page gets for this text, named by the text's hash. */
const style = (text: string) =>
  `<style data-href="${assetsUrl}${pageStylesheetName(text)}" data-integrity="${sriHash(text, 'sha256')}">${text}</style>`;
const link = (name: string) => `<link rel="stylesheet" crossorigin href="${assetsUrl}${name}">`;

describe('withInlineStylesheets', () => {
  it.each([
    [
      'a stylesheet link becomes a <style> with its rules',
      `<head>${link('index-AAAAAAAA.css')}</head>`,
      `<head>${style('.form{color:red}')}</head>`,
    ],
    [
      "the entry's stylesheet and the theme become one <style>, in the order they were linked",
      `<head>${link('index-AAAAAAAA.css')}<title>T</title>${link('theme-EEEEEEEE.css')}</head>`,
      `<head>${style('.form{color:red}\n:root:root{--hpp-brand:#1f5fbf}')}<title>T</title></head>`,
    ],
    [
      'an icon and a module script stay as they are',
      '<link rel="icon" href="/basic/assets/favicon.svg"><script type="module" src="/basic/assets/index-A.js"></script>',
      '<link rel="icon" href="/basic/assets/favicon.svg"><script type="module" src="/basic/assets/index-A.js"></script>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(withInlineStylesheets(html, (url) => css[url], assetsUrl).html).toBe(expected);
  });

  it.each([
    ['a stylesheet that could end the <style> element', '/basic/assets/bad-BBBBBBBB.css', /<\/style/],
    ['a stylesheet with no file', '/basic/assets/missing-CCCCCCCC.css', /no file/],
    ['a stylesheet with a relative url()', '/basic/assets/relative-DDDDDDDD.css', /relative url/],
  ])('refuses %s', (_name, url, message) => {
    expect(() =>
      withInlineStylesheets(`<link rel="stylesheet" href="${url}">`, (u) => css[u], assetsUrl),
    ).toThrow(message);
  });

  it('names the page stylesheet by its content, as the bundler names its files', () => {
    const names = ['.a{}', '.a{}', '.b{}'].map(pageStylesheetName);
    expect(names[0]).toMatch(/^page-[A-Za-z0-9_-]{8}\.css$/);
    expect([names[0] === names[1], names[0] === names[2]]).toEqual([true, false]);
  });
});

describe('inlineBundleStylesheets', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('inlines the bundle’s stylesheets as one, keeps that text as a file for a refused <style>, and removes the parts', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hpp-inline-css-'));
    const assetsDir = path.join(root, 'assets');
    await mkdir(assetsDir);
    await writeFile(path.join(assetsDir, 'index-AAAAAAAA.css'), '.form{color:red}');
    await writeFile(path.join(assetsDir, 'theme-EEEEEEEE.css'), ':root:root{--hpp-brand:#1f5fbf}\n');
    await writeFile(path.join(assetsDir, 'saved-cards-DDDDDDDD.css'), '.lazy{}');
    const html = await inlineBundleStylesheets({
      html: `<head>${link('index-AAAAAAAA.css')}${link('theme-EEEEEEEE.css')}</head>`,
      assetsDir,
      assetsUrl,
    });
    const text = '.form{color:red}\n:root:root{--hpp-brand:#1f5fbf}';
    expect(html).toBe(`<head>${style(text)}</head>`);
    expect((await readdir(assetsDir)).sort()).toEqual([pageStylesheetName(text), 'saved-cards-DDDDDDDD.css']);
    expect(await readFile(path.join(assetsDir, pageStylesheetName(text)), 'utf8')).toBe(text);
  });
});
