/**
 * WCAG 2.x contrast arithmetic for the theme table: relative luminance of an sRGB colour and the
 * contrast ratio of two colours. Only `#rrggbb` is accepted so every theme colour is comparable.
 */
const hexColour = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return hexColour.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  // The sRGB transfer function, as defined in WCAG 2.x "relative luminance".
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  if (!isHexColour(colour)) throw new Error(`not a #rrggbb colour: ${colour}`);
  const r = Number.parseInt(colour.slice(1, 3), 16);
  const g = Number.parseInt(colour.slice(3, 5), 16);
  const b = Number.parseInt(colour.slice(5, 7), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}
