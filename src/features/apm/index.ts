/**
 * The alternative payment methods' buttons (apmPaymentMethods): shown once their logos are ready,
 * each paying through the checkout's flow. Fetched when the panel first shows them (src/ui/lazy-parts.ts).
 */
export { apmButtonsWithLogos } from '@/features/apm/ui/apm-buttons';
