/**
 * The payment request (the amount and what is bought), loaded when a payment screen opens on a
 * variant that shows it (src/later.ts). Its banner is a feature of its own (amount-banner): this
 * one is reached from every page's start-up, which must not carry the payment panel's parts.
 */
export { loadPaymentRequest } from '@/features/payment-request/state/load-payment-request';
