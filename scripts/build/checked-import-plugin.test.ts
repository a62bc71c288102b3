import { describe, expect, it } from 'vitest';
import { chunkAndItsImports } from './checked-import-plugin';

describe('chunkAndItsImports (what is loaded checked before an import(), and what the HTML preloads)', () => {
  it.each<[string, string, string[], 'html' | 'js', string[]]>([
    [
      'a chunk that imports none: the chunk alone',
      'assets/field-logic-a.js',
      [],
      'js',
      ['assets/field-logic-a.js'],
    ],
    [
      'a chunk that imports others: the chunk first, each once',
      'assets/checkout-b.js',
      ['assets/checkout-b.js', 'assets/field-logic-a.js'],
      'js',
      ['assets/checkout-b.js', 'assets/field-logic-a.js'],
    ],
    [
      'the HTML: the entry’s imports as they are, never the entry itself',
      'assets/index-c.js',
      [],
      'html',
      [],
    ],
  ])('%s', (_case, chunk, imports, hostType, expected) => {
    expect(chunkAndItsImports(chunk, imports, { hostType })).toEqual(expected);
  });
});
