import { UsageError } from '@scripts/command-line';
import { describe, expect, it } from 'vitest';
import { loadBenchPages, ourBenchPages, selectPages } from './bench-pages';

const pages = loadBenchPages.map((key) => ({ name: `page ${key}`, keys: [key] }));

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
    expect(selectPages(pages, wanted).map((page) => page.keys[0])).toEqual(loaded);
  });

  // The build decides the heaviest variant; basic and nayax are loaded anyway, so either may be it.
  it.each<[string, string, string[], string[]]>([
    ['stb', 'nayax by its own name', ['nayax'], ['nayax']],
    ['stb', 'the heaviest by its role', ['heaviest'], ['heaviest variant stb']],
    ['nayax', 'nayax by its own name', ['gett', 'nayax'], ['gett (Hebrew)', 'nayax']],
    ['nayax', 'nayax as the heaviest', ['heaviest'], ['nayax']],
    ['nayax', 'both names: loaded once', ['nayax', 'heaviest'], ['nayax']],
    ['basic', 'basic as the heaviest', ['heaviest'], ['basic']],
    [
      'nayax',
      'every page, nayax once',
      undefined,
      ['basic', 'gett (Hebrew)', 'ips with saved cards', 'aober with an order summary', 'nayax'],
    ],
  ] as [string, string, string[], string[]][])(
    'heaviest variant %s: %s',
    (heaviest, _case, wanted, loaded) => {
      const ours = ourBenchPages(heaviest);
      expect(selectPages(ours, wanted).map((page) => page.name)).toEqual(loaded);
    },
  );

  // Each page is set against the fair floor in its language: the registry's, as the page shows it.
  it.each([
    ['basic', 'en'],
    ['gett (Hebrew)', 'he'],
    ['ips with saved cards', 'en'],
    ['nayax', 'en'],
  ])('%s shows %s', (name, language) => {
    expect(ourBenchPages('nayax').find((page) => page.name === name)?.language).toBe(language);
  });

  it('refuses a page it does not load, listing those it does, as a usage error (exit code 2)', () => {
    expect(() => selectPages(pages, ['basic', 'bsaic'])).toThrow(
      'npm run bench: --pages: no load bench page bsaic; its pages: basic, heaviest, gett, ips, aober/chicshes.html, nayax',
    );
    expect(() => selectPages(pages, ['bsaic'])).toThrow(UsageError);
  });
});
