import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import {
  type BundleFootprint,
  bundleFootprint,
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
