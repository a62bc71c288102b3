import { billingAsksForState } from '@/core/billing-validation';
import type { BrowserData } from '@/core/browser-data';
import { splitExpiry } from '@/core/expiry-validation';
import type { PageConfig } from '@/core/page-config';

/**
 * The form-encoded bodies of every gateway call (spec section 7), with the spec's field codes.
 * Spec section 3: "Empty values are dropped from requests", and section 5: a whitespace-only value
 * counts as empty, so such fields are omitted rather than sent as ''.
 *
 * Values from the query string (M, RequestID, ...) are sent exactly as received, because the
 * gateway matches them against what the merchant registered. Values the shopper typed are trimmed:
 * a stray space around an e-mail or a name is never meant.
 */

export interface CardInput {
  cardNumber: string;
  /** 'MM/YY' as typed; split at the slash (spec section 5). */
  expiryDate: string;
  cvv: string;
  saveCard: boolean;
  cardholderName: string;
}

export interface BillingInput {
  email: string;
  streetNumber: string;
  streetName: string;
  city: string;
  stateCode: string;
  countryCode: string;
  zipCode: string;
}

export interface RecipientInput {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  countryAlpha3: string;
}

/** Spec section 9: the 3-D Secure challenge window size code. */
export const challengeWindowSize = '05';

type Fields = readonly (readonly [code: string, value: string | undefined])[];

function formOf(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [code, value] of fields) {
    if (value !== undefined && value.trim() !== '') form.append(code, value);
  }
  return form;
}

function typed(value: string): string {
  return value.trim();
}

function browserFields(browser: BrowserData): Fields {
  return [
    ['3ds_browsercolordepth', String(browser.colorDepth)],
    ['3ds_browserjavaenabled', 'false'],
    ['3ds_browserscreenheight', String(browser.screenHeight)],
    ['3ds_browserscreenwidth', String(browser.screenWidth)],
    ['3ds_browsertz', String(browser.timezoneOffset)],
    ['3ds_challengewindowsize', challengeWindowSize],
    ['d5', browser.userAgent],
    ['d6', browser.language],
  ];
}

function identityFields(config: PageConfig): Fields {
  return [
    ['M', config.merchantId],
    ['RequestID', config.requestId],
    ['Statickey', config.staticKey],
    ['uniqueRequestID', config.uniqueRequestId],
    ['shopperID', config.shopperId],
  ];
}

function billingFields(billing: BillingInput | undefined): Fields {
  if (billing === undefined) return [];
  return [
    ['c3', typed(billing.email)],
    ['c4', typed(billing.streetNumber)],
    ['c5', typed(billing.streetName)],
    ['c7', typed(billing.city)],
    // A state typed before the shopper chose a country without states is not sent.
    ['c8', billingAsksForState(billing.countryCode) ? typed(billing.stateCode) : undefined],
    ['c9', typed(billing.countryCode)],
    ['c10', typed(billing.zipCode)],
  ];
}

function recipientFields(recipient: RecipientInput | undefined): Fields {
  if (recipient === undefined) return [];
  return [
    ['j5', typed(recipient.firstName)],
    ['j13', typed(recipient.lastName)],
    ['j6', typed(recipient.streetAddress)],
    ['j7', typed(recipient.city)],
    ['j9', typed(recipient.countryAlpha3)],
  ];
}

/**
 * A new-card payment. The card number goes as digits only (the field shows it grouped). When the
 * query carries g1 it goes too, as received (spec section 7 lists g1 in the checkout payload): on
 * store-and-pay the gateway stores the new card under that token. b1 is always the card charged;
 * a gateway must not read g1 next to b1 as a saved-card payment (the sandbox charges b1).
 */
export function buildCardPayload(a: {
  config: PageConfig;
  browser: BrowserData;
  card: CardInput;
  billing?: BillingInput;
  recipient?: RecipientInput;
}): URLSearchParams {
  const { month, year } = splitExpiry(a.card.expiryDate);
  return formOf([
    ...browserFields(a.browser),
    ...identityFields(a.config),
    ['b1', a.card.cardNumber.replace(/\D/g, '')],
    ['b3', typed(month)],
    ['b4', typed(year)],
    ['b5', typed(a.card.cvv)],
    ['c1', typed(a.card.cardholderName)],
    ['g1', a.config.token],
    ['generateToken', a.card.saveCard ? 'true' : undefined],
    ...billingFields(a.billing),
    ...recipientFields(a.recipient),
  ]);
}

/** A saved-card payment (spec section 7): the same endpoint with g1 and an optional b5, never b1. */
export function buildTokenPayload(a: {
  config: PageConfig;
  browser: BrowserData;
  token: string;
  cvv?: string;
}): URLSearchParams {
  return formOf([
    ...browserFields(a.browser),
    ...identityFields(a.config),
    ['g1', a.token],
    ['b5', a.cvv === undefined ? undefined : typed(a.cvv)],
  ]);
}

/** POST /rest/v1/apmPayment. */
export function buildApmPayload(config: PageConfig, paymentMethod: string): URLSearchParams {
  return formOf([
    ['M', config.merchantId],
    ['shopperID', config.shopperId],
    ['RequestID', config.requestId],
    ['Statickey', config.staticKey],
    ['uniqueRequestID', config.uniqueRequestId],
    ['payment_method', paymentMethod],
  ]);
}

/** POST /rest/v1/deleteToken. */
export function buildDeleteTokenPayload(config: PageConfig, token: string): URLSearchParams {
  return formOf([
    ['g1', token],
    ['M', config.merchantId],
    ['uniqueRequestID', config.uniqueRequestId],
  ]);
}

/** POST /rest/v2/checkout/{key} after the device-method step. */
export function buildCompletionPayload(a: {
  config: PageConfig;
  trxId: string;
  /** Both absent when the ACS reply named no method URL, so no method step ran. */
  methodUrl?: string;
  encodedMethodData?: string;
}): URLSearchParams {
  return formOf([
    ['3ds_trxid', a.trxId],
    ['3ds_method', a.methodUrl],
    ['encodedMethodData', a.encodedMethodData],
    ['M', a.config.merchantId],
    ['RequestID', a.config.requestId],
  ]);
}

/** POST /rest/v2/paymentRequest: what the shopper is paying (M, RequestID). */
export function buildPaymentRequestPayload(config: PageConfig): URLSearchParams {
  return formOf([
    ['M', config.merchantId],
    ['RequestID', config.requestId],
  ]);
}
