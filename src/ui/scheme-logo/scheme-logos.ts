/**
 * The card scheme logos shipped in public/assets/schemes/ (one SVG each, 48×32). 'default' is a
 * generic card for anything else. Every id has a name under `card.schemes.<id>` in the translations.
 */
export const schemeLogoIds = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'dankort',
  'forbrugsforeningen',
  'uatp',
  'default',
] as const;
export type SchemeLogoId = (typeof schemeLogoIds)[number];

/** A scheme id from data (supportedCardTypes, a detected scheme) as a logo id, or undefined if there is no logo. */
export function toSchemeLogoId(value: string): SchemeLogoId | undefined {
  return (schemeLogoIds as readonly string[]).includes(value) ? (value as SchemeLogoId) : undefined;
}

/** The logo image's address under the variant's base path (bundles live under /<variant>/). */
export function schemeLogoUrl(scheme: SchemeLogoId): string {
  return `${import.meta.env.BASE_URL}assets/schemes/${scheme}.svg`;
}
