import { contrastRatio, isHexColour, relativeLuminance } from '@variants/contrast';
import type { ThemeColours } from '@variants/themes';

/**
 * A dark palette derived from a theme's own colours, so that each of the many themes follows a
 * shopper's dark preference without a second hand-written palette: the page and panel become a
 * near-black tinted with the brand's hue, and every brand colour is lightened just enough to meet
 * the same WCAG AA pairs as the light palette (variants/theme-contrast-pairs.ts). A merchant's
 * own dark colours (Theme.darkColours) replace any derived one.
 */

/** Below this page-background luminance a palette is dark already (the threshold color-scheme uses too). */
const darkLuminance = 0.18;

const nearBlack = '#101216';
const white = '#ffffff';
const black = '#000000';

const textMinimum = 4.5;
const nonTextMinimum = 3;

export function isDarkPalette(colours: Pick<ThemeColours, 'bg'>): boolean {
  return isHexColour(colours.bg) && relativeLuminance(colours.bg) < darkLuminance;
}

/**
 * A colour's red, green and blue. A colour that is not "#rrggbb" (a misspelt or missing field) reads
 * as black: the theme check names it, and must get the chance to, in the build and in the dev
 * overlay, rather than the derivation throwing first.
 */
function channels(colour: string | undefined): [number, number, number] {
  const hex = typeof colour === 'string' && /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000';
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** `from` moved `share` (0–1) of the way to `to`, in sRGB. */
export function mix(from: string, to: string, share: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, index) => Math.round(value + ((b[index] ?? value) - value) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * `colour` moved towards white in small steps until it meets `minimum` against every background:
 * the least change that keeps the brand's hue recognisable.
 */
export function lightenUntil(colour: string, backgrounds: readonly string[], minimum: number): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(colour, white, step / 50);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return white;
}

/** The text colour for a button of `brand`: the page's near-black when it reads, else white, else black. */
function textOn(brand: string, darkText: string): string {
  for (const candidate of [darkText, white, black]) {
    if (contrastRatio(candidate, brand) >= textMinimum) return candidate;
  }
  // One of white and black always reaches 4.58:1 against any colour.
  return contrastRatio(white, brand) > contrastRatio(black, brand) ? white : black;
}

export function deriveDarkColours(light: ThemeColours): ThemeColours {
  // A theme that is dark today is its own dark palette.
  if (isDarkPalette(light)) return light;
  const bg = mix(nearBlack, light.brand, 0.1);
  const surface = mix(bg, white, 0.06);
  const both = [bg, surface];
  const text = lightenUntil(mix(bg, white, 0.88), both, textMinimum);
  const muted = lightenUntil(mix(bg, white, 0.62), both, textMinimum);
  const brand = lightenUntil(light.brand, both, nonTextMinimum);
  return {
    brand,
    brandContrast: textOn(brand, bg),
    accent: lightenUntil(light.accent, both, textMinimum),
    bg,
    surface,
    text,
    muted,
    border: lightenUntil(mix(bg, white, 0.4), both, nonTextMinimum),
    error: lightenUntil(light.error, both, textMinimum),
  };
}
