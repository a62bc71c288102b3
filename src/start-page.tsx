import type { ScreenName, VariantRuntime } from '@variants/settings';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { resolveLanguage } from '@/core/languages';
import { parsePageConfig } from '@/core/page-config';
import { readBrowserData } from '@/platform/browser-data';
import { errorPagePath, loadGatewayBase } from '@/platform/configuration';
import { createHttpClient, HttpError } from '@/platform/http-client';
import { startI18n } from '@/platform/i18n';
import { createMonitor, silentMonitor } from '@/platform/monitor';
import { createNavigator } from '@/platform/navigation';
import { runThreeDsMethod } from '@/platform/three-ds-method';
import { $cardForm, emptyCardForm } from '@/state/card-form';
import { setServices } from '@/state/services';
import { $config, $language, $payFlow, $tokens, $variant } from '@/state/stores';

/** Screens that never talk to the gateway, so they need no GET /configuration. */
const offlineScreens: ReadonlySet<ScreenName> = new Set(['health', 'error', 'result', 'sandbox']);

/**
 * Start-up: read the query, fetch translations and the gateway configuration in parallel, wire
 * the services, render the variant's one screen. A failed configuration goes to the error page.
 */
export async function startPage(variant: VariantRuntime, Screen: ComponentType): Promise<void> {
  const pageUrl = window.location.href;
  const config = parsePageConfig(window.location.search);
  const language = resolveLanguage(config.language, variant.settings.language);
  $variant.set(variant);
  $config.set(config);
  $language.set(language);
  $tokens.set(config.tokenList);
  $payFlow.set(config.tokenList.length > 0 ? 'saved-card' : 'new-card');
  $cardForm.set(emptyCardForm(variant.settings.saveCardByDefault));

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

  const monitor = variant.settings.monitorHttp
    ? createMonitor({
        gatewayBase,
        send: (url) => {
          void fetch(url, { keepalive: true, credentials: 'include' }).catch(() => undefined);
        },
        describeError: (error) =>
          error instanceof HttpError
            ? { message: error.message, ...(error.status !== undefined ? { status: error.status } : {}) }
            : { message: String(error) },
      })
    : silentMonitor;

  setServices({
    http: createHttpClient({ pageOrigin: window.location.origin, monitor }),
    monitor,
    navigate: createNavigator({ topWindow: variant.settings.inIframe, pageUrl }),
    runThreeDsMethod,
    browserData: () => readBrowserData(window),
    gatewayBase,
    pageUrl,
    referrer: document.referrer,
    onFailure: (reason) =>
      window.dispatchEvent(new CustomEvent('hpp:payment-failed', { detail: { reason } })),
  });

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
}
