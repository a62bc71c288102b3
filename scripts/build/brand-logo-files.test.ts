import path from 'node:path';
import { type Theme, themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { brandLogo, logoAssets, logoFilesFor, missingLogoFiles } from './brand-logo-files';

const root = path.resolve(import.meta.dirname, '../..');
const eupago = themes['eupago-theme'] as Theme;
const light = { file: 'variants/logos/eupago.svg', darkFile: 'variants/logos/eupago-dark.svg' };

describe("a theme's logo in its bundle", () => {
  it.each([
    // eupago's header is its dark green bar, in the dark palette too: the dark version in both.
    ['a dark header bar, a dark version given', { ...eupago, logo: light }, { file: light.darkFile }],
    // A plain header is the light surface, and a near-black one when the shopper prefers dark.
    [
      'a plain header following the shopper',
      { ...eupago, headerStyle: 'plain', logo: light },
      { file: light.file, darkSchemeFile: light.darkFile },
    ],
    [
      'a plain header fixed light',
      { ...eupago, headerStyle: 'plain', colorScheme: 'light', logo: light },
      { file: light.file },
    ],
    [
      'a plain header fixed dark',
      { ...eupago, headerStyle: 'plain', colorScheme: 'dark', logo: light },
      { file: light.darkFile },
    ],
    [
      'a plain header, no dark version',
      { ...eupago, headerStyle: 'plain', logo: { file: light.file } },
      { file: light.file },
    ],
    ['no logo', { ...eupago, logo: undefined }, undefined],
    // `brand` misspelt: its check reports it; choosing the file must not throw first (npm run dev).
    [
      'a theme whose brand colour is missing',
      { ...eupago, colours: { ...eupago.colours, brand: undefined }, logo: light },
      { file: light.file },
    ],
  ] as const)('%s', (_what, theme, files) => {
    expect(logoFilesFor(theme as Theme)).toEqual(files);
  });

  it('is named by its content under the bundle’s assets, with the theme’s name as alt text', () => {
    const assets = logoAssets(root, { ...eupago, logo: { file: light.file } });
    expect(assets.map((asset) => asset.fileName)).toEqual([
      expect.stringMatching(/^assets\/logo-[0-9a-f]{8}\.svg$/),
    ]);
    expect(brandLogo({ ...eupago, logo: { file: light.file } }, assets, '/eupago/')).toEqual({
      src: `/eupago/${assets[0]?.fileName}`,
      alt: 'Eupago',
    });
    expect(
      brandLogo({ ...eupago, logo: { file: light.file, alt: 'eupago payments' } }, assets, '/x/')?.alt,
    ).toBe('eupago payments');
  });

  it('carries the dark scheme’s version as a second file where the header needs it', () => {
    const plain = { ...eupago, headerStyle: 'plain', logo: light } as Theme;
    const assets = logoAssets(root, plain);
    expect(assets).toHaveLength(2);
    expect(brandLogo(plain, assets, '/eupago/')).toEqual({
      src: `/eupago/${assets[0]?.fileName}`,
      darkSchemeSrc: `/eupago/${assets[1]?.fileName}`,
      alt: 'Eupago',
    });
  });

  it.each([
    ['every logo of variants/themes.ts is in the project', themes, []],
    [
      'a logo file that is not there',
      { 'eupago-theme': { ...eupago, logo: { file: 'variants/logos/eupag.svg' } } },
      [
        'variants/themes.ts: themes.eupago-theme.logo.file: variants/logos/eupag.svg does not exist (a logo is a file under variants/logos/)',
      ],
    ],
  ])('%s', (_what, table, expected) => {
    expect(missingLogoFiles(root, table, 'variants/themes.ts')).toEqual(expected);
  });
});
