import { relativeLuminance } from '@variants/contrast';
import { themePalettes } from '@variants/theme-palettes';
import type { Theme, ThemeColours } from '@variants/themes';
import { scriptFontLanguages, withScriptFonts } from '@/core/script-fonts';
import type { ThemePropertyName } from '@/core/theme-properties';

// A value that could close the declaration or the rule would let one theme break the stylesheet.
const unsafeCssValue = /[;{}<>\\]|\/\*/;

function colourProperties(c: ThemeColours) {
  return {
    '--hpp-brand': c.brand,
    '--hpp-brand-contrast': c.brandContrast,
    '--hpp-accent': c.accent,
    '--hpp-bg': c.bg,
    '--hpp-surface': c.surface,
    '--hpp-text': c.text,
    '--hpp-muted': c.muted,
    '--hpp-border': c.border,
    '--hpp-error': c.error,
  } satisfies Partial<Record<ThemePropertyName, string>>;
}

/**
 * A theme as CSS custom properties on :root, served to the page as 'virtual:variant-theme.css'.
 * The names (src/core/theme-properties.ts) are the contract with src/ui/base.css.
 */
export function themeProperties(theme: Theme): Record<ThemePropertyName, string> {
  const [first] = themePalettes(theme);
  return {
    ...colourProperties(first?.colours ?? theme.colours),
    '--hpp-radius': theme.radius,
    '--hpp-font': theme.font,
    '--hpp-heading-font': theme.headingFont,
  };
}

/** Dark page backgrounds get native dark form controls and scrollbars. */
export function colourScheme(theme: Pick<Theme, 'colours'>): 'light' | 'dark' {
  return relativeLuminance(theme.colours.bg) < 0.18 ? 'dark' : 'light';
}

/**
 * The schemes a theme's page shows, for <meta name="color-scheme"> (native controls, scrollbars):
 * 'light dark' lets the browser follow the shopper like the stylesheet does. A meta tag rather than
 * the CSS property, whose polyfill custom properties the CSS minifier would add to every bundle.
 */
export function colourSchemes(theme: Theme): string {
  return [...new Set(themePalettes(theme).map((palette) => colourScheme(palette)))].join(' ');
}

function declarations(properties: Record<string, string>): string {
  return Object.entries(properties)
    .map(([name, value]) => {
      if (unsafeCssValue.test(value)) throw new Error(`theme value of ${name} is not safe CSS: ${value}`);
      return `${name}:${value}`;
    })
    .join(';');
}

/** The dark block repeats only what differs from the first palette: first-load bytes are budgeted. */
function changedProperties(from: ThemeColours, to: ThemeColours): Record<string, string> {
  const before = colourProperties(from);
  return Object.fromEntries(
    Object.entries(colourProperties(to)).filter(
      ([name, value]) => before[name as keyof typeof before] !== value,
    ),
  );
}

/**
 * On a page in a language whose script the usual UI fonts lack (src/core/script-fonts.ts), the
 * theme's fonts with that script's system fonts after them, so the browser finds its glyphs in the
 * list rather than searching the system for a fallback. Any page may be opened in any language
 * (`lang`), so every bundle carries every rule. A heading font equal to the body font refers to it.
 */
function scriptFontRules(theme: Theme): string {
  return scriptFontLanguages()
    .map(({ language, tag }) => {
      const font = withScriptFonts(theme.font, language);
      const heading =
        theme.headingFont === theme.font ? 'var(--hpp-font)' : withScriptFonts(theme.headingFont, language);
      return `:root:root:lang(${tag}){--hpp-font:${font};--hpp-heading-font:${heading}}\n`;
    })
    .join('');
}

/**
 * The theme's first palette on :root and, when the theme follows the shopper, its dark palette in
 * a prefers-color-scheme media query: the stylesheet is in the prerendered HTML's head, so the
 * right scheme is there from the first paint, without a script deciding it.
 */
export function themeCss(theme: Theme): string {
  // Before any colour is derived from them: a value that could escape fails with its own name.
  for (const [name, value] of Object.entries({ ...theme.colours, ...theme.darkColours })) {
    if (unsafeCssValue.test(value)) throw new Error(`theme value of ${name} is not safe CSS: ${value}`);
  }
  const [first, second] = themePalettes(theme);
  if (!first) throw new Error(`theme ${theme.name} shows no palette`);
  // ':root:root' outranks any plain ':root' rule in the component styles, whatever order the
  // stylesheets end up in the bundle (the minifier merges equal selectors, and the later wins).
  const root = `:root:root{${declarations(themeProperties(theme))}}\n${scriptFontRules(theme)}`;
  if (!second) return root;
  return `${root}@media (prefers-color-scheme:dark){:root:root{${declarations(changedProperties(first.colours, second.colours))}}}\n`;
}
