import type { ThemeColours } from '@variants/themes';

/**
 * Which theme colours the page draws on top of which, and the WCAG AA minimum each pair needs:
 * 4.5:1 for text (1.4.3), 3:1 for borders and controls against what surrounds them (1.4.11).
 * The form may sit on the surface panel or straight on the page background, so text colours
 * are checked against both.
 */
export interface ContrastPair {
  foreground: keyof ThemeColours;
  background: keyof ThemeColours;
  minimum: number;
  why: string;
}

const textMinimum: number = 4.5;
const nonTextMinimum: number = 3;

export const themeContrastPairs: readonly ContrastPair[] = [
  ...(['text', 'muted', 'accent', 'error'] as const).flatMap((foreground) =>
    (['bg', 'surface'] as const).map((background) => ({
      foreground,
      background,
      minimum: textMinimum,
      why: `${foreground} text on ${background}`,
    })),
  ),
  {
    foreground: 'brandContrast',
    background: 'brand',
    minimum: textMinimum,
    why: 'button and header-bar text',
  },
  { foreground: 'border', background: 'surface', minimum: nonTextMinimum, why: 'input borders on the panel' },
  { foreground: 'border', background: 'bg', minimum: nonTextMinimum, why: 'input borders on the page' },
  { foreground: 'brand', background: 'surface', minimum: nonTextMinimum, why: 'buttons on the panel' },
  {
    foreground: 'brand',
    background: 'bg',
    minimum: nonTextMinimum,
    why: 'buttons and header bar on the page',
  },
];
