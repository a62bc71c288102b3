import { addIntegrity, type ScriptsManifest, sriHash } from '@scripts/build/integrity';
import type { RouteEntry } from '@scripts/routes/routes-manifest';
import { describe, expect, it } from 'vitest';
import { checkDeployment, type FetchedResource, headerDifferences, htmlDifferences } from './deploy-check';

const entry = 'console.log("pay")';
// A lazy part carries its stylesheet inside its chunk (src/ui/adopt-stylesheet.ts).
const lazy = 'adoptStylesheet(".apm{display:grid}")';
const stylesheet = 'body{margin:0}';
const fontProbe = '@font-face{font-family:leak;src:url(/leak-1.woff);unicode-range:U+31}';
const html = addIntegrity(
  '<!doctype html><script type="module" crossorigin src="/basic/assets/index-AAAAAAAA.js"></script>' +
    `<style data-href="/basic/assets/index-CCCCCCCC.css" data-integrity="${sriHash(stylesheet, 'sha256')}">${stylesheet}</style>`,
  () => sriHash(entry),
);
const headers = {
  'content-security-policy': "default-src 'none'; script-src 'self'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const manifest: ScriptsManifest = {
  page: '/basic/',
  htmlFile: 'basic/index.html',
  htmlIntegrity: sriHash(html),
  inlineHashes: { script: [], style: [] },
  headers,
  files: [
    {
      url: '/basic/assets/index-AAAAAAAA.js',
      integrity: sriHash(entry),
      role: 'entry',
      checkedBy: 'browser',
    },
    {
      url: '/basic/assets/index-CCCCCCCC.css',
      integrity: sriHash(stylesheet),
      role: 'inlined-stylesheet',
      checkedBy: 'browser',
    },
    {
      url: '/basic/assets/lazy-BBBBBBBB.js',
      integrity: sriHash(lazy),
      role: 'lazy-chunk',
      checkedBy: 'browser',
    },
  ],
};
const route: RouteEntry = {
  path: '/basic/',
  file: 'basic/index.html',
  variant: 'basic',
  screen: 'card-form',
  kind: 'variant',
};

type Site = Record<string, { status?: number; body: string; headers?: Record<string, string> }>;

function fakeSite(site: Site) {
  const fetched: string[] = [];
  const fetcher = async (url: string): Promise<FetchedResource> => {
    fetched.push(url);
    const found = site[new URL(url).pathname];
    if (!found) return { status: 404, header: () => null, body: new Uint8Array() };
    return {
      status: found.status ?? 200,
      header: (name) => found.headers?.[name] ?? null,
      body: new TextEncoder().encode(found.body),
    };
  };
  return { fetcher, fetched };
}

const honest: Site = {
  '/basic/': { body: html, headers },
  '/basic/assets/index-AAAAAAAA.js': { body: entry },
  '/basic/assets/index-CCCCCCCC.css': { body: stylesheet },
  '/basic/assets/lazy-BBBBBBBB.js': { body: lazy },
};

const check = (site: Site, baseUrl = 'https://pay.example') =>
  checkDeployment({ baseUrl, routes: [route], manifestFor: () => manifest, fetcher: fakeSite(site).fetcher });

describe('checkDeployment', () => {
  it('finds nothing on a faithful deployment, and fetches the page and every file', async () => {
    const { fetcher, fetched } = fakeSite(honest);
    const report = await checkDeployment({
      baseUrl: 'https://pay.example/',
      routes: [route],
      manifestFor: () => manifest,
      fetcher,
    });
    expect(report.differences).toEqual([]);
    expect(report.files).toBe(3);
    expect(fetched.sort()).toEqual([
      'https://pay.example/basic/',
      'https://pay.example/basic/assets/index-AAAAAAAA.js',
      'https://pay.example/basic/assets/index-CCCCCCCC.css',
      'https://pay.example/basic/assets/lazy-BBBBBBBB.js',
    ]);
  });

  it.each<[string, Site, RegExp]>([
    [
      'a skimmer appended to the entry',
      { ...honest, '/basic/assets/index-AAAAAAAA.js': { body: `${entry};steal()` } },
      /entry differs/,
    ],
    [
      'a changed lazy chunk',
      { ...honest, '/basic/assets/lazy-BBBBBBBB.js': { body: 'steal()' } },
      /lazy-chunk differs/,
    ],
    [
      'a lazy part’s stylesheet changed inside its chunk (a font probe reading the typed digits)',
      { ...honest, '/basic/assets/lazy-BBBBBBBB.js': { body: lazy.replace('.apm{', `${fontProbe}.apm{`) } },
      /lazy-BBBBBBBB\.js: lazy-chunk differs/,
    ],
    [
      'a changed stylesheet file (the inlined one’s, which the page links where a policy refuses the <style>)',
      { ...honest, '/basic/assets/index-CCCCCCCC.css': { body: `${stylesheet}${fontProbe}` } },
      /index-CCCCCCCC\.css: inlined-stylesheet differs/,
    ],
    [
      'an inlined stylesheet that names a file the build does not have',
      {
        ...honest,
        '/basic/': { body: html.replace('index-CCCCCCCC.css', 'index-ZZZZZZZZ.css'), headers },
      },
      /inlined-stylesheet \/basic\/assets\/index-ZZZZZZZZ\.css is not part of the build/,
    ],
    [
      'a missing lazy chunk',
      { ...honest, '/basic/assets/lazy-BBBBBBBB.js': { status: 404, body: '' } },
      /status 404/,
    ],
    [
      'an extra script tag in the HTML',
      {
        ...honest,
        '/basic/': {
          body: html.replace('</script>', '</script><script src="https://evil.example/x.js"></script>'),
          headers,
        },
      },
      /https:\/\/evil\.example\/x\.js is not part of the build/,
    ],
    [
      'a weakened CSP',
      {
        ...honest,
        '/basic/': {
          body: html,
          headers: { ...headers, 'content-security-policy': "script-src 'self' 'unsafe-inline'" },
        },
      },
      /header content-security-policy is "script-src 'self' 'unsafe-inline'"/,
    ],
    [
      'a dropped header',
      {
        ...honest,
        '/basic/': { body: html, headers: { 'content-security-policy': headers['content-security-policy'] } },
      },
      /header x-content-type-options is missing/,
    ],
    [
      'the page redirected away',
      { ...honest, '/basic/': { status: 302, body: '', headers } },
      /status 302, expected 200/,
    ],
  ])('reports %s', async (_name, site, problem) => {
    const report = await check(site);
    expect(report.differences.map((d) => `${d.url}: ${d.problem}`).join('\n')).toMatch(problem);
  });

  it('does not compare HSTS over http, and says so', async () => {
    const { 'strict-transport-security': _hsts, ...httpHeaders } = headers;
    const withoutHsts: Site = { ...honest, '/basic/': { body: html, headers: httpHeaders } };
    expect((await check(withoutHsts, 'http://127.0.0.1:8080')).differences).toEqual([]);
    expect((await check(withoutHsts, 'http://127.0.0.1:8080')).notes.join()).toMatch(
      /strict-transport-security/,
    );
    expect((await check(withoutHsts)).differences.map((d) => d.problem)).toEqual([
      'header strict-transport-security is missing (expected "max-age=31536000; includeSubDomains")',
    ]);
  });

  it('reports a page with no inventory in the local build', async () => {
    const report = await checkDeployment({
      baseUrl: 'https://pay.example',
      routes: [route],
      manifestFor: () => undefined,
      fetcher: fakeSite(honest).fetcher,
    });
    expect(report.differences).toHaveLength(1);
  });
});

describe('headerDifferences and htmlDifferences', () => {
  it('compares values exactly (two CSP headers joined by a comma are a difference)', () => {
    const served: Record<string, string> = {
      ...headers,
      'content-security-policy': `${headers['content-security-policy']}, default-src *`,
    };
    expect(headerDifferences(headers, (name) => served[name] ?? null, { https: true })).toHaveLength(1);
  });

  it('names a script whose integrity attribute was changed', () => {
    const changed = html.replace(/integrity="[^"]*"/, 'integrity="sha384-forged"');
    expect(htmlDifferences(manifest, changed)).toEqual([
      'the HTML differs from the build',
      'entry /basic/assets/index-AAAAAAAA.js has integrity "sha384-forged", not the build\'s',
    ]);
  });
});
