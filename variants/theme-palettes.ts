import { contrastRatio } from '@variants/contrast';
import { deriveDarkColours, isDarkPalette } from '@variants/dark-palette';
import { themeContrastPairs } from '@variants/theme-contrast-pairs';
import type { ColourSchemeSetting, Theme, ThemeColours } from '@variants/themes';

export type ColourScheme = 'light' | 'dark';

/** A palette the page can show, and the scheme it answers to. */
export interface ThemePalette {
  scheme: ColourScheme;
  colours: ThemeColours;
}

/**
 * Which schemes a theme shows: both, following the shopper's prefers-color-scheme ('auto'), or the
 * one the merchant fixed. Without a setting a light theme follows the shopper, and a theme that is
 * dark today stays dark (its brand is a dark page).
 */
export function colourSchemeSetting(theme: Pick<Theme, 'colorScheme' | 'colours'>): ColourSchemeSetting {
  return theme.colorScheme ?? (isDarkPalette(theme.colours) ? 'dark' : 'auto');
}

/** The dark palette: derived from the theme's colours, with the merchant's own dark colours over it. */
export function darkColours(theme: Pick<Theme, 'colours' | 'darkColours'>): ThemeColours {
  return { ...deriveDarkColours(theme.colours), ...theme.darkColours };
}

/** The palettes a theme's page shows, light first: the order the stylesheet writes them. */
export function themePalettes(theme: Pick<Theme, 'colorScheme' | 'colours' | 'darkColours'>): ThemePalette[] {
  const setting = colourSchemeSetting(theme);
  const light: ThemePalette = { scheme: 'light', colours: theme.colours };
  const dark: ThemePalette = { scheme: 'dark', colours: darkColours(theme) };
  if (setting === 'light') return [light];
  if (setting === 'dark') return [dark];
  return [light, dark];
}

/**
 * Every WCAG AA pair (variants/theme-contrast-pairs.ts) a theme misses, in every palette it shows:
 * the build refuses a theme with any, so a dark palette is held to what the light one is.
 */
export function paletteProblems(name: string, theme: Parameters<typeof themePalettes>[0]): string[] {
  return themePalettes(theme).flatMap(({ scheme, colours }) =>
    themeContrastPairs.flatMap((pair) => {
      const ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
      return ratio >= pair.minimum
        ? []
        : [
            `themes.${name}.colours (${scheme}): ${pair.why}: ${pair.foreground} ${colours[pair.foreground]} on ` +
              `${pair.background} ${colours[pair.background]} is ${ratio.toFixed(2)}:1, WCAG AA needs ${pair.minimum}:1`,
          ];
    }),
  );
}
