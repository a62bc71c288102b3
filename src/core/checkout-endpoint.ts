/**
 * Which endpoint a card or token payment posts to (spec section 7): /rest/v2/checkout only when
 * the query's controllerVersion is v2 and the variant does not force store-and-pay; every other
 * case, including a missing or unknown controllerVersion, keeps the older /rest/v1/storeAndPay.
 */
export function checkoutEndpoint(
  controllerVersion: string,
  storeAndPay: boolean,
): '/rest/v2/checkout' | '/rest/v1/storeAndPay' {
  const isV2 = controllerVersion.trim().toLowerCase() === 'v2';
  return isV2 && !storeAndPay ? '/rest/v2/checkout' : '/rest/v1/storeAndPay';
}

/**
 * The 3-D Secure completion endpoint, POST /rest/v2/checkout/{key}. The key is the 3ds_trxid of
 * the ACS reply (see three-ds-method-data.ts for why); it is encoded because it comes from the gateway.
 */
export function completionEndpoint(key: string): string {
  return `/rest/v2/checkout/${encodeURIComponent(key)}`;
}
