/**
 * Everything that talks to the gateway: the card payment and what every way to pay shares (the
 * payload, the reply decisions, the 3-D Secure step, the failure URL, sending with resends), the
 * page's services (HTTP client, monitoring, 3-D Secure method frame) that start-up builds from here
 * once the gateway is known, the link's payment request a payment screen asks for as it opens, and
 * Back (BackURL or the referrer, through the services' navigation). The request and Back were
 * features of their own that fetched this chunk anyway for the services: one chunk, one request,
 * one step less in the chain. Loaded by src/state/load-later.ts: as a payment screen opens (the
 * payment request), on the shopper's first interaction, on Pay or on Back.
 * The saved cards and the APM buttons import this door statically to pay through the same flow.
 */

export { decideApmReply } from '@/features/checkout/core/reply-decision';
export { navigateBack } from '@/features/checkout/state/back-navigation';
export {
  failPayment,
  leaveTo,
  servicesForRequest,
  submitCheckout,
} from '@/features/checkout/state/checkout-flow';
export { loadPaymentRequest } from '@/features/checkout/state/load-payment-request';
export { pageServices } from '@/features/checkout/state/page-services';
export { payWithCard } from '@/features/checkout/state/pay-with-card';
