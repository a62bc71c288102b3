import type { VariantBrand } from '@variants/settings';

/**
 * The mark a payment page's header shows: the theme's wordmark, or on the generic forms (and a
 * variant without one) the merchant's own name from the query. Read by the header and by the
 * return context, so the result page shows the very mark the shopper paid under.
 */
export function headerWordmark(brand: VariantBrand | undefined, merchantName: string): string {
  const name = merchantName.trim();
  return brand?.merchantNameInHeader ? name : brand?.wordmark || name;
}
