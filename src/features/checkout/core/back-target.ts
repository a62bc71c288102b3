import { type MerchantHosts, merchantUrl } from '@/core/merchant-hosts';
import { toSafeNavigationUrl } from '@/core/safe-url';

/**
 * Where the back button goes (spec section 4): BackURL when set, non-blank, a safe http(s) URL
 * and on a merchant host the variant allows; otherwise the referrer (the page the shopper came
 * from: the browser's own Back goes there too, so no list applies) when that is safe; otherwise
 * nowhere, and the caller falls back to history. Blank values fail the safety check by themselves.
 */
export function backTarget(backUrl: string, referrer: string, hosts?: MerchantHosts): string | undefined {
  return merchantUrl(backUrl, hosts) ?? toSafeNavigationUrl(referrer);
}
