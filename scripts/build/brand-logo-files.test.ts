import path from 'node:path';
import { type Theme, themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { brandLogo, logoAsset, logoFileFor, missingLogoFiles } from './brand-logo-files';

const root = path.resolve(import.meta.dirname, '../..');
const eupago = themes['eupago-theme'] as Theme;
const light = { file: 'variants/logos/eupago.svg', darkFile: 'variants/logos/eupago-dark.svg' };

describe("a theme's logo in its bundle", () => {
  it.each([
    // eupago's header is its dark green bar: the version drawn for dark backgrounds.
    ['a dark header bar, a dark version given', { ...eupago, logo: light }, light.darkFile],
    ['a plain header (the light surface)', { ...eupago, headerStyle: 'plain', logo: light }, light.file],
    ['a dark header, no dark version', { ...eupago, logo: { file: light.file } }, light.file],
    ['no logo', { ...eupago, logo: undefined }, undefined],
    // `brand` misspelt: its check reports it; choosing the file must not throw first (npm run dev).
    [
      'a theme whose brand colour is missing',
      { ...eupago, colours: { ...eupago.colours, brand: undefined }, logo: light },
      light.file,
    ],
  ] as const)('%s: %s', (_what, theme, file) => {
    expect(logoFileFor(theme as Theme)).toBe(file);
  });

  it('is named by its content under the bundle’s assets, with the theme’s name as alt text', () => {
    const asset = logoAsset(root, { ...eupago, logo: { file: light.file } });
    expect(asset?.fileName).toMatch(/^assets\/logo-[0-9a-f]{8}\.svg$/);
    expect(brandLogo({ ...eupago, logo: { file: light.file } }, asset, '/eupago/')).toEqual({
      src: `/eupago/${asset?.fileName}`,
      alt: 'Eupago',
    });
    expect(
      brandLogo({ ...eupago, logo: { file: light.file, alt: 'eupago payments' } }, asset, '/x/')?.alt,
    ).toBe('eupago payments');
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
