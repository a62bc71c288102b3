import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { type Theme, type ThemeColours, themes } from '@variants/themes';
import { build } from './build';
import type { Registry } from './build-targets';
import { scriptsManifestName } from './integrity';
import { precompressedSuffixes } from './served-encodings';

/**
 * What one colour change in a theme costs a returning shopper and a deployment: the variant is
 * built twice into temp folders, the second time with one colour of its theme changed (in a copy
 * of the theme table: variants/themes.ts is never edited), and the two bundles are compared file
 * by file. A hashed file whose name changed is "renamed" (downloaded again, and an orphan for the
 * next prune); a file whose name stayed but whose bytes did not is "changed".
 */

/** One colour of one theme, and the value it takes in the second build. */
export interface ColourChange {
  theme: string;
  colour: keyof ThemeColours;
  value: string;
}

export interface BundleFootprint {
  /** Hashed files named otherwise after the change, by their name before and after. */
  renamed: { from: string; to: string }[];
  /** Files of the same name whose bytes differ. */
  changed: string[];
  /** Files in one build only, with no namesake to pair them with. */
  added: string[];
  removed: string[];
  /** Files the same in both. */
  unchanged: number;
}

/** The themes with one colour changed; the table given is left as it was. */
export function withColourChanged(
  table: Readonly<Record<string, Theme>>,
  change: ColourChange,
): Record<string, Theme> {
  const theme = table[change.theme];
  if (!theme) throw new Error(`no theme ${change.theme}; known: ${Object.keys(table).join(', ')}`);
  if (theme.colours[change.colour] === change.value)
    throw new Error(
      `${change.theme}.colours.${change.colour} is ${change.value} already: nothing would change`,
    );
  return {
    ...table,
    [change.theme]: { ...theme, colours: { ...theme.colours, [change.colour]: change.value } },
  };
}

// Rolldown's content hash: eight characters of base64url before the extension, on the files
// directly in a bundle's assets/ ("basic/assets/index-Bv28Kyt2.js"; not scripts-manifest.json).
const hashedName = /^((?:.*\/)?assets\/[^/]+)-[A-Za-z0-9_-]{8}(\.[a-z]+)$/;

/** A file's path without its content hash: what pairs a renamed file with its earlier self. */
export function unhashedName(file: string): string {
  const match = hashedName.exec(file);
  return match ? `${match[1]}${match[2]}` : file;
}

/** Compares two builds of one bundle, given as file name → content. */
export function bundleFootprint(
  before: ReadonlyMap<string, string | Uint8Array>,
  after: ReadonlyMap<string, string | Uint8Array>,
): BundleFootprint {
  const footprint: BundleFootprint = { renamed: [], changed: [], added: [], removed: [], unchanged: 0 };
  const gone = [...before.keys()].filter((file) => !after.has(file));
  const fresh = [...after.keys()].filter((file) => !before.has(file));
  for (const file of before.keys()) {
    const now = after.get(file);
    if (now === undefined) continue;
    if (Buffer.from(now).equals(Buffer.from(before.get(file) ?? ''))) footprint.unchanged += 1;
    else footprint.changed.push(file);
  }
  const freshByStem = new Map(fresh.map((file) => [unhashedName(file), file] as const));
  for (const file of gone) {
    const to = freshByStem.get(unhashedName(file));
    if (to !== undefined && unhashedName(file) !== file) {
      footprint.renamed.push({ from: file, to });
      freshByStem.delete(unhashedName(file));
    } else footprint.removed.push(file);
  }
  footprint.added.push(...freshByStem.values());
  return footprint;
}

/**
 * A bundle's files under outRoot: its HTML, its inventory and its assets folder (not a bundle
 * nested in its folder, as basic/_error is in basic/), without their .gz and .br copies.
 */
async function bundleFiles(outRoot: string, key: string, htmlFile: string): Promise<Map<string, Buffer>> {
  const suffixes = Object.values(precompressedSuffixes);
  const assets = await readdir(path.join(outRoot, key, 'assets'), { recursive: true, withFileTypes: true });
  const names = assets
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => !suffixes.some((suffix) => name.endsWith(suffix)));
  const files = new Map<string, Buffer>();
  for (const name of [htmlFile, `${key}/${scriptsManifestName}`, ...names.sort()])
    files.set(name, await readFile(path.join(outRoot, name)));
  return files;
}

/**
 * Builds `variant` as the registry has it, then once per change with that one colour changed, and
 * compares each of those bundles with the first. Every build names the same release, so only the
 * change tells them apart.
 */
export async function themeChangeFootprints(options: {
  root: string;
  variant: string;
  changes: readonly ColourChange[];
  registry?: Registry;
}): Promise<BundleFootprint[]> {
  const registry = options.registry ?? { variants, pages, themes };
  const registries = [
    registry,
    ...options.changes.map((change) => ({
      ...registry,
      themes: withColourChanged(registry.themes ?? themes, change),
    })),
  ];
  const folders: string[] = [];
  // NODE_ENV=test (Vitest) would bake React's development build in.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const built: Map<string, Buffer>[] = [];
    for (const each of registries) {
      const outRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-theme-change-'));
      folders.push(outRoot);
      const { report } = await build({
        root: options.root,
        outRoot,
        only: [options.variant],
        registry: each,
        release: `nogit.${'0'.repeat(12)}`,
        log: () => undefined,
      });
      const entry = report.variants[options.variant];
      if (!entry) throw new Error(`${options.variant} was not built`);
      built.push(await bundleFiles(outRoot, entry.key, entry.htmlFile));
    }
    const [before, ...after] = built as [Map<string, Buffer>, ...Map<string, Buffer>[]];
    return after.map((files) => bundleFootprint(before, files));
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}
