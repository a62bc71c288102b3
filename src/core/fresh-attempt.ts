import { failureParameters } from '@/core/gateway/failure-parameters';
import { pageConfigLimits, pageConfigQueryKeys } from '@/core/page-config';
import { decodeQueryComponent, editEveryQueryParameter, editQueryParameter } from '@/core/query-parameter';
import { toSafeNavigationUrl } from '@/core/safe-url';
import { tokenListWithoutFullCardNumbers } from '@/core/token-list';

/**
 * The next attempt's uniqueRequestID: the first attempt's id with `-r2`, `-r3`, … so the merchant
 * can still tell which order it belongs to. The `r` keeps it apart from a merchant's own ids,
 * which often end in `-<number>` already ("order-7" becomes "order-7-r2", never "order-8").
 * Undefined when the result would exceed the page's own limit for the parameter.
 */
export function nextUniqueRequestId(current: string): string | undefined {
  const retried = /^(.+)-r(\d{1,4})$/.exec(current);
  const attempt = retried ? Number(retried[2]) + 1 : 2;
  const next = `${retried ? retried[1] : current}-r${attempt}`;
  return next.length <= pageConfigLimits.identifier ? next : undefined;
}

/**
 * The payment page's address for a new attempt: same page, same merchant parameters, a fresh
 * uniqueRequestID (an idempotent gateway answers a repeated one with the same outcome). Undefined
 * when the address is not http(s) or no fresh id fits.
 */
export function freshAttemptUrl(pageUrl: string, uniqueRequestId: string): string | undefined {
  const safe = toSafeNavigationUrl(pageUrl);
  const next = nextUniqueRequestId(uniqueRequestId);
  if (safe === undefined || next === undefined) return undefined;
  // Edited as text: the merchant's other parameters keep their bytes (query-parameter.ts).
  let url = withoutFragment(safe);
  // The previous attempt's failure markers: a fresh attempt must not open with its notice.
  for (const key of failureParameters) url = editQueryParameter(url, key, () => undefined);
  const key = pageConfigQueryKeys.uniqueRequestId;
  const edited = editQueryParameter(url, key, () => encodeURIComponent(next));
  if (edited !== url || new URL(url).searchParams.has(key)) return edited;
  return `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(next)}`;
}

function withoutFragment(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? url : url.slice(0, hashAt);
}

/**
 * The payment page's address as the result page may keep it for "Try again": the merchant's
 * query as it came, but no full card number (a merchant's tokenList may carry one; it is cut to
 * the first six and last four digits its masked numbers show) and no fragment. The rest (M,
 * Statickey, shopperID, g1…) is what a new attempt of the same merchant request needs; none of
 * it is card data (docs/security.md, "The return context").
 */
export function tryAgainAddress(pageUrl: string): string {
  // Every copy: the page reads the first, but a later one is stored and linked all the same.
  return editEveryQueryParameter(withoutFragment(pageUrl), pageConfigQueryKeys.tokenList, (raw) => {
    const value = decodeQueryComponent(raw);
    const cut = tokenListWithoutFullCardNumbers(value);
    return cut === value ? raw : encodeURIComponent(cut);
  });
}
