/**
 * What the shopper pays for and how much, over the form: the amount banner (the variants that show
 * the amount) and aober's order summary (the shop, what is bought, the total, a link back). One
 * concern, two layouts; fetched when the panel first shows one (src/ui/lazy-parts.ts).
 */
export { AmountBanner } from '@/features/purchase-summary/ui/amount-banner';
export { OrderSummary } from '@/features/purchase-summary/ui/order-summary';
