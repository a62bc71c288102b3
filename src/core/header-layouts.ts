/**
 * The header layouts of the screens of their own, named by what the merchant is rather than by
 * screen, so a new screen picks one (or adds one) without another list of screen names. The
 * payment page's header says which it has (`data-layout`), the return context carries it, and
 * the result page draws the same header in the merchant's colours: the brand the shopper paid
 * under holds to the last screen. The generic card form has none (its header is the theme's).
 */
export const headerLayouts = ['airline', 'travel', 'kiosk', 'exchange', 'bank', 'storefront'] as const;
export type HeaderLayout = (typeof headerLayouts)[number];

/** A header layout named by untrusted text (storage, the DOM), or undefined. */
export function toHeaderLayout(raw: unknown): HeaderLayout | undefined {
  return headerLayouts.find((layout) => layout === raw);
}
