import type { ScreenName, VariantRuntime } from '@variants/settings';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { resolveLanguage } from '@/core/languages';
import { parsePageConfig } from '@/core/page-config';
import { errorPagePath, loadGatewayBase } from '@/platform/configuration';
import { loadLaterTexts, startI18n } from '@/platform/i18n';
import { singleFileScreens } from '@/platform/translation-split';
import { $cardForm, emptyCardForm } from '@/state/card-form';
import { prefetchOnFirstInteraction } from '@/state/load-checkout';
import { startSavedCards } from '@/state/load-saved-cards';
import { setServicesLoader } from '@/state/services';
import { $config, $language, $variant } from '@/state/stores';

/** Screens that never talk to the gateway, so they need no GET /configuration. */
const offlineScreens: ReadonlySet<ScreenName> = new Set(['health', 'error', 'result', 'sandbox']);

/**
 * Start-up: read the query, fetch translations and the gateway configuration in parallel, wire
 * the (lazily loaded) services, render the variant's one screen. A failed configuration goes to the error page.
 */
export async function startPage(variant: VariantRuntime, Screen: ComponentType): Promise<void> {
  // Back from the gateway, the ACS or the result page can restore this page from the browser's
  // back/forward cache, still "Processing…" from before it left: a fresh load starts clean.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  const config = parsePageConfig(window.location.search);
  const language = resolveLanguage(config.language, variant.settings.language);
  $variant.set(variant);
  $config.set(config);
  $language.set(language);
  $cardForm.set(emptyCardForm(variant.settings.saveCardByDefault));

  void startSavedCards(config.tokenList);
  const i18nReady = startI18n({ language, baseUrl: `${import.meta.env.BASE_URL}assets/i18n/` });
  let gatewayBase = '';
  if (!offlineScreens.has(variant.screen)) {
    const base = await loadGatewayBase(window.location.origin);
    if (!base) {
      window.location.replace(errorPagePath);
      return;
    }
    gatewayBase = base;
  }

  // The HTTP client, monitoring and 3-D Secure step are not needed to show the form: they load
  // on the first interaction (or the first request) instead of delaying the first screen.
  setServicesLoader(() =>
    import('@/state/page-services').then((module) => module.pageServices({ variant, gatewayBase })),
  );
  if (!offlineScreens.has(variant.screen)) prefetchOnFirstInteraction(document);

  const i18n = await i18nReady;
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  createRoot(rootElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>
    </StrictMode>,
  );
  if (!singleFileScreens.has(variant.screen)) loadLaterTexts(i18n);
}
