/** The order summary over the form (aober); fetched when shown (src/ui/lazy-parts.ts). */
export { OrderSummary } from '@/features/order-summary/ui/order-summary';
