import { contrastRatio } from '@variants/contrast';
import { deriveDarkColours, isDarkPalette, lightenUntil, mix } from '@variants/dark-palette';
import { paletteProblems, themePalettes } from '@variants/theme-palettes';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

const basic = themes['basic-theme'];
if (!basic) throw new Error('basic-theme is missing');

describe('mix and lightenUntil', () => {
  it.each([
    ['#000000', '#ffffff', 0, '#000000'],
    ['#000000', '#ffffff', 1, '#ffffff'],
    ['#000000', '#ffffff', 0.5, '#808080'],
    ['#1f5fbf', '#ffffff', 0.25, '#5787cf'],
  ])('%s towards %s by %d is %s', (from, to, share, expected) => {
    expect(mix(from, to, share)).toBe(expected);
  });

  it.each([
    ['a dark blue on near-black', '#1f5fbf', ['#131821'], 4.5],
    ['a dark red on two backgrounds', '#b3261e', ['#131821', '#232831'], 4.5],
    ['a colour that meets it already', '#ffcc00', ['#101216'], 3],
  ])('%s reaches the minimum and no more than needed', (_case, colour, backgrounds, minimum) => {
    const lighter = lightenUntil(colour, backgrounds, minimum);
    for (const background of backgrounds)
      expect(contrastRatio(lighter, background)).toBeGreaterThanOrEqual(minimum);
    if (backgrounds.every((background) => contrastRatio(colour, background) >= minimum))
      expect(lighter).toBe(colour);
  });
});

describe('deriveDarkColours', () => {
  it.each(Object.entries(themes).filter(([, theme]) => !isDarkPalette(theme.colours)))(
    '%s gets a dark page, light text and the AA pairs',
    (_name, theme) => {
      const dark = deriveDarkColours(theme.colours);
      expect(isDarkPalette(dark)).toBe(true);
      expect(contrastRatio(dark.text, dark.bg)).toBeGreaterThanOrEqual(4.5);
      expect(paletteProblems('t', { colours: theme.colours, colorScheme: 'dark' })).toEqual([]);
    },
  );

  it.each(Object.entries(themes).filter(([, theme]) => isDarkPalette(theme.colours)))(
    '%s, dark today, is its own dark palette and stays dark without a setting',
    (_name, theme) => {
      expect(deriveDarkColours(theme.colours)).toEqual(theme.colours);
      expect(themePalettes(theme).map((palette) => palette.scheme)).toEqual(['dark']);
    },
  );

  // A theme with a misspelt field reaches the derivation before the theme check names the field
  // (the dev server computes the page's stylesheet first): it must not throw there.
  it.each(['brand', 'accent', 'bg'] as const)('a theme missing its %s does not throw', (colour) => {
    const { [colour]: _missing, ...rest } = basic.colours;
    expect(() => deriveDarkColours(rest as typeof basic.colours)).not.toThrow();
  });

  it('tints the dark page with the brand hue, so two merchants stay apart in the dark', () => {
    const blue = deriveDarkColours({ ...basic.colours, brand: '#1f5fbf' });
    const red = deriveDarkColours({ ...basic.colours, brand: '#b3261e' });
    expect(blue.bg).not.toBe(red.bg);
  });
});

describe('themePalettes and paletteProblems', () => {
  it.each([
    ['no setting on a light theme', undefined, ['light', 'dark']],
    ['auto', 'auto', ['light', 'dark']],
    ['fixed light', 'light', ['light']],
    ['fixed dark', 'dark', ['dark']],
  ] as const)('%s shows %j', (_case, colorScheme, schemes) => {
    const theme = colorScheme ? { ...basic, colorScheme } : basic;
    expect(themePalettes(theme).map((palette) => palette.scheme)).toEqual(schemes);
  });

  it.each([
    ['a merchant dark accent too dim', { accent: '#1a56b0' }, 'auto', /\(dark\): accent text on bg/],
    [
      'a merchant dark border too faint',
      { border: '#2a2d33' },
      'dark',
      /\(dark\): input borders on the panel/,
    ],
  ] as const)('%s fails the check', (_case, darkColours, colorScheme, message) => {
    const problems = paletteProblems('acme', { ...basic, colorScheme, darkColours });
    expect(problems.join('\n')).toMatch(message);
  });

  it('checks no dark palette where the merchant fixed light', () => {
    expect(
      paletteProblems('acme', { ...basic, colorScheme: 'light', darkColours: { accent: '#1a56b0' } }),
    ).toEqual([]);
  });
});
