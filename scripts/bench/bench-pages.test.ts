import { UsageError } from '@scripts/command-line';
import { describe, expect, it } from 'vitest';
import { loadBenchPages, selectPages } from './bench-pages';

const pages = loadBenchPages.map((key) => ({ name: `page ${key}`, key }));

describe('the load bench’s --pages', () => {
  it.each<[string, string[] | undefined, string[]]>([
    ['none given: every page', undefined, [...loadBenchPages]],
    ['basic alone (the floors load anyway)', ['basic'], ['basic']],
    ['in the bench’s order, whatever the order asked', ['nayax', 'basic'], ['basic', 'nayax']],
    [
      'the heaviest variant by its role',
      ['heaviest', 'aober/chicshes.html'],
      ['heaviest', 'aober/chicshes.html'],
    ],
  ])('%s', (_case, wanted, loaded) => {
    expect(selectPages(pages, wanted).map((page) => page.key)).toEqual(loaded);
  });

  it('refuses a page it does not load, listing those it does, as a usage error (exit code 2)', () => {
    expect(() => selectPages(pages, ['basic', 'bsaic'])).toThrow(
      'npm run bench: --pages: no load bench page bsaic; its pages: basic, heaviest, gett, ips, aober/chicshes.html, nayax',
    );
    expect(() => selectPages(pages, ['bsaic'])).toThrow(UsageError);
  });
});
