/**
 * aober's order summary over the form: the shop, what is bought, the total and a link back.
 * Fetched when the panel first shows it (src/ui/lazy-parts.ts). The amount banner, the other
 * summary over the form, is on the first screen (src/ui/amount-banner/), so its place is in the HTML.
 */
export { OrderSummary } from '@/features/purchase-summary/ui/order-summary';
