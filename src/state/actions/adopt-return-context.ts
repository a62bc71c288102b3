import type { i18n } from 'i18next';
import { type LanguageCode, resolveLanguage, toBcp47 } from '@/core/languages';
import { contextLedToLanding, type ReturnContext } from '@/core/return-context';
import { withScriptFonts } from '@/core/script-fonts';
import { isFontStackProperty, themePropertyNames } from '@/core/theme-properties';
import { applyDocumentLanguage, languageShown } from '@/platform/i18n';
import { readReturnContext, writeReturnContext } from '@/platform/return-context-storage';
import { $config, $language } from '@/state/stores';

/**
 * The return context the payment page left (core/return-context.ts), when this tab's payment led
 * to the landing of `outcome` and `reference`; otherwise undefined, as if there were none, so that an
 * address anyone can write neither states an outcome nor wears the merchant's name and look.
 */
export function loadReturnContext(outcome: string, reference: string | undefined): ReturnContext | undefined {
  const context = readReturnContext();
  return context !== undefined && contextLedToLanding(context, outcome, reference) ? context : undefined;
}

/** The palette shown: the payment page's first one, with its dark changes when `dark`. */
function applyPalette(
  context: ReturnContext,
  root: HTMLElement,
  dark: boolean,
  language: LanguageCode,
): void {
  for (const name of themePropertyNames) {
    const value = (dark ? context.darkTheme[name] : undefined) ?? context.theme[name];
    if (value === undefined) continue;
    // The context holds the theme's own font stacks; the script's fonts the build adds under
    // `:lang()` would lose to a value set here, so they are added here for the page's language.
    root.style.setProperty(name, isFontStackProperty(name) ? withScriptFonts(value, language) : value);
  }
}

/**
 * The payment page's look, applied from script (the CSP allows CSSOM writes, not style
 * attributes). Where that page followed the shopper's colour scheme (it left a dark palette),
 * this page follows it too, a switch made while it is open included.
 */
function applyTheme(context: ReturnContext, root: HTMLElement, language: LanguageCode): void {
  const followsShopper = Object.keys(context.darkTheme).length > 0 && typeof matchMedia === 'function';
  if (!followsShopper) {
    applyPalette(context, root, false, language);
    if (context.colourScheme) root.style.setProperty('color-scheme', context.colourScheme);
    return;
  }
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const show = () => {
    applyPalette(context, root, dark.matches, language);
    root.style.setProperty('color-scheme', dark.matches ? 'dark' : 'light');
  };
  show();
  dark.addEventListener('change', show);
}

/**
 * The result page takes on the payment page's theme and language, and records the outcome it
 * shows (anything but `unknown`) so that Back to the payment page can tell the attempt is over
 * instead of replaying it. The address to try again from stays in this page's memory only: it is
 * taken out of storage now that it has been read (the merchant's query, M, Statickey, shopperID,
 * is kept no longer than the page that needs it).
 */
export function adoptReturnContext(
  context: ReturnContext,
  outcome: string,
  landing: string,
  texts: Pick<i18n, 'changeLanguage'>,
): void {
  // The result's own `lang` wins where it names one of our languages (the page started in it:
  // start-page.tsx); otherwise, an unknown one included, the shopper keeps the payment page's.
  const paymentPageLanguage = resolveLanguage(context.language, $language.get());
  const language = resolveLanguage($config.get().language, paymentPageLanguage);
  applyTheme(context, document.documentElement, language);
  // A failure whose outcome the page could not learn is shown as unknown, and recorded as nothing.
  const shown = outcome !== 'unknown' && !context.outcomeUnknown;
  // The landing is recorded either way: a reload of this page names it again, any other does not.
  writeReturnContext({ ...context, pageUrl: undefined, landing, ...(shown ? { outcome } : {}) });
  if (language !== $language.get()) {
    $language.set(language);
    void texts.changeLanguage(toBcp47(language)).then(() => applyDocumentLanguage(languageShown(language)));
  }
}
