import { relativeLuminance } from '@variants/contrast';
import type { Theme } from '@variants/themes';
import type { ThemePropertyName } from '@/core/theme-properties';

// A value that could close the declaration or the rule would let one theme break the stylesheet.
const unsafeCssValue = /[;{}<>\\]|\/\*/;

/**
 * A theme as CSS custom properties on :root, served to the page as 'virtual:variant-theme.css'.
 * The names (src/core/theme-properties.ts) are the contract with src/ui/base.css.
 */
export function themeProperties(theme: Theme): Record<ThemePropertyName, string> {
  const c = theme.colours;
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
    '--hpp-radius': theme.radius,
    '--hpp-font': theme.font,
    '--hpp-heading-font': theme.headingFont,
  };
}

/** Dark page backgrounds get native dark form controls and scrollbars. */
export function colourScheme(theme: Theme): 'light' | 'dark' {
  return relativeLuminance(theme.colours.bg) < 0.18 ? 'dark' : 'light';
}

export function themeCss(theme: Theme): string {
  const declarations = Object.entries(themeProperties(theme)).map(([name, value]) => {
    if (unsafeCssValue.test(value)) throw new Error(`theme value of ${name} is not safe CSS: ${value}`);
    return `${name}:${value}`;
  });
  declarations.push(`color-scheme:${colourScheme(theme)}`);
  // ':root:root' outranks any plain ':root' rule in the component styles, whatever order the
  // stylesheets end up in the bundle (the minifier merges equal selectors, and the later wins).
  return `:root:root{${declarations.join(';')}}\n`;
}
