import { tryAgainAddress } from '@/core/fresh-attempt';
import type { FailureOutcome } from '@/core/gateway/failure-parameters';
import { toHeaderLayout } from '@/core/header-layouts';
import { merchantUrl } from '@/core/merchant-hosts';
import { landingStatuses, type ReturnContext, safeThemeValue } from '@/core/return-context';
import { themePropertyNames } from '@/core/theme-properties';
import { readReturnContext, writeReturnContext } from '@/platform/return-context-storage';
import { themeStylesheetValues } from '@/platform/theme-stylesheet';
import { headerWordmark } from '@/state/header-wordmark';
import { $config, $language, $paymentRequest, $variant } from '@/state/stores';

/** Each theme value that passes the return context's check (no way out of a declaration). */
function safeTheme(
  read: (name: (typeof themePropertyNames)[number]) => string | undefined,
): ReturnContext['theme'] {
  const theme: ReturnContext['theme'] = {};
  for (const name of themePropertyNames) {
    const value = safeThemeValue(name, read(name));
    if (value !== undefined) theme[name] = value;
  }
  return theme;
}

/**
 * The page's theme: its first palette as the stylesheet has it, over what the browser computed
 * (which covers any value set elsewhere), and what its dark palette changes when the page follows
 * the shopper's colour scheme, so the result page can follow it too.
 */
function pageTheme(root: Element): Pick<ReturnContext, 'theme' | 'darkTheme'> {
  const style = getComputedStyle(root);
  const { base, dark } = themeStylesheetValues();
  return {
    theme: safeTheme((name) => base[name] ?? style.getPropertyValue(name)),
    darkTheme: safeTheme((name) => dark[name]),
  };
}

/**
 * The one scheme the page showed, when it showed one: <meta name="color-scheme"> as the build
 * wrote it ('light dark' follows the shopper: none), else the computed color-scheme.
 */
function fixedScheme(): ReturnContext['colourScheme'] {
  const meta = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')?.trim();
  const scheme = meta || getComputedStyle(document.documentElement).colorScheme;
  return scheme === 'dark' || scheme === 'light' ? scheme : undefined;
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
  const previous = readReturnContext(now);
  return {
    variantPath: path,
    merchantName: config.merchantName.trim() || brand?.name,
    wordmark: headerWordmark(brand, config.merchantName) || undefined,
    wordmarkStyle: brand?.wordmarkStyle,
    // The header as drawn (page-layout.tsx names its layout): the screen chose it, no table does.
    headerLayout: toHeaderLayout(document.querySelector('header[data-layout]')?.getAttribute('data-layout')),
    headerStyle: brand?.headerStyle,
    // The logo the header shows in the mark's place (page-layout.tsx), a file of this bundle.
    logo: brand?.logo,
    amount: amount ? { minorUnits: amount.amount, currency: amount.currency } : undefined,
    language: $language.get(),
    backUrl: merchantUrl(config.backUrl, settings.merchantHosts),
    pageUrl: tryAgainAddress(window.location.href),
    uniqueRequestId: config.uniqueRequestId,
    ...pageTheme(document.documentElement),
    colourScheme: fixedScheme(),
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
