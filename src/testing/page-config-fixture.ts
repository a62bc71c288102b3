import { defaultSupportedCardTypes, type PageConfig } from '@/core/page-config';

/**
 * Fixture factory for tests across the project: a typical merchant redirect (v2 checkout, one
 * saved card, two APMs, a FailURL and a BackURL), with any field overridden.
 */
export function makePageConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    merchantId: 'M1001',
    requestId: 'REQ-2024-0001',
    shopperId: 'shopper-42',
    staticKey: 'static-key-abc',
    uniqueRequestId: 'uniq-7f3a',
    controllerVersion: 'v2',
    token: '',
    failUrl: 'https://merchant.example/fail?order=1001',
    backUrl: 'https://merchant.example/cart',
    merchantAddress: '1 Market Street, Lisbon',
    merchantName: 'Example Shop',
    purchaseDescription: 'Order 1001',
    threeDsForm: false,
    tokenList: '[token:tok_visa,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]',
    enforceCvv: false,
    apmPaymentMethods: ['MBWAY', 'MULTIBANCO'],
    supportedCardTypes: [...defaultSupportedCardTypes],
    addressFields: false,
    language: undefined,
    ...overrides,
  };
}
