import type { CardSchemeId } from '@/core/card-schemes';

/**
 * Every logo fact in one place. The logo ids are the scheme table's ids (card-schemes.ts; the
 * compiler holds each to it, and scheme-logos.test.ts holds the table to the logos), kept apart
 * from the table so naming a logo does not load detection. The image's address is in
 * ui/scheme-logo/scheme-logo-url.ts, so a logo on the first screen does not carry these lists.
 */

/** The scheme images a saved card can show (spec section 3); every other scheme shows 'default'. */
export const savedCardLogoIds = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'discover',
  'diners',
  'default',
] as const satisfies readonly (CardSchemeId | 'default')[];
export type SavedCardLogoId = (typeof savedCardLogoIds)[number];

/**
 * The card scheme logos shipped in public/assets/schemes/ (one SVG each, 48×32): the saved-card
 * ones and the rest of the table. 'default' is a generic card for anything else. Every id has a
 * name under `card.schemes.<id>` in the translations.
 */
export const schemeLogoIds = [
  ...savedCardLogoIds,
  'jcb',
  'unionpay',
  'dankort',
  'forbrugsforeningen',
  'uatp',
] as const satisfies readonly (CardSchemeId | 'default')[];
export type SchemeLogoId = (typeof schemeLogoIds)[number];

/** A scheme id from data (supportedCardTypes, a detected scheme) as a logo id, or undefined if there is no logo. */
export function toSchemeLogoId(value: string): SchemeLogoId | undefined {
  return (schemeLogoIds as readonly string[]).includes(value) ? (value as SchemeLogoId) : undefined;
}
