import { randomUUID } from 'node:crypto';
import { sandboxTokenList, testCards } from '@/core/gateway/test-cards';

/**
 * The ready-to-click addresses `npm start` and `npm run dev` print: a payment page (basic's, or
 * the one at `pagePath`) with a fresh uniqueRequestID
 * (a used one would replay its earlier result, by design), saved cards for a few test outcomes,
 * two APMs, and the result page as FailURL so failures land somewhere readable.
 */
export function demoLinks(baseUrl: string, uniqueRequestID: string = randomUUID(), pagePath = '/basic/') {
  const savedCards = testCards.filter((card) =>
    ['tok_visa_approved', 'tok_visa_3ds_challenge', 'tok_visa_declined'].includes(card.token),
  );
  const query = new URLSearchParams({
    M: 'sandbox-merchant',
    a1: `order-${uniqueRequestID.slice(0, 8)}`,
    shopperID: 'sandbox-shopper',
    statickey: 'sandbox-static-key',
    uniqueRequestID,
    controllerVersion: 'v2',
    merchantName: 'Sandbox Shop',
    tokenList: sandboxTokenList(savedCards),
    apmPaymentMethods: 'paypal|mbway',
    // Amex is not among the default supported types (spec section 3); the Amex test card needs it.
    supportedCardTypes: 'visa,mastercard,maestro,amex',
    FailURL: new URL('/result/', baseUrl).href,
  });
  return {
    paymentPage: `${new URL(pagePath, baseUrl).href}?${query}`,
    sandboxConsole: new URL('/sandbox/', baseUrl).href,
    health: new URL('/health.html', baseUrl).href,
  };
}
