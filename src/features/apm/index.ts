/**
 * The alternative payment methods' buttons (apmPaymentMethods): shown once their logos are ready,
 * each paying through the checkout's flow. Fetched when the panel first shows them (src/ui/lazy-parts.ts).
 */
export { $chosenApm, payWithApm } from '@/features/apm/state/pay-with-apm';
export { ApmButtons, apmButtonsWithLogos } from '@/features/apm/ui/apm-buttons';
