import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { bytesByOrigin, originOf, originShares } from './bundle-composition';

describe('originOf', () => {
  it.each([
    ['../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@nanostores/react/index.js', '@nanostores/react'],
    ['../node_modules/.pnpm/x/node_modules/i18next/dist/esm/i18next.js', 'i18next'],
    ['../src/ui/card-form/card-form.tsx', 'our code'],
    ['../variants/settings.ts', 'our code'],
    [null, 'bundler runtime'],
  ])('%s → %s', (source, origin) => {
    expect(originOf(source)).toBe(origin);
  });
});

/** A two-line "bundle" whose map says who wrote which columns. */
function fixture() {
  const code = 'AAAABBBBBBCCC\nDDDDDD';
  const generator = new SourceMapGenerator({ file: 'index.js' });
  const map = (line: number, column: number, source: string) =>
    generator.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  map(1, 0, '../node_modules/react/index.js'); // AAAA
  map(1, 4, '../node_modules/i18next/i18next.js'); // BBBBBB
  map(1, 10, '../src/main.tsx'); // CCC
  map(2, 1, '../src/main.tsx'); // DDDDD (the first column is unmapped)
  return { code, map: JSON.parse(generator.toString()) };
}

describe('bytesByOrigin', () => {
  it('gives every byte of the chunk to exactly one origin', () => {
    const { code, map } = fixture();
    const bytes = bytesByOrigin(code, map);
    expect(Object.fromEntries(bytes)).toEqual({
      react: 4,
      i18next: 6,
      'our code': 3 + 5,
      // the newline after line 1, line 2's unmapped first column and its (absent) newline
      'bundler runtime': 1 + 2,
    });
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(code.length + 1);
  });

  it('splits the gzip size in proportion, largest origin first', () => {
    const { code, map } = fixture();
    const shares = originShares(code, map, 1000);
    expect(shares.reduce((sum, share) => sum + share.gzip, 0)).toBeCloseTo(1000, -1);
    expect(shares.map((share) => share.origin)).toEqual(['our code', 'i18next', 'react', 'bundler runtime']);
    expect(shares[0]?.gzip).toBeGreaterThan(shares[1]?.gzip ?? Number.POSITIVE_INFINITY);
  });
});
