import { type ThemePropertyName, themePropertyNames } from '@/core/theme-properties';

export type ThemeValues = Partial<Record<ThemePropertyName, string>>;

// The selector the build writes the theme under (scripts/build/theme-css.ts).
const themeSelector = ':root:root';
const darkQuery = /prefers-color-scheme:\s*dark/;

function readInto(style: CSSStyleDeclaration, into: Record<string, string>): void {
  for (const name of themePropertyNames) {
    const value = style.getPropertyValue(name).trim();
    if (value !== '') into[name] = value;
  }
}

function isStyleRule(rule: CSSRule): rule is CSSStyleRule {
  return 'selectorText' in rule && (rule as CSSStyleRule).selectorText === themeSelector;
}

/**
 * The theme as the build wrote it into the page (scripts/build/theme-css.ts): the first palette on
 * `:root:root`, and what the dark palette changes inside `@media (prefers-color-scheme: dark)`,
 * whichever scheme the shopper sees now. Read from the stylesheets, not the computed style, which
 * holds only the palette shown at this moment. Values are raw: the caller checks them.
 */
export function themeStylesheetValues(doc: Document = document): { base: ThemeValues; dark: ThemeValues } {
  const base: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // Another origin's stylesheet cannot be read, and holds no theme of ours.
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (isStyleRule(rule)) readInto(rule.style, base);
      else if ('media' in rule && darkQuery.test((rule as CSSMediaRule).media.mediaText)) {
        for (const inner of Array.from((rule as CSSMediaRule).cssRules)) {
          if (isStyleRule(inner)) readInto(inner.style, dark);
        }
      }
    }
  }
  return { base, dark };
}
