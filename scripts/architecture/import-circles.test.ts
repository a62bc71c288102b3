import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureImports } from './feature-imports';
import { importCircleProblems, importCircles, srcImportGraph } from './import-circles';
import type { ImportSite } from './import-sites';

type Imports = Record<string, [specifier: string, kind: ImportSite['kind']][]>;

const sitesOf = (imports: Imports) =>
  new Map(
    Object.entries(imports).map(([file, sites]) => [
      file,
      sites.map(([specifier, kind], index) => ({ specifier, kind, line: index + 1 })),
    ]),
  );

const circlesOf = (imports: Imports) => importCircles(srcImportGraph(sitesOf(imports)));

describe('importCircles', () => {
  it.each<[string, Imports, string[][]]>([
    [
      'a chain, no circle',
      { 'src/a.ts': [['@/b', 'static']], 'src/b.ts': [['@/c', 'static']], 'src/c.ts': [] },
      [],
    ],
    [
      'two files importing each other',
      { 'src/a.ts': [['@/b', 'static']], 'src/b.ts': [['@/a', 'static']] },
      [['src/a.ts', 'src/b.ts']],
    ],
    [
      // The field view's types, as on main before they moved to src/state/field-view-types.ts.
      'a circle of type-only imports',
      {
        'src/state/card-form-view.ts': [['@/features/field-logic', 'type']],
        'src/features/field-logic/index.ts': [['@/features/field-logic/state/field-view', 'static']],
        'src/features/field-logic/state/field-view.ts': [['@/state/card-form-view', 'type']],
      },
      [
        [
          'src/features/field-logic/index.ts',
          'src/features/field-logic/state/field-view.ts',
          'src/state/card-form-view.ts',
        ],
      ],
    ],
    [
      // The pay button's hook, as on main: a lazy part imported what import()s it.
      'a circle through an import()',
      {
        'src/ui/lazy-parts.ts': [['@/features/amount-banner', 'dynamic']],
        'src/features/amount-banner/index.ts': [['@/ui/card-form/pay-button', 'static']],
        'src/ui/card-form/pay-button.tsx': [['@/ui/lazy-parts', 'static']],
      },
      [['src/features/amount-banner/index.ts', 'src/ui/card-form/pay-button.tsx', 'src/ui/lazy-parts.ts']],
    ],
    ['a file importing itself', { 'src/a.ts': [['@/a', 'static']] }, [['src/a.ts']]],
    [
      'two circles apart, and a file outside both',
      {
        'src/a.ts': [['@/b', 'static']],
        'src/b.ts': [
          ['@/a', 'static'],
          ['@/e', 'static'],
        ],
        'src/c.tsx': [['@/d', 'type']],
        'src/d/index.ts': [['@/c', 'static']],
        'src/e.ts': [],
      },
      [
        ['src/a.ts', 'src/b.ts'],
        ['src/c.tsx', 'src/d/index.ts'],
      ],
    ],
    [
      'packages, @variants/ and files outside src/ are no edges',
      {
        'src/a.ts': [
          ['react', 'static'],
          ['@variants/settings', 'static'],
          ['@/b', 'static'],
        ],
        'src/b.ts': [['nanostores', 'static']],
        'scripts/x.ts': [['@/a', 'static']],
      },
      [],
    ],
  ])('%s', (_case, imports, expected) => {
    expect(circlesOf(imports)).toEqual(expected);
  });

  it('names each import of a circle with its line and kind', () => {
    const problems = importCircleProblems(
      sitesOf({
        'src/a.ts': [['@/b', 'type']],
        'src/b.ts': [
          ['x', 'static'],
          ['@/a', 'dynamic'],
        ],
      }),
    );
    expect(problems).toEqual([
      'an import circle of 2 file(s): src/a.ts:1 -> src/b.ts (type); src/b.ts:2 -> src/a.ts (dynamic)',
    ]);
  });
});

describe('the project', () => {
  it('has no import circle in src/ (npm run check says the same)', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    expect(checkFeatureImports(root).filter((problem) => problem.startsWith('an import circle'))).toEqual([]);
  });
});
