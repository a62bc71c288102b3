/** The amount over the form, for the variants that show it; fetched when shown (src/ui/lazy-parts.ts). */
export { AmountBanner } from '@/features/amount-banner/ui/amount-banner';
