import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTestOnlyExports, readProjectSources } from './test-only-exports';

const root = path.resolve(import.meta.dirname, '..');

describe('page code exports nothing that only tests import', () => {
  it('holds for the project (tests build their fixtures in src/testing/)', { timeout: 30_000 }, () => {
    const sources = readProjectSources(root, ['src', 'scripts', 'e2e', 'variants']);
    const found = findTestOnlyExports(sources).map(
      ({ file, name, importedBy }) => `${file}: ${name} (imported by ${importedBy.join(', ')})`,
    );
    expect(found).toEqual([]);
  });
});

describe('findTestOnlyExports', () => {
  const page = 'src/state/counter.ts';
  const pageSource = [
    'let count = 0;',
    'export function addOne(): void { count += 1; }',
    'export function countNow(): number { return count; }',
    'export const countTwice = (): number => countNow() * 2;',
    '/** For tests. */',
    'export function resetCount(): void { count = 0; }',
  ].join('\n');

  it.each<[string, Record<string, string>, string[]]>([
    [
      'an export only a test imports',
      { 'src/state/counter.test.ts': "import { resetCount } from '@/state/counter';" },
      ['resetCount'],
    ],
    [
      'an export only a fixture in src/testing imports',
      { 'src/testing/reset.ts': "import { resetCount } from '../state/counter';" },
      ['resetCount'],
    ],
    [
      'an export a test imports and page code too',
      {
        'src/state/counter.test.ts': "import { addOne, resetCount } from '@/state/counter';",
        'src/ui/button.tsx': "import { addOne, resetCount } from '@/state/counter';",
      },
      [],
    ],
    [
      'an export the page imports with import() and reads elsewhere',
      {
        'src/state/counter.test.ts': "import { resetCount } from '@/state/counter';",
        'src/later.ts': "export const load = () => import('@/state/counter');",
      },
      [],
    ],
    [
      'an export a script imports (the sandbox serves what the page sends)',
      {
        'src/state/counter.test.ts': "import { resetCount } from '@/state/counter';",
        'scripts/server/gateway.ts': "import { resetCount } from '@/state/counter';",
      },
      [],
    ],
    [
      'a namespace import counts the names it mentions',
      {
        'src/state/counter.test.ts': "import { resetCount } from '@/state/counter';",
        'src/ui/button.tsx': "import * as counter from '@/state/counter';\ncounter.addOne();",
      },
      ['resetCount'],
    ],
    [
      'a name the page reaches through a namespace import is used by the page',
      {
        'src/state/counter.test.ts': "import { addOne } from '@/state/counter';",
        'src/ui/button.tsx': "import * as counter from '@/state/counter';\ncounter.addOne();",
      },
      [],
    ],
    [
      'an export its own module uses is a part that tests reach too, not a door for them',
      { 'src/state/counter.test.ts': "import { countNow } from '@/state/counter';" },
      [],
    ],
    ['an export nobody imports', {}, []],
  ])('%s', (_case, importers, expected) => {
    const sources = new Map([[page, pageSource], ...Object.entries(importers)]);
    expect(findTestOnlyExports(sources).map((found) => found.name)).toEqual(expected);
  });

  it('reads a screen, which the build imports through virtual:variant-screen, as used', () => {
    const sources = new Map([
      ['src/main.tsx', "import { Screen } from 'virtual:variant-screen';"],
      ['src/screens/stb/stb-screen.tsx', 'export function Screen() { return null; }'],
      ['src/screens/stb/stb-screen.test.tsx', "import { Screen } from '@/screens/stb/stb-screen';"],
    ]);
    expect(findTestOnlyExports(sources)).toEqual([]);
    sources.delete('src/main.tsx');
    expect(findTestOnlyExports(sources).map((found) => found.name)).toEqual(['Screen']);
  });
});
