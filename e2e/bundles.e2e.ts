import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { distDir } from '@scripts/browser/site';
import type { BuildReport } from '@scripts/build/build';
import { describe, expect, it } from 'vitest';

const report = async () =>
  JSON.parse(await readFile(resolve(distDir, 'build-report.json'), 'utf8')) as BuildReport;

// The lazy chunks are drawn from the feature folders (scripts/build/entry-chunk.ts;
// scripts/build/feature-chunks.test.ts checks each door lands in its chunk); if the grouping broke, Rolldown would silently split chunks
// again (more requests, more import-map bytes) and its runtime helpers would become a second
// first-load script. The build itself is the test.
describe('the production bundles', () => {
  // A payment page's HTML also fetches its field logic as it opens (a low-priority hint, counted in
  // the first load's bytes), which runs only once the page is usable: not a start-up script.
  it('load one script on every page: no runtime or common chunk of their own', async () => {
    const split = Object.entries((await report()).variants)
      .map(
        ([key, bundle]) =>
          [
            key,
            bundle.sizes.firstLoad.filter((file) => file.endsWith('.js') && !file.startsWith('field-logic-')),
          ] as const,
      )
      .filter(([, scripts]) => scripts.length !== 1);
    expect(split).toEqual([]);
  });

  it('carry the card fields’ logic as one chunk of its own, fetched with a payment page (basic)', async () => {
    const assets = await readdir(resolve(distDir, 'basic', 'assets'));
    expect(assets.filter((file) => /^field-logic-[\w-]+\.js$/.test(file))).toHaveLength(1);
    expect(assets.some((file) => /^(scheme-detection|field-checks|expiry-validation)-/.test(file))).toBe(
      false,
    );
    // Fetched as a payment page opens, so counted in its first load; never on the result page.
    const { variants } = await report();
    expect(variants.basic?.sizes.firstLoad.filter((file) => file.startsWith('field-logic-'))).toHaveLength(1);
    expect(variants.result?.sizes.firstLoad.some((file) => file.startsWith('field-logic-'))).toBe(false);
  });

  it('group what loads together: basic’s lazy chunks are exactly these', async () => {
    const lazy = (await readdir(resolve(distDir, 'basic', 'assets')))
      .filter((file) => file.endsWith('.js') && !file.startsWith('index-'))
      .map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
      .sort();
    expect(lazy).toEqual(['_en', 'apm', 'checkout', 'field-logic', 'form-extras', 'i18next', 'saved-cards']);
  });

  // The page hydrates from its language file without i18next (src/platform/start-up-texts.ts); one
  // static import of it (react-i18next's, if scripts/build/i18next-selector-key-plugin.ts stopped
  // matching) would bring all of it back into the first load, quietly but for the size.
  it('keep i18next out of every first load: its code is a lazy chunk of its own (basic)', async () => {
    const assets = await readdir(resolve(distDir, 'basic', 'assets'));
    const code = async (pattern: RegExp) => {
      const file = assets.find((name) => pattern.test(name));
      if (!file) throw new Error(`basic has no ${pattern}`);
      return readFile(resolve(distDir, 'basic', 'assets', file), 'utf8');
    };
    // A message of i18next's translator: in its code, not in react-i18next's.
    const i18nextMessage = 'returned an object instead of string';
    expect(await code(/^i18next-[\w-]+\.js$/)).toContain(i18nextMessage);
    expect(await code(/^index-[\w-]+\.js$/)).not.toContain(i18nextMessage);
    const { variants } = await report();
    const firstLoads = Object.entries(variants).filter(([, bundle]) =>
      bundle.sizes.firstLoad.some((file) => file.startsWith('i18next-')),
    );
    expect(firstLoads.map(([key]) => key)).toEqual([]);
  });

  // scripts/build/checked-import-plugin.ts swaps Vite's preload helper for
  // src/platform/checked-chunk-import.ts by the helper's module id; if Vite renames it, its own
  // helper comes back quietly and chunks load by import() alone. The built entry shows which ran.
  // Each import()'s chunk is named last, after the chunks it imports (loaded first: importsFirst).
  it('check every chunk before import() takes it: basic’s entry names each import()’s chunk to the checked helper, last', async () => {
    const assets = await readdir(resolve(distDir, 'basic', 'assets'));
    const entryFile = assets.find((file) => /^index-[\w-]+\.js$/.test(file));
    if (!entryFile) throw new Error('basic has no entry script');
    const entry = await readFile(resolve(distDir, 'basic', 'assets', entryFile), 'utf8');
    expect(entry).not.toContain('vite:preloadError');
    expect(entry).toContain('script[type=importmap]');
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(entry)?.[1] ?? '[]') as string[];
    const imports = [...entry.matchAll(/import\(`\.\/([\w-]+\.js)`\)/g)];
    expect(imports.length).toBeGreaterThan(0);
    const firstNamed = imports.map((found, index) => {
      const until = imports[index + 1]?.index ?? entry.length;
      const deps = /__vite__mapDeps\(\[([\d,]+)\]/.exec(entry.slice(found.index, until));
      return [found[1], deps ? files[Number(deps[1]?.split(',').at(-1))] : undefined];
    });
    expect(firstNamed).toEqual(imports.map((found) => [found[1], `assets/${found[1]}`]));
  });
});
