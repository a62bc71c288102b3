import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pages, variants } from '@variants/registry';
import type { VariantSettings } from '@variants/settings';
import { type Theme, themes } from '@variants/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseIdPattern } from '../release/release-id';
import {
  type BuildReport,
  build,
  DeployArtefactError,
  nginxOptionsFromEnvironment,
  parseArguments,
  RegistryError,
  registryWithMerchants,
  selectTargets,
  withErrorPage,
} from './build';
import { BundleBuildError, progressLine } from './build-bundles';
import { buildTargets } from './build-targets';

const root = process.cwd();
const targets = buildTargets({ variants, pages }, { publicDir: path.join(root, 'public') });

describe('build arguments', () => {
  it.each<[string[], ReturnType<typeof parseArguments>]>([
    [[], {}],
    [['--only', 'eupago'], { only: ['eupago'] }],
    [['--only=eupago,aober/chicshes'], { only: ['eupago', 'aober/chicshes'] }],
    [
      ['--only', 'eupago', '--only', 'gett', '--concurrency', '2'],
      { only: ['eupago', 'gett'], concurrency: 2 },
    ],
    [['--verbose', '--only', 'basic'], { verbose: true, only: ['basic'] }],
    [['--merchants', 'more.json', '--out=/tmp/site'], { merchants: 'more.json', out: '/tmp/site' }],
  ])('%j → %j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });

  it.each([[['--onyl', 'x']], [['--only']], [['--concurrency', '0']], [['--concurrency=1.5']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseArguments(argv)).toThrow();
    },
  );

  it('selects by registry path or by key, and names unknown variants', () => {
    expect(selectTargets(targets, ['aober/chicshes', 'eupago', 'health.html']).map((t) => t.path)).toEqual([
      'eupago',
      'aober/chicshes.html',
      'health.html',
    ]);
    expect(selectTargets(targets, undefined)).toHaveLength(variants.length + pages.length);
    expect(() => selectTargets(targets, ['eupgo'])).toThrow(/unknown variant\(s\) eupgo/);
  });

  it.each<[string, string[], boolean, string[]]>([
    // what --only said, whether outRoot has the error page, what is built
    ['into an empty folder', ['gett'], false, ['gett', 'basic/_error.html']],
    ['into a folder that has it', ['gett'], true, ['gett']],
    ['naming it', ['basic/_error.html', 'gett'], false, ['gett', 'basic/_error.html']],
    ['a full build', [], false, [...variants, ...pages].map((entry) => entry.path)],
  ])('--only %s: the error page every deployment file points to is built', (_name, only, built, paths) => {
    const selected = withErrorPage(selectTargets(targets, only), targets, built);
    expect(selected.map((t) => t.path).sort()).toEqual([...paths].sort());
  });
});

describe('nginx options from the environment', () => {
  it.each<[NodeJS.ProcessEnv, ReturnType<typeof nginxOptionsFromEnvironment>]>([
    [{}, {}],
    [
      { HPP_NGINX_ROOT: '/srv/hpp', HPP_NGINX_PORT: '80' },
      { root: '/srv/hpp', port: 80 },
    ],
    [{ HPP_NGINX_ACCESS_LOG: '/var/log/hpp/access.log' }, { accessLog: '/var/log/hpp/access.log' }],
    [
      { HPP_NGINX_LISTEN: '127.0.0.1', HPP_NGINX_PORT: '8080' },
      { host: '127.0.0.1', port: 8080 },
    ],
    [{ HPP_NGINX_LISTEN: '[::1]' }, { host: '[::1]' }],
    [{ HPP_NGINX_LISTEN: 'localhost' }, { host: 'localhost' }],
    [
      { HPP_GATEWAY_UPSTREAM: 'http://10.0.0.5:9000' },
      { gatewayUpstream: 'http://10.0.0.5:9000', gatewayPath: '/gateway' },
    ],
    [
      { HPP_GATEWAY_UPSTREAM: 'http://10.0.0.5:9000', HPP_GATEWAY_BASE_URL: '/pay-api/' },
      { gatewayUpstream: 'http://10.0.0.5:9000', gatewayPath: '/pay-api' },
    ],
    [
      { HPP_GATEWAY_UPSTREAM: 'http://10.0.0.5:9000', HPP_GATEWAY_XSRF_SOURCE: 'http://10.0.0.5:9000/xsrf' },
      {
        gatewayUpstream: 'http://10.0.0.5:9000',
        gatewayPath: '/gateway',
        xsrfCookieSource: 'http://10.0.0.5:9000/xsrf',
      },
    ],
  ])('%j → %j', (env, expected) => {
    expect(nginxOptionsFromEnvironment(env)).toEqual(expected);
  });

  it('refuses a port that is not one', () => {
    expect(() => nginxOptionsFromEnvironment({ HPP_NGINX_PORT: '80x' })).toThrow(/HPP_NGINX_PORT/);
  });

  it.each(['127.0.0.1; include /etc/passwd', '256.0.0.1', '0.0.0.0:80', 'example.com', '::1'])(
    'refuses the listen address %j',
    (address) => {
      expect(() => nginxOptionsFromEnvironment({ HPP_NGINX_LISTEN: address })).toThrow(/HPP_NGINX_LISTEN/);
    },
  );
});

describe('the build targets', () => {
  it.each([
    ['basic', '/basic/', 'basic/index.html', '/basic/assets/'],
    ['aober/chicshes.html', '/aober/chicshes/', 'aober/chicshes.html', '/aober/chicshes/assets/'],
    [
      'salesforce/templates/mobile',
      '/salesforce/templates/mobile/',
      'salesforce/templates/mobile/index.html',
      '/salesforce/templates/mobile/assets/',
    ],
    ['health.html', '/health/', 'health.html', '/health/assets/'],
    ['basic/_error.html', '/basic/_error/', 'basic/_error.html', '/basic/_error/assets/'],
  ])('%s: base %s, HTML %s, assets %s', (registryPath, base, htmlFile, assetPrefix) => {
    const target = targets.find((t) => t.path === registryPath);
    expect([target?.base, target?.htmlFile, target?.assetPrefix]).toEqual([base, htmlFile, assetPrefix]);
  });

  it('merges settings over the defaults, with the theme from the entry', () => {
    const gett = targets.find((t) => t.path === 'gett');
    expect(gett?.runtime.settings).toMatchObject({
      language: 'he',
      showAmount: true,
      theme: 'gett-theme',
      footer: 'full',
    });
    expect(gett?.html).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(gett?.runtime.brand).toEqual({
      name: 'Gett',
      wordmark: 'Gett',
      wordmarkStyle: 'bold',
      headerStyle: 'bar',
    });
  });

  it.each([
    ['an e-mail', 'mailto:access@acme.example'],
    ['a web page', 'https://acme.example/accessibility'],
  ])(
    'gives the statement the accessibility contact (%s), and the page’s script none of it',
    (_case, contact) => {
      const [target] = buildTargets(
        {
          variants: [
            {
              path: 'acme',
              screen: 'card-form',
              theme: 'basic-theme',
              settings: { accessibilityContact: contact },
            },
          ],
          pages: [],
        },
        { publicDir: path.join(root, 'public') },
      );
      expect(target?.accessibilityContact).toBe(contact);
      expect(JSON.stringify(target?.runtime)).not.toContain(contact);
    },
  );
});

describe('a build of the health and error pages', () => {
  let outRoot = '';
  let report: BuildReport;

  beforeAll(async () => {
    outRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-build-'));
    ({ report } = await build({
      root,
      outRoot,
      // The error page is not named: an --only build into an empty folder adds it (withErrorPage).
      only: ['health.html'],
      entry: '/scripts/build/fixtures/stub-main.tsx',
      gatewayBaseUrl: 'https://gateway.example/hpp/',
      log: () => undefined,
    }));
  }, 60_000);

  afterAll(async () => {
    if (outRoot) await rm(outRoot, { recursive: true, force: true });
  });

  const read = (file: string) => readFile(path.join(outRoot, file), 'utf8');

  it('writes health.html readable without JavaScript', async () => {
    const html = await read('health.html');
    expect(html).toContain('<p role="status">health OK</p>');
    expect(html).toContain('data-render="prerendered"');
    expect(html).toContain('<p>version 2.1.0</p>');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Health</title>');
  });

  it.each(['health.html', 'basic/_error.html'])(
    '%s names its referrer policy before anything it loads (for a host that sends no header)',
    async (file) => {
      const html = await read(file);
      const meta = html.indexOf('<meta name="referrer" content="strict-origin">');
      expect(meta).toBeGreaterThan(0);
      for (const loads of [/<script\b[^>]*\ssrc=/, /<link\b/]) {
        const first = html.search(loads);
        if (first !== -1) expect(meta).toBeLessThan(first);
      }
    },
  );

  it('writes the error page at basic/_error.html', async () => {
    const html = await read('basic/_error.html');
    expect(html).toContain('This page is not available');
  });

  it.each(['health.html', 'basic/_error.html'])(
    '%s has only external module scripts, from its own assets',
    async (file) => {
      const html = await read(file);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      const key = file.replace(/\.html$/, '');
      for (const [, attributes = '', body = ''] of scripts) {
        expect(body).toBe('');
        expect(attributes).toMatch(new RegExp(`src="/${key}/assets/[^"/]+-[A-Za-z0-9_-]{8}\\.js"`));
      }
      expect(html).not.toContain('modulepreload-polyfill');
      const assets = await readdir(path.join(outRoot, key, 'assets'));
      for (const [, src] of html.matchAll(/(?:src|href)="\/[^"]*\/assets\/([^"/]+)"/g))
        expect(assets).toContain(src);
    },
  );

  it('bakes the variant, its screen and its theme into the bundle', async () => {
    const assets = path.join(outRoot, 'health', 'assets');
    const files = await readdir(assets);
    const js = await Promise.all(
      files.filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(assets, f), 'utf8')),
    );
    // The page's stylesheet is inlined into its HTML (inline-stylesheet.ts), with the theme in it.
    const html = await readFile(path.join(outRoot, 'health.html'), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(js.join('')).toContain('health.html');
    expect(js.join('')).toContain('hpp-health');
    expect(css.join('')).toMatch(/:root:root\{--hpp-brand:#1f5fbf/);
    // One stylesheet file stays, the <style>'s text, named on it for a policy that refuses the
    // inline copy; the entry's stylesheet and the theme it was made of are gone.
    const cssFiles = files.filter((f) => f.endsWith('.css'));
    expect(cssFiles).toEqual([expect.stringMatching(/^page-[\w-]{8}\.css$/)]);
    expect(html).toContain(`<style data-href="/health/assets/${cssFiles[0]}"`);
    expect(await readFile(path.join(assets, cssFiles[0] ?? ''), 'utf8')).toBe(css.join(''));
  });

  it('copies the translations into each bundle', async () => {
    const en = JSON.parse(await read('health/assets/i18n/en.json'));
    expect(en.health.status).toBe('health OK');
  });

  it('writes the routes manifest for every variant, whatever --only said', async () => {
    const manifest = JSON.parse(await read('routes.json'));
    // Every payment page and page, and each variant's accessibility statement.
    expect(manifest.routes).toHaveLength(variants.length * 2 + pages.length);
    expect(manifest.errorPage).toBe('/basic/_error.html');
    expect(manifest.routes).toContainEqual({
      path: '/aober/chicshes/accessibility.html',
      file: 'aober/chicshes/accessibility.html',
      variant: 'aober/chicshes.html',
      screen: 'card-form',
      kind: 'statement',
    });
    expect(manifest.routes).toContainEqual({
      path: '/aober/chicshes.html',
      file: 'aober/chicshes.html',
      variant: 'aober/chicshes.html',
      screen: 'card-form',
      kind: 'variant',
    });
  });

  it('names its release in every page, on the health page beside the version, and in the manifest and report', async () => {
    const { release } = JSON.parse(await read('routes.json')) as { release: string };
    expect(release).toMatch(releaseIdPattern);
    expect(report.release).toBe(release);
    for (const file of ['health.html', 'basic/_error.html']) {
      expect(await read(file)).toContain(`<meta name="hpp-release" content="${release}">`);
    }
    expect(await read('health.html')).toContain(`<p>version 2.1.0</p><p>release ${release}</p>`);
  });

  it('writes /configuration and the server configs', async () => {
    expect(JSON.parse(await read('configuration'))).toEqual({ hppAnyBaseURL: 'https://gateway.example/hpp' });
    expect(await read('deploy/nginx.conf')).toContain('location = /basic/ {');
    expect(await read('deploy/cloudfront-function.js')).toContain('function handler(event)');
    // The stack of docs/deploy.md carries the functions as written beside it (site-stack.test.ts).
    const stack = JSON.parse(await read('deploy/cloudformation.json'));
    expect(stack.Resources.RoutesFunction.Properties.FunctionCode).toBe(
      await read('deploy/cloudfront-function.js'),
    );
    expect(stack.Resources.HeadersFunction.Properties.FunctionCode).toBe(
      await read('deploy/cloudfront-response-function.js'),
    );
    // The events for `aws cloudfront test-function` (docs/deploy.md), beside the functions.
    expect(JSON.parse(await read('deploy/cloudfront-function.event.json')).context.eventType).toBe(
      'viewer-request',
    );
    expect(JSON.parse(await read('deploy/cloudfront-response-function.event.json')).context.eventType).toBe(
      'viewer-response',
    );
  });

  it('reports time and sizes per bundle', () => {
    expect(Object.keys(report.variants)).toEqual(['basic/_error.html', 'health.html']);
    for (const entry of Object.values(report.variants)) {
      expect(entry.ms).toBeGreaterThan(0);
      expect(entry.sizes.total.raw).toBe(
        entry.sizes.html.raw +
          entry.sizes.js.raw +
          entry.sizes.css.raw +
          entry.sizes.translations.raw +
          entry.sizes.images.raw,
      );
      expect(entry.sizes.total.brotli).toBeLessThan(entry.sizes.total.gzip);
      expect(entry.sizes.total.gzip).toBeLessThan(entry.sizes.total.raw);
    }
  });
});

describe('a build of a broken registry', () => {
  it('fails with every problem and writes nothing', async () => {
    const outRoot = path.join(os.tmpdir(), `hpp-build-never-${process.pid}`);
    const registry = {
      variants: [
        // A typo TypeScript would catch, forced through as a registry edited in a hurry might be.
        {
          path: 'eupago',
          screen: 'card-form' as const,
          theme: 'eupago-theme',
          settings: { shwoAmount: true } as unknown as Partial<VariantSettings>,
        },
        { path: 'gett', screen: 'card-form' as const, theme: 'gett-them' },
      ],
      pages,
    };
    const failure = build({ root, outRoot, registry, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(
      /eupago: settings\.shwoAmount: unknown setting[\s\S]*gett: theme: unknown theme/,
    );
    await expect(readdir(outRoot)).rejects.toThrow(/ENOENT/);
  });
});

describe('a build of a theme whose dark palette fails WCAG AA', () => {
  it('fails naming the theme, the palette and the pair, and writes nothing', async () => {
    const outRoot = path.join(os.tmpdir(), `hpp-build-dark-${process.pid}`);
    const basic = themes['basic-theme'];
    if (!basic) throw new Error('basic-theme is missing');
    // The merchant's own dark accent is the light one: too dim on the dark page.
    const dim = { ...basic, darkColours: { accent: basic.colours.accent } };
    const registry = { variants: [], pages, themes: { ...themes, 'basic-theme': dim } };
    const failure = build({ root, outRoot, registry, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(/themes\.basic-theme\.colours \(dark\): accent text on bg/);
    await expect(readdir(outRoot)).rejects.toThrow(/ENOENT/);
  });
});

describe('a build with a theme written wrong in variants/themes.ts', () => {
  it('fails before building anything, naming the field and the closest known one', async () => {
    const outRoot = path.join(os.tmpdir(), `hpp-build-bad-theme-${process.pid}`);
    const eupago = themes['eupago-theme'] as Theme;
    const { brand, ...colours } = eupago.colours;
    // `brand` renamed: the build runs themes.ts without type checking, so only the check stops it.
    const misspelt = { ...eupago, colours: { ...colours, brnd: brand } } as unknown as Theme;
    const registry = { variants, pages, themes: { ...themes, 'eupago-theme': misspelt } };
    const failure = build({ root, outRoot, registry, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(
      'variants/themes.ts: themes.eupago-theme.colours.brnd: unknown field (did you mean brand?)',
    );
    await expect(readdir(outRoot)).rejects.toThrow(/ENOENT/);
  });
});

describe('a build with a logo file that is not there', () => {
  it('fails before building anything, naming the theme and the file', async () => {
    const outRoot = path.join(os.tmpdir(), `hpp-build-no-logo-${process.pid}`);
    const eupago = themes['eupago-theme'] as Theme;
    const registry = {
      variants,
      pages,
      themes: { ...themes, 'eupago-theme': { ...eupago, logo: { file: 'variants/logos/eupag.svg' } } },
    };
    const failure = build({ root, outRoot, registry, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(
      'variants/themes.ts: themes.eupago-theme.logo.file: variants/logos/eupag.svg does not exist',
    );
    await expect(readdir(outRoot)).rejects.toThrow(/ENOENT/);
  });
});

describe('a site no host could take', () => {
  it('fails before building anything, naming the page and the limit', async () => {
    const outRoot = path.join(os.tmpdir(), `hpp-build-undeployable-${process.pid}`);
    // Sixty merchant origins for one iframe variant: its policy no longer fits S3's metadata.
    const frameAncestors = `pinergy=${Array.from({ length: 60 }, (_, n) => `https://shop-${n}.merchant.example.com`).join(' ')}`;
    const failure = build({ root, outRoot, frameAncestors, log: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(DeployArtefactError);
    await expect(failure).rejects.toThrow(
      /^the build cannot make deployable files: [\s\S]*\/pinergy\/: its own security headers are \d+ bytes as S3 metadata, over S3's 2048 bytes/,
    );
    await expect(readdir(outRoot)).rejects.toThrow(/ENOENT/);
  });
});

describe('merchants from a JSON file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-merchants-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('join the registry after its own variants', async () => {
    const file = path.join(dir, 'good.json');
    await writeFile(
      file,
      JSON.stringify({ variants: [{ path: 'file-merchant', screen: 'card-form', theme: 'basic-theme' }] }),
    );
    const registry = await registryWithMerchants(root, file);
    expect(registry.variants.map((entry) => entry.path)).toEqual([
      ...variants.map((entry) => entry.path),
      'file-merchant',
    ]);
    expect(buildTargets(registry, { publicDir: path.join(root, 'public') }).at(-pages.length - 1)?.base).toBe(
      '/file-merchant/',
    );
  });

  it.each([
    [
      'typo.json',
      '{"variants":[{"path":"file-merchant","screen":"card-form","theme":"basic-theme","settings":{"shwoAmount":true}}]}',
      /typo\.json: file-merchant: settings\.shwoAmount: unknown setting \(did you mean showAmount\?\)/,
    ],
    ['broken.json', '{"variants": [', /broken\.json: .*JSON/],
  ])('%s: a RegistryError naming the file and the field', async (name, text, message) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    const failure = registryWithMerchants(root, file);
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('what the build says', () => {
  it.each<[number, number, string]>([
    [1, 50, '[ 1/50]'],
    [12, 50, '[12/50]'],
    [50, 50, '[50/50]'],
    [3, 3, '[3/3]'],
  ])('bundle %i of %i → %s', (done, total, line) => {
    expect(progressLine(done, total)).toBe(line);
  });

  it('a bundle that fails names its variant and the cause, and the build rejects', async () => {
    const outRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-build-fail-'));
    // An error page from an earlier build, so that health.html is the one bundle built.
    await mkdir(path.join(outRoot, 'basic'), { recursive: true });
    await writeFile(path.join(outRoot, 'basic', '_error.html'), '');
    try {
      const failure = build({
        root,
        outRoot,
        only: ['health.html'],
        entry: '/scripts/build/fixtures/unresolvable-main.tsx',
        log: () => undefined,
      });
      await expect(failure).rejects.toBeInstanceOf(BundleBuildError);
      await expect(failure).rejects.toThrow(/^health\.html: the build failed: .*no-such-module/s);
    } finally {
      await rm(outRoot, { recursive: true, force: true });
    }
  }, 60_000);
});
