import { toSafeNavigationUrl } from '@/core/safe-url';

/**
 * Where the back button goes (spec section 4): BackURL when set, non-blank and a safe http(s)
 * URL; otherwise the referrer (the merchant page the shopper came from) when that is safe;
 * otherwise nowhere, and the caller hides or disables the button.
 */
export function backTarget(backUrl: string, referrer: string): string | undefined {
  const fromBackUrl = backUrl.trim() === '' ? undefined : toSafeNavigationUrl(backUrl);
  if (fromBackUrl !== undefined) return fromBackUrl;
  return referrer.trim() === '' ? undefined : toSafeNavigationUrl(referrer);
}
