import type { BrowserData } from '@/core/browser-data';
import type { HttpClient } from '@/platform/http-client';
import type { Monitor } from '@/platform/monitor';
import type { Navigate } from '@/platform/navigation';
import type { ThreeDsMethodOutcome, ThreeDsMethodRequest } from '@/platform/three-ds-method';
import { loadOnce } from '@/state/load-once';

/**
 * Everything the actions need from the outside world, injected once at start-up so tests can
 * hand in a fake gateway, a recording navigator and fake timers.
 */
export interface Services {
  http: HttpClient;
  monitor: Monitor;
  navigate: Navigate;
  runThreeDsMethod: (request: ThreeDsMethodRequest) => Promise<ThreeDsMethodOutcome>;
  browserData: () => BrowserData;
  /** Gateway base without trailing slash, from GET /configuration. */
  gatewayBase: string;
  /** The page's own address as it is now (a deleted saved card leaves its tokenList). */
  readonly pageUrl: string;
  /** Rewrites the page's own address in place (history.replaceState): no reload, no new entry. */
  replacePageUrl: (url: string) => void;
  referrer: string;
  /** Raised on every failed request before the redirect to the failure URL (spec section 4). */
  onFailure: (reason: string) => void;
}

let current: Services | undefined;
let loader: (() => Promise<Services>) | undefined;
let loadCurrent: (() => Promise<Services>) | undefined;

/**
 * Start-up hands in a loader instead of the services themselves: the HTTP client, monitoring and
 * the 3-D Secure step are a separate chunk that no first screen needs, fetched on the shopper's
 * first interaction or first request (loadServices), so the card form is usable sooner.
 */
export function setServicesLoader(load: () => Promise<Services>): void {
  current = undefined;
  loader = load;
  loadCurrent = loadOnce(() =>
    load().then((services) => {
      // A loader replaced meanwhile (tests) must not have its services overwritten.
      if (loader === load) current = services;
      return services;
    }),
  );
}

/** The services, loading them once if start-up gave a loader; a failed load is retried next time. */
export function loadServices(): Promise<Services> {
  if (current) return Promise.resolve(current);
  if (!loadCurrent) return Promise.reject(new Error('Services used before start-up set them'));
  return loadCurrent();
}
