import { describe, expect, it } from 'vitest';
import { type ChunkImports, checkedImports, importsFirst } from './checked-import-plugin';

/** basic's lazy chunks as the build writes them (dist/basic/assets): who imports whom. */
const basicGraph: ChunkImports = new Map([
  ['assets/index-e.js', []],
  ['assets/field-logic-a.js', ['assets/index-e.js']],
  ['assets/checkout-b.js', ['assets/field-logic-a.js', 'assets/index-e.js']],
  ['assets/saved-cards-c.js', ['assets/checkout-b.js', 'assets/field-logic-a.js', 'assets/index-e.js']],
  ['assets/form-extras-d.js', ['assets/field-logic-a.js', 'assets/index-e.js']],
]);

describe('importsFirst (what is loaded checked before an import(), in the order it is loaded)', () => {
  it.each<[string, string, string[], string[]]>([
    [
      'a chunk that imports none: the chunk alone',
      'assets/field-logic-a.js',
      [],
      ['assets/field-logic-a.js'],
    ],
    [
      'checkout, as Vite lists it (itself first): field-logic before the checkout that imports it',
      'assets/checkout-b.js',
      ['assets/checkout-b.js', 'assets/field-logic-a.js'],
      ['assets/field-logic-a.js', 'assets/checkout-b.js'],
    ],
    [
      'saved-cards, as Vite lists it (depth first): field-logic, then checkout, then saved-cards',
      'assets/saved-cards-c.js',
      ['assets/saved-cards-c.js', 'assets/field-logic-a.js', 'assets/checkout-b.js'],
      ['assets/field-logic-a.js', 'assets/checkout-b.js', 'assets/saved-cards-c.js'],
    ],
    [
      'a listed chunk the graph does not know: still loaded, before the chunk, each once',
      'assets/form-extras-d.js',
      ['assets/form-extras-d.js', 'assets/stray-f.js', 'assets/field-logic-a.js', 'assets/stray-f.js'],
      ['assets/stray-f.js', 'assets/field-logic-a.js', 'assets/form-extras-d.js'],
    ],
  ])('%s', (_case, chunk, imports, expected) => {
    expect(importsFirst(chunk, imports, basicGraph)).toEqual(expected);
  });
});

describe('checkedImports: resolveDependencies', () => {
  it.each<[string, 'html' | 'js', string[]]>([
    ['the HTML: the entry’s imports as they are, never the entry itself', 'html', []],
    [
      'an import(): the chunk after what it imports (no graph read yet: as listed, chunk last)',
      'js',
      ['assets/field-logic-a.js', 'assets/checkout-b.js'],
    ],
  ])('%s', (_case, hostType, expected) => {
    const { resolveDependencies } = checkedImports('/project');
    const imports = hostType === 'html' ? [] : ['assets/checkout-b.js', 'assets/field-logic-a.js'];
    expect(resolveDependencies('assets/checkout-b.js', imports, { hostType })).toEqual(expected);
  });
});
