import { isHexColour } from '@variants/contrast';
import { describeIssue } from '@variants/registry-validation';
import { paletteProblems } from '@variants/theme-palettes';
import * as v from 'valibot';

/**
 * The one check of a theme, wherever it is written: variants/themes.ts (TypeScript, which the
 * build runs without type checking, so a renamed field would otherwise ship as
 * `--hpp-brand:undefined`) and a merchants JSON file alike. The build runs it over every theme
 * before building anything; `npm run dev` runs it on the variant's theme when the page loads it,
 * so a mistake shows in Vite's error overlay. Every problem names the theme and the field, with
 * "did you mean" for an unknown one, and every colour pair the page draws is held to WCAG AA in
 * each palette the theme shows (light, and the dark one of variants/theme-palettes.ts).
 */

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const colour = v.pipe(v.string(), v.check(isHexColour, 'a #rrggbb colour'));
const fontStack = v.pipe(
  v.string(),
  v.check(
    (stack) => !/url\(|@import|@font-face/i.test(stack) && /(sans-serif|serif|monospace)$/.test(stack),
    'a system font stack ending in a generic family (sans-serif, serif, monospace), no web fonts',
  ),
);

const themeColoursSchema = v.strictObject({
  brand: colour,
  brandContrast: colour,
  accent: colour,
  bg: colour,
  surface: colour,
  text: colour,
  muted: colour,
  border: colour,
  error: colour,
});

// A file of variants/logos/, named as the build can put it in a bundle's assets.
const logoFile = v.pipe(
  v.string(),
  v.check(
    (file) => /^variants\/logos\/[a-z0-9_-]+\.(svg|png|webp)$/.test(file),
    'a file of variants/logos/ ending in .svg, .png or .webp',
  ),
);

const themeLogoSchema = v.strictObject({
  file: logoFile,
  darkFile: v.optional(logoFile),
  alt: v.optional(nonEmpty),
});

/** The shape of `Theme` (variants/themes.ts). */
export const themeSchema = v.strictObject({
  name: nonEmpty,
  wordmark: v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'a wordmark that is not blank'),
  ),
  merchantNameInHeader: v.optional(v.boolean()),
  wordmarkStyle: v.picklist(['regular', 'bold', 'caps', 'italic', 'light']),
  headerStyle: v.picklist(['bar', 'plain', 'centered']),
  colours: themeColoursSchema,
  colorScheme: v.optional(v.picklist(['light', 'dark', 'auto'])),
  darkColours: v.optional(v.partial(themeColoursSchema)),
  radius: v.pipe(
    v.string(),
    v.check((length) => /^\d+(\.\d+)?(px|rem)$/.test(length), 'a CSS length in px or rem'),
  ),
  font: fontStack,
  headingFont: fontStack,
  logo: v.optional(themeLogoSchema),
});

/** The keys a strict object schema knows at `path` (for "did you mean" on an unknown key). */
function knownKeysAt(path: readonly string[]): string[] {
  if (path[0] === 'colours' || path[0] === 'darkColours') return Object.keys(themeColoursSchema.entries);
  if (path[0] === 'logo') return Object.keys(themeLogoSchema.entries);
  return Object.keys(themeSchema.entries);
}

/** Every problem of one theme, each as "themes.<name>.<field>: <what is wrong>"; [] when sound. */
export function themeProblems(name: string, theme: unknown): string[] {
  const result = v.safeParse(themeSchema, theme, { abortEarly: false });
  if (!result.success) {
    return result.issues.map((issue) => {
      const keys = (issue.path ?? []).map((item) => String(item.key));
      return describeIssue(issue, `themes.${name}.`, knownKeysAt(keys.slice(0, -1)));
    });
  }
  // Every pair in every palette the theme shows: the light one and the dark one the page switches to.
  return paletteProblems(name, result.output);
}

/** Every problem of a table of themes, each starting with `source` (the file they are written in). */
export function themeTableProblems(table: Readonly<Record<string, unknown>>, source: string): string[] {
  return Object.entries(table).flatMap(([name, theme]) =>
    themeProblems(name, theme).map((problem) => `${source}: ${problem}`),
  );
}
