import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { features } from '@/features/catalogue';
import { importCircleProblems } from './import-circles';
import { type ImportSite, importsOf } from './import-sites';

/**
 * The rules that keep a feature of src/features/ loading on its own (docs/architecture.md,
 * "Features"), checked by `npm run check`:
 *
 * 1. Code outside src/features/ reaches a feature only through import() of its door
 *    (`import('@/features/<name>')`): a static import would put the feature in the first load.
 *    Tests, src/testing/, scripts/ and e2e/ may import a door statically (they are in no bundle);
 *    `import type` may too (it leaves nothing in the bundle).
 * 2. Nothing outside a feature imports its inside (`@/features/<name>/…`): only its index.ts.
 *    One exception: src/testing/reset-stores.ts resets a feature's stores between tests; through
 *    the door it would load the feature's components, whose stylesheets need a DOM that most
 *    unit tests run without.
 * 3. A feature may import another feature's door statically (the checkout uses the field logic's
 *    last check, the saved cards and the APM buttons pay through the checkout's flow): both are
 *    lazy, and the importing feature's chunk then loads the other's with it. Never its inside.
 * 4. Each door is import()ed only by the module its catalogue entry names: src/state/load-later.ts for
 *    'start-up', src/ui/lazy-parts.ts for 'payment-panel' (which bundles carry it depends on that).
 */

/** The module that holds the import() of the features loaded from each place. */
export const doorstepOf = {
  'start-up': 'src/state/load-later.ts',
  'payment-panel': 'src/ui/lazy-parts.ts',
} as const;

/** Code that goes into a bundle: src/ without its tests and test support (scripts/ and e2e/ never do). */
const isPageCode = (file: string) =>
  file.startsWith('src/') && !/\.test\.tsx?$/.test(file) && !file.startsWith('src/testing/');

/** Test support that may reach a feature's stores (rule 2). */
const storeReset = 'src/testing/reset-stores.ts';

/** The feature a file (path from the project root) is in, if any. */
function featureOfFile(file: string): string | undefined {
  const match = /^src\/features\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** What is wrong with one file's imports, one message per import (file paths from the project root). */
export function featureImportProblems(
  file: string,
  sites: readonly ImportSite[],
  catalogue: Readonly<Record<string, { from: keyof typeof doorstepOf }>> = features,
): string[] {
  const problems: string[] = [];
  const home = featureOfFile(file);
  for (const site of sites) {
    const match = /^@\/features\/([^/]+)(\/.*)?$/.exec(site.specifier);
    if (!match) continue;
    const [, name = '', inside] = match;
    if (name === 'catalogue') continue;
    const at = `${file}:${site.line}`;
    if (!(name in catalogue)) {
      problems.push(`${at}: ${site.specifier} is no feature of src/features/catalogue.ts`);
      continue;
    }
    if (name === home) {
      if (inside === undefined && site.kind !== 'type')
        problems.push(`${at}: a feature imports its own parts, not its door`);
      continue;
    }
    if (inside !== undefined && file !== storeReset) {
      problems.push(
        `${at}: ${site.specifier} is inside the feature "${name}": import its door, @/features/${name}`,
      );
      continue;
    }
    if (site.kind === 'static' && home === undefined && isPageCode(file)) {
      problems.push(
        `${at}: a static import of the feature "${name}" puts it in the first load: use import('@/features/${name}') in ${doorstepOf[catalogue[name]?.from ?? 'start-up']}`,
      );
    }
    if (site.kind === 'dynamic' && isPageCode(file)) {
      const doorstep = doorstepOf[catalogue[name]?.from ?? 'start-up'];
      if (file !== doorstep)
        problems.push(
          `${at}: the feature "${name}" is loaded from ${doorstep} (src/features/catalogue.ts), not here`,
        );
    }
  }
  return problems;
}

/** The door import()s each doorstep must hold: every feature the catalogue loads from there. */
export function missingDoors(
  importsByFile: ReadonlyMap<string, readonly ImportSite[]>,
  catalogue: Readonly<Record<string, { from: keyof typeof doorstepOf }>> = features,
): string[] {
  return Object.entries(catalogue).flatMap(([name, entry]) => {
    const doorstep = doorstepOf[entry.from];
    const found = importsByFile
      .get(doorstep)
      ?.some((site) => site.kind === 'dynamic' && site.specifier === `@/features/${name}`);
    return found
      ? []
      : [
          `${doorstep} does not import('@/features/${name}'), which src/features/catalogue.ts loads from there`,
        ];
  });
}

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Every problem in the project's source: src/, scripts/ and e2e/ against the feature rules, and
 * any import circle in src/ (import-circles.ts).
 */
export function checkFeatureImports(root: string): string[] {
  const importsByFile = new Map<string, ImportSite[]>();
  for (const file of ['src', 'scripts', 'e2e'].flatMap((folder) => sourceFiles(root, folder))) {
    importsByFile.set(file, importsOf(file, readFileSync(path.join(root, file), 'utf8')));
  }
  return [
    ...[...importsByFile].flatMap(([file, sites]) => featureImportProblems(file, sites)),
    ...missingDoors(importsByFile),
    ...importCircleProblems(importsByFile),
  ];
}
