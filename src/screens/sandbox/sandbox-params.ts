import type { LanguageCode } from '@/core/languages';
import type { SavedCardRow } from '@/screens/sandbox/saved-card-row';

/** The APMs offered as checkboxes; any other name goes in the free-text field. */
export const sandboxApmChoices = ['paypal', 'mbway', 'multibanco', 'klarna', 'ideal', 'blik'] as const;

/** Everything the console composes into a variant's query string (names as in PageConfig). */
export interface SandboxParams {
  merchantId: string;
  requestId: string;
  shopperId: string;
  staticKey: string;
  uniqueRequestId: string;
  controllerVersion: 'v1' | 'v2';
  savedCards: SavedCardRow[];
  /** g1: the saved card the merchant preselects; '' leaves it out. */
  token: string;
  enforceCvv: boolean;
  /** 3dsForm=Y when set (the page reads it and, as the spec gives it no effect, does nothing with it). */
  threeDsForm: boolean;
  /** The comma list as a merchant writes it; '' leaves the page's default (visa, mastercard, maestro). */
  supportedCardTypes: string;
  /** Checked boxes of sandboxApmChoices. */
  apmMethods: string[];
  /** Further methods, separated by '|'. */
  apmOther: string;
  failUrl: string;
  backUrl: string;
  merchantName: string;
  /** The shop's link in aober's order summary. */
  merchantAddress: string;
  purchaseDescription: string;
  addressFields: boolean;
  /** '' leaves the variant's default language. */
  language: LanguageCode | '';
}

/**
 * A working test payment out of the box: a merchant the sandbox accepts, the v2 checkout, FailURL
 * on the local result page and BackURL on this console (the sandbox's shop: Back pays nothing, so
 * the result page would have nothing true to say), so every way out of the page stays in the sandbox.
 */
export function sandboxParams(origin: string, uniqueRequestId: string): SandboxParams {
  const resultPage = new URL('/result/', origin).href;
  return {
    merchantId: 'sandbox-merchant',
    requestId: 'order-1001',
    shopperId: 'shopper-1',
    staticKey: 'static-key-1',
    uniqueRequestId,
    controllerVersion: 'v2',
    savedCards: [],
    token: '',
    enforceCvv: false,
    threeDsForm: false,
    supportedCardTypes: '',
    apmMethods: [],
    apmOther: '',
    failUrl: resultPage,
    backUrl: new URL('/sandbox/', origin).href,
    merchantName: 'Sandbox Shop',
    merchantAddress: '',
    purchaseDescription: 'Test order 1001',
    addressFields: false,
    language: '',
  };
}

/** The page's caps on raw values (src/core/page-config.ts): a longer value falls back to the default there. */
export const sandboxFieldLimits = {
  identifier: 256,
  url: 2048,
  text: 1024,
  list: 2048,
  savedCardItem: 64,
  token: 256,
} as const;
