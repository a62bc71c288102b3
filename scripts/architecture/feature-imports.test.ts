import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureImports, featureImportProblems, missingDoors } from './feature-imports';
import type { ImportSite } from './import-sites';

const catalogue = {
  checkout: { from: 'start-up' },
  'saved-cards': { from: 'payment-panel' },
} as const;
const site = (specifier: string, kind: ImportSite['kind'] = 'static'): ImportSite => ({
  specifier,
  kind,
  line: 1,
});

describe('featureImportProblems', () => {
  it.each([
    // First-screen code: only import() of the door, only where the catalogue says.
    [
      'src/state/stores.ts',
      site('@/features/checkout'),
      /static import of the feature "checkout" puts it in the first load/,
    ],
    ['src/state/stores.ts', site('@/features/checkout', 'type'), null],
    ['src/state/load-later.ts', site('@/features/checkout', 'dynamic'), null],
    [
      'src/ui/lazy-parts.ts',
      site('@/features/checkout', 'dynamic'),
      /loaded from src\/state\/load-later\.ts/,
    ],
    ['src/ui/lazy-parts.ts', site('@/features/saved-cards', 'dynamic'), null],
    // The inside of a feature is its own.
    [
      'src/state/load-later.ts',
      site('@/features/checkout/state/pay', 'dynamic'),
      /inside the feature "checkout"/,
    ],
    ['src/features/saved-cards/state/pay.ts', site('@/features/checkout/state/flow'), /inside the feature/],
    ['src/testing/fake-services.ts', site('@/features/saved-cards/state/list'), /inside the feature/],
    ['src/testing/reset-stores.ts', site('@/features/saved-cards/state/list'), null],
    ['e2e/flows.ts', site('@/features/checkout/state/resend'), /inside the feature/],
    // Another feature's door, statically: allowed (both lazy).
    ['src/features/saved-cards/state/pay.ts', site('@/features/checkout'), null],
    // Tests, test support, scripts and e2e are in no bundle: a door statically is fine.
    ['src/state/stores.test.ts', site('@/features/checkout'), null],
    ['src/testing/reset-stores.ts', site('@/features/saved-cards'), null],
    ['e2e/flows.ts', site('@/features/checkout'), null],
    // A feature uses its own parts, not its door.
    ['src/features/checkout/state/pay.ts', site('@/features/checkout/core/rule'), null],
    ['src/features/checkout/state/pay.ts', site('@/features/checkout'), /its own parts/],
    ['src/state/stores.ts', site('@/features/nothing', 'dynamic'), /no feature/],
    ['src/state/stores.ts', site('@/features/catalogue'), null],
  ])('%s importing %o', (file, imported, problem) => {
    const problems = featureImportProblems(file, [imported], catalogue);
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems).toEqual([expect.stringMatching(problem)]);
  });
});

describe('missingDoors', () => {
  it('names a feature its doorstep does not import()', () => {
    const imports = new Map([['src/state/load-later.ts', [site('@/features/checkout', 'dynamic')]]]);
    expect(missingDoors(imports, catalogue)).toEqual([
      "src/ui/lazy-parts.ts does not import('@/features/saved-cards'), which src/features/catalogue.ts loads from there",
    ]);
  });
});

describe('the project', () => {
  it('keeps the feature rules', () => {
    expect(checkFeatureImports(path.resolve(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
