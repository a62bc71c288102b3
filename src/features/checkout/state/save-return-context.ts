import { tryAgainAddress } from '@/core/fresh-attempt';
import type { FailureOutcome } from '@/core/gateway/failure-parameters';
import { merchantUrl } from '@/core/merchant-hosts';
import { landingStatuses, type ReturnContext, safeThemeValue } from '@/core/return-context';
import { themePropertyNames } from '@/core/theme-properties';
import { readReturnContext, writeReturnContext } from '@/platform/return-context-storage';
import { headerWordmark } from '@/state/header-wordmark';
import { $config, $language, $paymentRequest, $variant } from '@/state/stores';

/** The page's theme as the browser computed it: exactly what the shopper saw. */
function computedTheme(root: Element): ReturnContext['theme'] {
  const style = getComputedStyle(root);
  const theme: ReturnContext['theme'] = {};
  for (const name of themePropertyNames) {
    const value = safeThemeValue(name, style.getPropertyValue(name));
    if (value !== undefined) theme[name] = value;
  }
  return theme;
}

/**
 * Called as the payment leaves this page (gateway redirect, ACS, APM provider, or the failure URL
 * with `failure`): leaves the return context for the result page. Only what the merchant sent and
 * the variant is, never anything the shopper typed.
 */
export function saveReturnContext(now = Date.now(), failure?: FailureOutcome): void {
  try {
    writeReturnContext(collectReturnContext(now, failure));
  } catch {
    // Leaving the page matters more than the context: without it the result page is plainer.
  }
}

function collectReturnContext(now: number, failure: FailureOutcome | undefined): ReturnContext {
  const config = $config.get();
  const { brand, path, settings } = $variant.get();
  const amount = $paymentRequest.get();
  const scheme = getComputedStyle(document.documentElement).colorScheme;
  const previous = readReturnContext(now);
  return {
    variantPath: path,
    merchantName: config.merchantName.trim() || brand?.name,
    wordmark: headerWordmark(brand, config.merchantName) || undefined,
    wordmarkStyle: brand?.wordmarkStyle,
    amount: amount ? { minorUnits: amount.amount, currency: amount.currency } : undefined,
    language: $language.get(),
    backUrl: merchantUrl(config.backUrl, settings.merchantHosts),
    pageUrl: tryAgainAddress(window.location.href),
    uniqueRequestId: config.uniqueRequestId,
    theme: computedTheme(document.documentElement),
    colourScheme: scheme === 'dark' || scheme === 'light' ? scheme : undefined,
    savedAt: now,
    outcome: undefined,
    // On its way to the result page: the landing it reaches is recorded there.
    landing: undefined,
    // Only an outcome the gateway gave is replayed; after a failure of the page's own the
    // same uniqueRequestID is a genuinely new attempt.
    repeatedAttempt:
      previous?.uniqueRequestId === config.uniqueRequestId &&
      (landingStatuses as readonly (string | undefined)[]).includes(previous.outcome),
    outcomeUnknown: failure === 'unknown',
    leftForFailure: failure !== undefined,
  };
}
