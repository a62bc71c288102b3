import type { VariantRuntime } from '@variants/settings';
import { describeHttpFailure } from '@/core/gateway/monitoring-ping';
import { readBrowserData } from '@/platform/browser-data';
import { createHttpClient, HttpError } from '@/platform/http-client';
import { createMonitor, silentMonitor } from '@/platform/monitor';
import { createNavigator, replacePageUrl } from '@/platform/navigation';
import { runThreeDsMethod } from '@/platform/three-ds-method';
import type { Services } from '@/state/services';

export interface PageServicesOptions {
  variant: VariantRuntime;
  gatewayBase: string;
}

/**
 * The real outside world of a page: HTTP client (XSRF, monitoring), navigator, 3-D Secure method
 * step. Its own module so start-up can load it lazily (services.ts, setServicesLoader).
 */
export function pageServices(options: PageServicesOptions): Services {
  const { variant, gatewayBase } = options;
  const monitor = variant.settings.monitorHttp
    ? createMonitor({
        gatewayBase,
        send: (url) => {
          // Like every gateway call: cookies only when the gateway is the page's own origin.
          void fetch(url, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
        },
        // An HttpError's message is its status alone (http-client.ts); anything else thrown is
        // described as the spec's network failure, its words kept only when they are plain.
        describeError: (error) =>
          error instanceof HttpError
            ? { message: error.message, ...(error.status !== undefined ? { status: error.status } : {}) }
            : { message: describeHttpFailure({ message: error instanceof Error ? error.message : '' }) },
      })
    : silentMonitor;

  return {
    http: createHttpClient({ pageOrigin: window.location.origin, monitor }),
    monitor,
    // The page's own address is read when needed: a deleted saved card leaves it (replacePageUrl).
    navigate: createNavigator({ topWindow: variant.settings.inIframe }),
    runThreeDsMethod,
    browserData: () => readBrowserData(window),
    gatewayBase,
    get pageUrl() {
      return window.location.href;
    },
    replacePageUrl: (url) => replacePageUrl(url),
    referrer: document.referrer,
    onFailure: (reason) =>
      window.dispatchEvent(new CustomEvent('hpp:payment-failed', { detail: { reason } })),
  };
}
