import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import {
  type BundleFootprint,
  bundleFootprint,
  themeChangeFootprints,
  unhashedName,
  withColourChanged,
} from './theme-change-footprint';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));
const none: BundleFootprint = { renamed: [], changed: [], added: [], removed: [], unchanged: 0 };

describe('bundleFootprint', () => {
  it.each<[string, Record<string, string>, Record<string, string>, Partial<BundleFootprint>]>([
    [
      'the same files',
      { 'b/index.html': 'a', 'b/assets/index-Bv28Kyt2.js': 'x' },
      { 'b/index.html': 'a', 'b/assets/index-Bv28Kyt2.js': 'x' },
      { unchanged: 2 },
    ],
    [
      'a chunk renamed, the page pointing to it changed',
      { 'b/index.html': 'a', 'b/assets/index-Bv28Kyt2.js': 'x' },
      { 'b/index.html': 'b', 'b/assets/index-B1qLdTVM.js': 'y' },
      {
        renamed: [{ from: 'b/assets/index-Bv28Kyt2.js', to: 'b/assets/index-B1qLdTVM.js' }],
        changed: ['b/index.html'],
      },
    ],
    [
      'a file of a fixed name with other bytes',
      { 'b/assets/favicon.svg': '<svg/>' },
      { 'b/assets/favicon.svg': '<svg></svg>' },
      { changed: ['b/assets/favicon.svg'] },
    ],
    [
      'files with no namesake on the other side',
      { 'b/assets/apm-DYIlgmD5.js': 'x', 'b/assets/old.txt': 'o' },
      { 'b/assets/checkout-cZHLjRXI.js': 'y', 'b/assets/new.txt': 'n' },
      {
        removed: ['b/assets/apm-DYIlgmD5.js', 'b/assets/old.txt'],
        added: ['b/assets/checkout-cZHLjRXI.js', 'b/assets/new.txt'],
      },
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(bundleFootprint(files(before), files(after))).toEqual({ ...none, ...expected });
  });

  it.each([
    ['basic/assets/index-Bv28Kyt2.js', 'basic/assets/index.js'],
    ['basic/assets/_en-BASlFRAj.js', 'basic/assets/_en.js'],
    ['aober/chicshes/assets/saved-cards-BhS_Ksvh.js', 'aober/chicshes/assets/saved-cards.js'],
    ['basic/assets/theme-a-1_b2Zq.css', 'basic/assets/theme.css'],
    ['basic/assets/favicon.svg', 'basic/assets/favicon.svg'],
    ['basic/assets/i18n/en.later.json', 'basic/assets/i18n/en.later.json'],
    // "manifest" has the shape of a hash, but only assets/ holds hashed files.
    ['basic/scripts-manifest.json', 'basic/scripts-manifest.json'],
  ])('%s is %s without its hash', (file, expected) => {
    expect(unhashedName(file)).toBe(expected);
  });
});

describe('withColourChanged', () => {
  it('changes one colour in a copy of the table', () => {
    const changed = withColourChanged(themes, { theme: 'basic-theme', colour: 'accent', value: '#123456' });
    expect(changed['basic-theme']?.colours.accent).toBe('#123456');
    expect(themes['basic-theme']?.colours.accent).not.toBe('#123456');
    expect(changed['gett-theme']).toBe(themes['gett-theme']);
  });

  it.each([
    [
      'an unknown theme',
      { theme: 'basci-theme', colour: 'brand', value: '#000000' } as const,
      /no theme basci-theme/,
    ],
    [
      'a colour it has already',
      { theme: 'basic-theme', colour: 'brand', value: themes['basic-theme']?.colours.brand ?? '' } as const,
      /already/,
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(() => withColourChanged(themes, change)).toThrow(message);
  });
});

/**
 * The measure, on real builds. Before the theme left the module graph, one colour changed
 * renamed 8 of basic's files (its entry's script and stylesheet and all six lazy chunks, which
 * import the entry by its hashed name). Now it renames the page's stylesheet file, the fallback
 * of the <style> in the HTML (inline-stylesheet.ts), and changes the HTML and its inventory.
 */
describe('one colour change in a real build', () => {
  const basic = themes['basic-theme'];
  it.each([
    // colour, new value, files of a fixed name (revalidated, never cached as immutable) it may
    // change besides the page and its inventory: the accessibility statement's stylesheet is in
    // the merchant's colours too
    ['brand', '#1f5fbe', ['basic/assets/favicon.svg', 'basic/assets/accessibility.css']],
    ['muted', '#5a636e', ['basic/assets/accessibility.css']],
  ] as const)(
    'basic, %s → %s: only the page stylesheet is renamed; the HTML, its inventory, the statement’s stylesheet (and favicon) change bytes',
    async (colour, value, alsoChanged) => {
      expect(basic?.colours[colour]).not.toBe(value);
      const [footprint] = await themeChangeFootprints({
        root: process.cwd(),
        variant: 'basic',
        changes: [{ theme: 'basic-theme', colour, value }],
      });
      expect(footprint?.renamed.map(({ from, to }) => [unhashedName(from), unhashedName(to)])).toEqual([
        ['basic/assets/page.css', 'basic/assets/page.css'],
      ]);
      expect(footprint?.changed.sort()).toEqual(
        ['basic/index.html', 'basic/scripts-manifest.json', ...alsoChanged].sort(),
      );
      expect([footprint?.added, footprint?.removed]).toEqual([[], []]);
    },
    120_000,
  );
});
