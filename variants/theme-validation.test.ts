import { themeProblems, themeTableProblems } from '@variants/theme-validation';
import { type Theme, themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

const eupago = themes['eupago-theme'] as Theme;
const { brand, ...withoutBrand } = eupago.colours;

describe('the one check of a theme', () => {
  it.each([
    ['eupago as written in variants/themes.ts', eupago, []],
    [
      // The mistake of the report: `brand` renamed in themes.ts built and shipped --hpp-brand:undefined.
      'brand renamed to brnd (variants/themes.ts, as reported)',
      { ...eupago, colours: { ...withoutBrand, brnd: brand } },
      [
        'themes.eupago-theme.colours.brand: missing',
        'themes.eupago-theme.colours.brnd: unknown field (did you mean brand?)',
      ],
    ],
    [
      'a muted colour at 1.6:1 (as reported)',
      { ...eupago, colours: { ...eupago.colours, muted: '#cccccc' } },
      [
        'themes.eupago-theme.colours (light): muted text on bg: muted #cccccc on bg #f1f7f4 is 1.48:1, WCAG AA needs 4.5:1',
        'themes.eupago-theme.colours (light): muted text on surface: muted #cccccc on surface #ffffff is 1.61:1, WCAG AA needs 4.5:1',
      ],
    ],
    [
      'a top-level field misspelt and a radius without a unit',
      { ...eupago, radius: '8', wordmarkStye: 'bold' },
      [
        'themes.eupago-theme.wordmarkStye: unknown field (did you mean wordmarkStyle?)',
        'themes.eupago-theme.radius: a CSS length in px or rem, received "8"',
      ],
    ],
    [
      'colorScheme spelt the British way, darkColours with a colour misspelt',
      { ...eupago, colourScheme: 'dark', darkColours: { acent: '#8fd4ff' } },
      [
        'themes.eupago-theme.colourScheme: unknown field (did you mean colorScheme?)',
        'themes.eupago-theme.darkColours.acent: unknown field (did you mean accent?)',
      ],
    ],
    [
      'a colorScheme that is not light, dark or auto',
      { ...eupago, colorScheme: 'night' },
      ['themes.eupago-theme.colorScheme: expected ("light" | "dark" | "auto"), received "night"'],
    ],
    [
      // The dark palette is held to the pairs the light one is: a merchant's own dark accent too.
      'a darkColours accent too dim on the dark page',
      { ...eupago, darkColours: { accent: '#1a56b0' } },
      [
        'themes.eupago-theme.colours (dark): accent text on bg: accent #1a56b0 on bg #0e1c1d is 2.50:1, WCAG AA needs 4.5:1',
        'themes.eupago-theme.colours (dark): accent text on surface: accent #1a56b0 on surface #1c2a2b is 2.12:1, WCAG AA needs 4.5:1',
      ],
    ],
    [
      'a logo field misspelt, a logo that is not a file of variants/logos/',
      { ...eupago, logo: { fiel: 'variants/logos/eupago.svg', file: 'https://cdn.example/eupago.gif' } },
      [
        'themes.eupago-theme.logo.fiel: unknown field (did you mean file?)',
        'themes.eupago-theme.logo.file: a file of variants/logos/ ending in .svg, .png or .webp, received "https://cdn.example/eupago.gif"',
      ],
    ],
  ])('%s', (_what, theme, expected) => {
    expect(themeProblems('eupago-theme', theme).sort()).toEqual([...expected].sort());
  });

  it('finds nothing wrong in any theme of variants/themes.ts', () => {
    expect(themeTableProblems(themes, 'variants/themes.ts')).toEqual([]);
  });

  it('names the file a table of themes is written in', () => {
    const table = { ...themes, 'eupago-theme': { ...eupago, colours: { ...withoutBrand, brnd: brand } } };
    expect(themeTableProblems(table, 'variants/themes.ts')).toEqual([
      'variants/themes.ts: themes.eupago-theme.colours.brand: missing',
      'variants/themes.ts: themes.eupago-theme.colours.brnd: unknown field (did you mean brand?)',
    ]);
  });
});
