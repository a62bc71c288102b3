/**
 * The theme's CSS custom properties: the contract between the build (scripts/build/theme-css.ts
 * writes them on :root), the stylesheets that read them (src/ui/base.css and every screen's own)
 * and the result page, which carries a payment page's look over in its return context.
 */
export const themePropertyNames = [
  '--hpp-brand',
  '--hpp-brand-contrast',
  '--hpp-accent',
  '--hpp-bg',
  '--hpp-surface',
  '--hpp-text',
  '--hpp-muted',
  '--hpp-border',
  '--hpp-error',
  '--hpp-radius',
  '--hpp-font',
  '--hpp-heading-font',
] as const;
export type ThemePropertyName = (typeof themePropertyNames)[number];

/** The two values that are font stacks, not colours or a length. */
export function isFontStackProperty(name: ThemePropertyName): boolean {
  return name === '--hpp-font' || name === '--hpp-heading-font';
}
