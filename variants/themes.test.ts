import { contrastRatio, isHexColour } from '@variants/contrast';
import { pages, variants } from '@variants/registry';
import { themeContrastPairs } from '@variants/theme-contrast-pairs';
import { themePalettes } from '@variants/theme-palettes';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

const themeNames = Object.keys(themes);

// Every pair in every palette a theme shows: the light one and the dark one the page switches to.
const everyPair = themeNames.flatMap((name) =>
  themePalettes(themes[name] as NonNullable<(typeof themes)[string]>).flatMap(({ scheme, colours }) =>
    themeContrastPairs.map((pair) => [name, scheme, pair.why, colours, pair] as const),
  ),
);

describe('contrast arithmetic', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#949494', '#ffffff', 3.03],
  ])('%s on %s is %d:1 (WCAG reference values)', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('refuses colours it cannot compare', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('themes', () => {
  it.each(everyPair)('%s (%s): %s meets WCAG AA', (_name, _scheme, _why, colours, pair) => {
    const ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
    expect(
      ratio,
      `${pair.foreground} ${colours[pair.foreground]} on ${pair.background} ${colours[pair.background]}`,
    ).toBeGreaterThanOrEqual(pair.minimum);
  });

  it.each(themeNames)('%s uses #rrggbb colours, a CSS length and system fonts only', (name) => {
    const theme = themes[name];
    if (!theme) throw new Error(`no theme ${name}`);
    for (const colour of Object.values(theme.colours)) expect(isHexColour(colour), colour).toBe(true);
    expect(theme.radius).toMatch(/^\d+(\.\d+)?(px|rem)$/);
    for (const stack of [theme.font, theme.headingFont]) {
      // No web fonts: nothing that could load a file, and a generic family to fall back on.
      expect(stack).not.toMatch(/url\(|@import|@font-face/i);
      expect(stack).toMatch(/(sans-serif|serif|monospace)$/);
    }
    expect(theme.wordmark.trim()).not.toBe('');
  });

  it('has a theme for every variant and page, and no unused theme', () => {
    const used = new Set([...variants, ...pages].map((entry) => entry.theme));
    expect([...used].filter((name) => !themes[name])).toEqual([]);
    expect(themeNames.filter((name) => !used.has(name))).toEqual([]);
  });

  it('makes every standard-form variant look like a different merchant', () => {
    const standard = variants.filter((entry) => entry.screen === 'card-form');
    const looks = new Set(
      standard.map((entry) => {
        const theme = themes[entry.theme];
        return JSON.stringify([theme?.colours.brand, theme?.colours.bg, theme?.wordmark]);
      }),
    );
    expect(looks.size).toBe(standard.length);
  });
});
