import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';

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
