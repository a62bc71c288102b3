import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InlineHashes } from '@scripts/security/content-security-policy';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addIntegrity,
  cspHashSource,
  importMapTag,
  importMapText,
  inlinedStylesheets,
  inlineHashesOf,
  type ScriptsManifest,
  scriptReferences,
  sriHash,
  uncheckedStylesheets,
  withImportMap,
  writeIntegrity,
} from './integrity';

const viteHtml =
  '<!doctype html><html><head><title>Pay</title>' +
  '<script type="module" crossorigin src="/basic/assets/index-AAAAAAAA.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/basic/assets/vendor-BBBBBBBB.js">' +
  '<link rel="stylesheet" crossorigin href="/basic/assets/index-CCCCCCCC.css">' +
  '<link rel="icon" type="image/svg+xml" href="/basic/assets/favicon.svg">' +
  '</head><body><div id="root"></div></body></html>';

describe('sriHash', () => {
  it('is sha384 in base64, as the SRI spec writes it', () => {
    expect(sriHash('alert(1)')).toBe(`sha384-${createHash('sha384').update('alert(1)').digest('base64')}`);
    expect(sriHash('')).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });
});

describe('scriptReferences', () => {
  it('finds scripts, stylesheets and module preloads, not icons', () => {
    expect(scriptReferences(viteHtml).map(({ url, role }) => [url, role])).toEqual([
      ['/basic/assets/index-AAAAAAAA.js', 'entry'],
      ['/basic/assets/vendor-BBBBBBBB.js', 'preload'],
      ['/basic/assets/index-CCCCCCCC.css', 'stylesheet'],
    ]);
  });
});

describe('addIntegrity', () => {
  const hashes: Record<string, string> = {
    '/basic/assets/index-AAAAAAAA.js': 'sha384-aaa',
    '/basic/assets/vendor-BBBBBBBB.js': 'sha384-bbb',
    '/basic/assets/index-CCCCCCCC.css': 'sha384-ccc',
  };

  it.each<[string, string, string]>([
    [
      'a Vite module script',
      '<script type="module" crossorigin src="/basic/assets/index-AAAAAAAA.js"></script>',
      '<script type="module" crossorigin src="/basic/assets/index-AAAAAAAA.js" integrity="sha384-aaa"></script>',
    ],
    [
      'a stylesheet without crossorigin',
      '<link rel="stylesheet" href="/basic/assets/index-CCCCCCCC.css">',
      '<link crossorigin rel="stylesheet" href="/basic/assets/index-CCCCCCCC.css" integrity="sha384-ccc">',
    ],
    [
      'a stale integrity is replaced',
      '<link rel="modulepreload" crossorigin href="/basic/assets/vendor-BBBBBBBB.js" integrity="sha384-old">',
      '<link rel="modulepreload" crossorigin href="/basic/assets/vendor-BBBBBBBB.js" integrity="sha384-bbb">',
    ],
  ])('%s', (_name, html, expected) => {
    expect(addIntegrity(html, (url) => hashes[url])).toBe(expected);
  });

  it('leaves other tags alone and is idempotent', () => {
    const once = addIntegrity(viteHtml, (url) => hashes[url]);
    expect(once).toContain('<link rel="icon" type="image/svg+xml" href="/basic/assets/favicon.svg">');
    expect(addIntegrity(once, (url) => hashes[url])).toBe(once);
    expect(scriptReferences(once).every(({ tag }) => /\sintegrity="sha384-/.test(tag))).toBe(true);
  });

  it('fails on a reference it has no file for (another host, a missing file)', () => {
    expect(() => addIntegrity('<script src="https://cdn.example/x.js"></script>', () => undefined)).toThrow(
      /cdn\.example/,
    );
  });
});

describe('the import map of the lazy chunks', () => {
  const chunks = new Map([
    ['/basic/assets/a-11111111.js', 'a()'],
    ['/basic/assets/b-22222222.js', 'b()'],
  ]);

  it('names each chunk with its sha256 hash, and is nothing without chunks', () => {
    expect(importMapTag(chunks)).toBe(
      `<script type="importmap">{"integrity":{"/basic/assets/a-11111111.js":"${sriHash('a()', 'sha256')}",` +
        `"/basic/assets/b-22222222.js":"${sriHash('b()', 'sha256')}"}}</script>`,
    );
    expect(importMapTag(new Map())).toBe('');
  });

  it.each([
    [
      'after the charset, before any script',
      '<html><head><meta charset="utf-8"><title>x</title><script type="module" src="/e.js"></script></head></html>',
      '<html><head><meta charset="utf-8"><script type="importmap">{}</script><title>x</title>',
    ],
    [
      'at the start of <head> without a charset',
      '<html><head lang="en"><script type="module" src="/e.js"></script></head></html>',
      '<html><head lang="en"><script type="importmap">{}</script><script type="module"',
    ],
  ])('goes %s', (_where, html, expectedStart) => {
    const out = withImportMap(html, '<script type="importmap">{}</script>');
    expect(out.startsWith(expectedStart)).toBe(true);
    expect(importMapText(out)).toBe('{}');
  });

  it('its CSP source is the sha256 of the script text, quoted', () => {
    expect(cspHashSource('{}')).toBe(`'sha256-${createHash('sha256').update('{}').digest('base64')}'`);
  });

  it('the hashes of a page’s inline code: its map and each <style>, exactly as written', () => {
    expect(
      inlineHashesOf(
        '<head><script type="importmap">{}</script><style>a{b:c}</style><style data-href="/x.css"> x{} </style></head>',
      ),
    ).toEqual({ script: [cspHashSource('{}')], style: [cspHashSource('a{b:c}'), cspHashSource(' x{} ')] });
    expect(inlineHashesOf('<head></head>')).toEqual({ script: [], style: [] });
  });
});

describe('stylesheets the page could load unchecked', () => {
  const contents = new Map([
    ['/basic/assets/index-CCCCCCCC.css', 'body{}'],
    ['/basic/assets/saved-cards-EEEEEEEE.css', '.lazy{}'],
    ['/basic/assets/index-AAAAAAAA.js', 'entry()'],
  ]);
  const inlined = (integrity: string) =>
    `<style data-href="/basic/assets/index-CCCCCCCC.css" data-integrity="${integrity}">body{}</style>`;
  const linked = (attributes: string) =>
    `<link rel="stylesheet" ${attributes}href="/basic/assets/index-CCCCCCCC.css">`;

  it('reads each inlined stylesheet’s file and hash', () => {
    expect(inlinedStylesheets(`<head>${inlined('sha256-x')}<style>a{}</style></head>`)).toEqual([
      { url: '/basic/assets/index-CCCCCCCC.css', integrity: 'sha256-x' },
    ]);
  });

  it.each<[string, string, string[]]>([
    [
      'a lazy part’s stylesheet file (the bundler would link it without integrity)',
      inlined(sriHash('body{}', 'sha256')),
      ['/basic/assets/saved-cards-EEEEEEEE.css'],
    ],
    ['every stylesheet, with none named in the HTML', '<head></head>', [...contents.keys()].slice(0, 2)],
    [
      'the inlined stylesheet’s file, named with a hash that is not its own',
      `${inlined('sha256-forged')}<link rel="stylesheet" integrity="sha384-x" href="/basic/assets/saved-cards-EEEEEEEE.css">`,
      ['/basic/assets/index-CCCCCCCC.css'],
    ],
    [
      'a stylesheet linked without integrity',
      `${linked('')}<link rel="stylesheet" integrity="sha384-x" href="/basic/assets/saved-cards-EEEEEEEE.css">`,
      ['/basic/assets/index-CCCCCCCC.css'],
    ],
    [
      'nothing when every stylesheet is linked with integrity or inlined with its hash',
      `${inlined(sriHash('body{}', 'sha256'))}<link rel="stylesheet" integrity="sha384-x" href="/basic/assets/saved-cards-EEEEEEEE.css">`,
      [],
    ],
  ])('%s', (_name, html, expected) => {
    expect(uncheckedStylesheets(html, contents)).toEqual(expected);
  });
});

describe('writeIntegrity', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('hashes every script and stylesheet, marks lazy ones, and writes the inventory', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hpp-integrity-'));
    const assets = path.join(root, 'basic', 'assets');
    await mkdir(path.join(assets, 'i18n'), { recursive: true });
    const files: Record<string, string> = {
      'index-AAAAAAAA.js': 'entry()',
      'vendor-BBBBBBBB.js': 'vendor()',
      'index-CCCCCCCC.css': 'body{}',
      'saved-cards-DDDDDDDD.js': 'lazy()',
      'favicon.svg': '<svg/>',
      'i18n/en.json': '{}',
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(assets, name), content);
    await writeFile(path.join(root, 'basic', 'index.html'), viteHtml);

    const headers = (hashes: InlineHashes) => ({
      'content-security-policy': `script-src 'self' ${hashes.script.join(' ')}`,
    });
    const manifest = await writeIntegrity({
      outRoot: root,
      key: 'basic',
      htmlFile: 'basic/index.html',
      page: '/basic/',
      headers,
    });
    const html = await readFile(path.join(root, 'basic', 'index.html'), 'utf8');
    expect(html).toContain(`src="/basic/assets/index-AAAAAAAA.js" integrity="${sriHash('entry()')}"`);
    expect(manifest.htmlIntegrity).toBe(sriHash(html));
    // The lazy chunk, and only it, is in the import map, which the CSP allows by its hash.
    const map = importMapText(html) ?? '';
    expect(JSON.parse(map)).toEqual({
      integrity: { '/basic/assets/saved-cards-DDDDDDDD.js': sriHash('lazy()', 'sha256') },
    });
    expect(html.indexOf('<script type="importmap">')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(manifest.inlineHashes).toEqual({ script: [cspHashSource(map)], style: [] });
    expect(manifest.headers).toEqual(headers({ script: [cspHashSource(map)], style: [] }));
    expect(manifest.files.map(({ url, role, checkedBy }) => [url.split('/').pop(), role, checkedBy])).toEqual(
      [
        ['index-AAAAAAAA.js', 'entry', 'browser'],
        ['index-CCCCCCCC.css', 'stylesheet', 'browser'],
        ['saved-cards-DDDDDDDD.js', 'lazy-chunk', 'browser'],
        ['vendor-BBBBBBBB.js', 'preload', 'browser'],
      ],
    );
    expect(manifest.files.find((file) => file.role === 'lazy-chunk')?.integrity).toBe(sriHash('lazy()'));
    const written = JSON.parse(
      await readFile(path.join(root, 'basic', 'scripts-manifest.json'), 'utf8'),
    ) as ScriptsManifest;
    expect(written).toEqual(manifest);
  });

  /** A bundle of an entry and the first screen's stylesheet, inlined as inline-stylesheet.ts does. */
  async function inlinedBundle(extra: Record<string, string>): Promise<string> {
    root = await mkdtemp(path.join(os.tmpdir(), 'hpp-integrity-'));
    const assets = path.join(root, 'basic', 'assets');
    await mkdir(assets, { recursive: true });
    const files: Record<string, string> = {
      'index-AAAAAAAA.js': 'entry()',
      'index-CCCCCCCC.css': 'body{}',
      ...extra,
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(assets, name), content);
    const html =
      '<!doctype html><html><head><script type="module" crossorigin src="/basic/assets/index-AAAAAAAA.js"></script>' +
      `<style data-href="/basic/assets/index-CCCCCCCC.css" data-integrity="${sriHash('body{}', 'sha256')}">body{}</style>` +
      '</head><body></body></html>';
    await writeFile(path.join(root, 'basic', 'index.html'), html);
    return html;
  }
  const write = (fetchedWithPage?: string[]) =>
    writeIntegrity({
      outRoot: root,
      key: 'basic',
      htmlFile: 'basic/index.html',
      page: '/basic/',
      headers: () => ({}),
      ...(fetchedWithPage ? { fetchedWithPage } : {}),
    });

  it('lists the inlined stylesheet’s file as such, checked by the browser through its fallback’s hash', async () => {
    await inlinedBundle({ 'saved-cards-DDDDDDDD.js': 'lazy()' });
    const manifest = await write();
    expect(manifest.files.map(({ url, role, checkedBy }) => [url.split('/').pop(), role, checkedBy])).toEqual(
      [
        ['index-AAAAAAAA.js', 'entry', 'browser'],
        ['index-CCCCCCCC.css', 'inlined-stylesheet', 'browser'],
        ['saved-cards-DDDDDDDD.js', 'lazy-chunk', 'browser'],
      ],
    );
  });

  // A payment page fetches its field logic as it loads (src/features/catalogue.ts): the hint carries
  // the chunk's sha384 like every tag, and the chunk stays a lazy chunk in the import map, whose
  // hash the checked loader reads to run it (src/platform/checked-chunk-import.ts).
  it.each<[string, string[], string[]]>([
    ['a page that fetches none early', [], []],
    ['a payment page', ['field-logic'], ['field-logic-FFFFFFFF.js']],
  ])(
    '%s: hints at exactly its early chunks, each still checked as a lazy chunk',
    async (_case, early, hinted) => {
      await inlinedBundle({ 'field-logic-FFFFFFFF.js': 'logic()', 'saved-cards-DDDDDDDD.js': 'lazy()' });
      const manifest = await write(early);
      const html = await readFile(path.join(root, 'basic', 'index.html'), 'utf8');
      const hints = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
      expect(hints).toEqual(
        hinted.map(
          (file) =>
            `<link rel="modulepreload" href="/basic/assets/${file}" crossorigin integrity="${sriHash('logic()')}" fetchpriority="low">`,
        ),
      );
      // Found with the entry, right after it.
      for (const hint of hints)
        expect(html).toContain(`index-AAAAAAAA.js" integrity="${sriHash('entry()')}"></script>${hint}`);
      expect(Object.keys(JSON.parse(importMapText(html) ?? '{}').integrity).sort()).toEqual([
        '/basic/assets/field-logic-FFFFFFFF.js',
        '/basic/assets/saved-cards-DDDDDDDD.js',
      ]);
      expect(
        manifest.files
          .filter((file) => file.role === 'lazy-chunk')
          .map((file) => [file.url.split('/').pop(), file.fetchedWithPage ?? false]),
      ).toEqual([
        ['field-logic-FFFFFFFF.js', hinted.length > 0],
        ['saved-cards-DDDDDDDD.js', false],
      ]);
    },
  );

  it('fails the build on an early chunk the bundle does not have, naming it', async () => {
    await inlinedBundle({ 'saved-cards-DDDDDDDD.js': 'lazy()' });
    await expect(write(['field-logic'])).rejects.toThrow(
      'basic/index.html: no lazy chunk "field-logic" to fetch with the page',
    );
  });

  it('fails the build on a stylesheet the HTML does not name with its hash, and leaves the HTML alone', async () => {
    const html = await inlinedBundle({
      'saved-cards-DDDDDDDD.js': 'lazy()',
      'saved-cards-EEEEEEEE.css': '.lazy{}',
    });
    await expect(write()).rejects.toThrow(
      /basic\/index\.html: \/basic\/assets\/saved-cards-EEEEEEEE\.css: a stylesheet the page would load later with no integrity.*\?inline.*adoptStylesheet/,
    );
    expect(await readFile(path.join(root, 'basic', 'index.html'), 'utf8')).toBe(html);
  });
});
