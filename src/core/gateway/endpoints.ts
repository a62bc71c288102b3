import { configurationPath } from '@/core/gateway/configuration-reply';

/**
 * Every gateway endpoint the page calls and the sandbox serves (spec section 7), in one table, so
 * the page's actions and the sandbox's routes cannot name different paths. Paths are relative to
 * the gateway base (GET /configuration's hppAnyBaseURL); GET /configuration itself is on the
 * page's own origin.
 */
export { configurationPath };
export const checkoutPath = '/rest/v2/checkout';
export const storeAndPayPath = '/rest/v1/storeAndPay';
export const apmPaymentPath = '/rest/v1/apmPayment';
export const deleteTokenPath = '/rest/v1/deleteToken';
export const paymentRequestPath = '/rest/v2/paymentRequest';
export const deviceInfoBasePath = '/rest/v2/deviceInfo';
/** GET /ping: progress monitoring (spec section 7), its query built by monitoring-ping.ts. */
export const pingPath = '/ping';

/**
 * The same paths as one table, for the sandbox's routes. The page imports the single constants
 * above, so a bundle carries only the paths it calls.
 */
export const gatewayPaths = {
  configuration: configurationPath,
  checkout: checkoutPath,
  storeAndPay: storeAndPayPath,
  apmPayment: apmPaymentPath,
  deleteToken: deleteTokenPath,
  paymentRequest: paymentRequestPath,
  deviceInfo: deviceInfoBasePath,
  ping: pingPath,
} as const;

/**
 * Which endpoint a card or token payment posts to (spec section 7): /rest/v2/checkout only when
 * the query's controllerVersion is v2 and the variant does not force store-and-pay; every other
 * case, including a missing or unknown controllerVersion, keeps the older /rest/v1/storeAndPay.
 */
export function checkoutEndpoint(
  controllerVersion: string,
  storeAndPay: boolean,
): typeof checkoutPath | typeof storeAndPayPath {
  const isV2 = controllerVersion.trim().toLowerCase() === 'v2';
  return isV2 && !storeAndPay ? checkoutPath : storeAndPayPath;
}

/**
 * The 3-D Secure completion endpoint, POST /rest/v2/checkout/{key}. The key is the 3ds_trxid of
 * the ACS reply (see three-ds-method-data.ts for why); it is encoded because it comes from the gateway.
 */
export function completionEndpoint(key: string): string {
  return `${checkoutPath}/${encodeURIComponent(key)}`;
}

/** Where the issuer's ACS notifies the gateway after the method step: /rest/v2/deviceInfo/{M}/{key}. */
export function deviceInfoPath(merchantId: string, key: string): string {
  return `${deviceInfoBasePath}/${encodeURIComponent(merchantId)}/${encodeURIComponent(key)}`;
}
