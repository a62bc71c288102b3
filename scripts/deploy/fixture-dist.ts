import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { writeIntegrity } from '@scripts/build/integrity';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import type { SiteSecurity } from '@scripts/security/route-security';
import { variantKey } from '@variants/registry-validation';
import { cloudfrontFunction } from './cloudfront-function';
import { cloudfrontResponseFunction } from './cloudfront-response-function';

/**
 * A stand-in dist/ for the server-config tests: every file the manifest names, each marked with
 * its own path, plus a few files in every asset folder (a hashed script and stylesheet, the
 * favicon and translations). Writing it takes milliseconds; a real build of 50 bundles does not.
 */
export const fixtureAssets = [
  'index-AbCd1234.js',
  'index-AbCd1234.css',
  'favicon.svg',
  'i18n/en.json',
  'i18n/he.json',
  'i18n/he.later.json',
];

export function fixtureMarker(file: string): string {
  return `fixture:${file}`;
}

export async function writeFixtureDist(
  dir: string,
  manifest: RoutesManifest,
  configuration: object = { hppAnyBaseURL: '/gateway' },
): Promise<void> {
  const write = async (file: string, content: string): Promise<void> => {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  };
  await mkdir(dir, { recursive: true });
  // mkdtemp folders are 0700; nginx workers may run as another user and must read the files.
  await chmod(dir, 0o755);
  for (const route of manifest.routes) {
    await write(
      route.file,
      `<!doctype html><title>${route.variant}</title><p>${fixtureMarker(route.file)}</p>\n`,
    );
  }
  for (const prefix of manifest.assetPrefixes) {
    for (const name of fixtureAssets) {
      const file = `${prefix.slice(1)}${name}`;
      await write(
        file,
        name.endsWith('.json') ? `{"marker":"${fixtureMarker(file)}"}\n` : `/* ${fixtureMarker(file)} */\n`,
      );
    }
  }
  await write('configuration', `${JSON.stringify(configuration)}\n`);
  await write('routes.json', `${JSON.stringify(manifest)}\n`);
}

/**
 * A build as `npm run build` leaves it, in small: for each route of `manifest` (or those `only`
 * names) a bundle with an entry script, a lazy chunk, a stylesheet and translations, its HTML
 * with integrity attributes and import map, and its scripts-manifest.json (all made by the
 * build's own writeIntegrity, so each page has hashes and recorded headers of its own); then
 * configuration, routes.json (with each page's hashes) and the two CloudFront functions of the
 * whole manifest. Returns the manifest with the built pages' hashes.
 */
export async function writeStandInBuild(
  dir: string,
  options: {
    manifest: RoutesManifest;
    security: SiteSecurity;
    only?: readonly string[];
    /** The build's release id, in routes.json and each page's meta tag (none by default). */
    release?: string;
    /** The 8-character content hashes of the entry, lazy chunk and stylesheet; another build has others. */
    hashes?: { entry: string; lazy: string; stylesheet: string };
    /** Each page's brotli beside it (`index.html.br`), as the build writes it: a copy with a Content-Encoding to keep. */
    brotliPages?: boolean;
  },
): Promise<RoutesManifest> {
  const { security } = options;
  const { entry, lazy, stylesheet } = options.hashes ?? {
    entry: 'AbCd1234',
    lazy: 'Zz11Yy22',
    stylesheet: 'AbCd1234',
  };
  const release = options.release;
  const manifest = {
    ...options.manifest,
    routes: [...options.manifest.routes],
    ...(release !== undefined ? { release } : {}),
  };
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  };
  for (const route of manifest.routes) {
    if (options.only && !options.only.includes(route.variant)) continue;
    // A statement is a static page of its variant's bundle, under the bundle's recorded headers.
    if (route.kind === 'statement') {
      await write(
        route.file,
        '<!doctype html><html lang="en"><head><title>Accessibility statement</title></head></html>',
      );
      continue;
    }
    const key = variantKey(route.variant);
    const assets = `/${key}/assets`;
    await write(
      `${key}/assets/index-${entry}.js`,
      `import("./lazy-${lazy}.js");console.log(${JSON.stringify(key)});`,
    );
    await write(`${key}/assets/lazy-${lazy}.js`, `export const lazy = ${JSON.stringify(`${key} ${lazy}`)};`);
    await write(
      `${key}/assets/index-${stylesheet}.css`,
      `body{--bundle:${JSON.stringify(`${key} ${stylesheet}`)}}`,
    );
    await write(`${key}/assets/i18n/en.json`, `{"pay":"Pay","build":${JSON.stringify(entry)}}`);
    const meta = release !== undefined ? `<meta name="hpp-release" content="${release}">` : '';
    await write(
      route.file,
      `<!doctype html><html lang="en"><head>${meta}<script type="module" src="${assets}/index-${entry}.js"></script>` +
        `<link rel="stylesheet" href="${assets}/index-${stylesheet}.css"></head><body><div id="root"></div></body></html>`,
    );
    const { inlineHashes } = await writeIntegrity({
      outRoot: dir,
      key,
      htmlFile: route.file,
      page: route.path,
      headers: (hashes) =>
        security.page({ variant: route.variant, screen: route.screen, inlineHashes: hashes }),
    });
    manifest.routes = manifest.routes.map((entry) => (entry === route ? { ...route, inlineHashes } : entry));
    if (options.brotliPages) {
      await writeFile(
        path.join(dir, `${route.file}.br`),
        brotliCompressSync(await readFile(path.join(dir, route.file))),
      );
    }
  }
  await write('configuration', '{"hppAnyBaseURL":"/gateway"}\n');
  await write('routes.json', `${JSON.stringify(manifest)}\n`);
  await write('deploy/cloudfront-function.js', cloudfrontFunction(manifest));
  await write('deploy/cloudfront-response-function.js', cloudfrontResponseFunction(manifest, security));
  return manifest;
}
