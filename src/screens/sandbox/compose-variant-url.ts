import { pageConfigQueryKeys } from '@/core/page-config';
import type { SandboxParams } from '@/screens/sandbox/sandbox-params';
import {
  defaultSandboxVariant,
  isSandboxVariant,
  readsAddressFields,
  variantRoutePath,
} from '@/screens/sandbox/sandbox-variants';
import { serialiseTokenList } from '@/screens/sandbox/serialise-token-list';

/** The apmPaymentMethods value: checked boxes then the free text, trimmed, blanks and repeats dropped. */
export function apmMethodsValue(checked: readonly string[], other: string): string {
  const items = [...checked, ...other.split('|')].map((item) => item.trim()).filter((item) => item !== '');
  return [...new Set(items)].join('|');
}

/** Any base works: only the path and query of the result are kept. */
const placeholderOrigin = 'http://sandbox.invalid';

/**
 * The relative URL ('/basic/?M=…') that opens `path` with `params`. Values go through
 * URLSearchParams, so no value can end the query or start another parameter; the path must be a
 * registry variant (else the default), so the link always stays on this site. Empty text fields
 * and unset flags are left out, as a merchant would leave them out.
 */
export function composeVariantUrl(path: string, params: SandboxParams): string {
  const variant = isSandboxVariant(path) ? path : defaultSandboxVariant;
  const url = new URL(variantRoutePath(variant), placeholderOrigin);
  const keys = pageConfigQueryKeys;
  const entries: [string, string][] = [
    [keys.merchantId, params.merchantId],
    [keys.requestId, params.requestId],
    [keys.shopperId, params.shopperId],
    [keys.staticKey, params.staticKey],
    [keys.uniqueRequestId, params.uniqueRequestId],
    [keys.controllerVersion, params.controllerVersion],
    [keys.token, params.token],
    [keys.failUrl, params.failUrl],
    [keys.backUrl, params.backUrl],
    [keys.merchantAddress, params.merchantAddress],
    [keys.merchantName, params.merchantName],
    [keys.purchaseDescription, params.purchaseDescription],
    [keys.threeDsForm, params.threeDsForm ? 'Y' : ''],
    [keys.tokenList, serialiseTokenList(params.savedCards)],
    [keys.enforceCvv, params.enforceCvv ? 'true' : ''],
    [keys.apmPaymentMethods, apmMethodsValue(params.apmMethods, params.apmOther)],
    [keys.supportedCardTypes, params.supportedCardTypes],
    [keys.addressFields, params.addressFields && readsAddressFields(variant) ? 'true' : ''],
    [keys.language, params.language],
  ];
  for (const [key, value] of entries) {
    if (value.trim() !== '') url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}
