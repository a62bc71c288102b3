/**
 * The card payment and what every way to pay shares: the payload, the reply decisions, the 3-D
 * Secure step, the failure URL, sending with resends, and the page's services (HTTP client,
 * monitoring, 3-D Secure method frame), which start-up builds from here once the gateway is known.
 * All of it is asked for on the shopper's first interaction (src/later.ts): one request.
 * The saved cards and the APM buttons import this door statically to pay through the same flow.
 */
export { decideApmReply } from '@/features/checkout/core/reply-decision';
export {
  failPayment,
  leaveTo,
  servicesForRequest,
  submitCheckout,
} from '@/features/checkout/state/checkout-flow';
export { pageServices } from '@/features/checkout/state/page-services';
export { payWithCard } from '@/features/checkout/state/pay-with-card';
