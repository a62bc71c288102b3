import type { BrowserData } from '@/core/browser-data';
import type { HttpClient } from '@/platform/http-client';
import type { Monitor } from '@/platform/monitor';
import type { Navigate } from '@/platform/navigation';
import type { ThreeDsMethodOutcome, ThreeDsMethodRequest } from '@/platform/three-ds-method';

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
  pageUrl: string;
  referrer: string;
  /** Raised on every failed request before the redirect to the failure URL (spec section 4). */
  onFailure: (reason: string) => void;
}

let current: Services | undefined;

export function setServices(services: Services): void {
  current = services;
}

export function getServices(): Services {
  if (!current) throw new Error('Services used before start-up set them');
  return current;
}
