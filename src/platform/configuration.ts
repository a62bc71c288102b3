import { configurationPath, configuredBaseUrl } from '@/core/gateway/configuration-reply';
import { resolveGatewayBase } from '@/core/gateway-base';

/** A start that waits longer than this for /configuration shows the error page instead of "Loading…". */
export const configurationTimeoutMs = 10_000;

/**
 * GET /configuration on the page's own origin and read hppAnyBaseURL. Returns the gateway base
 * or undefined when the call fails, takes longer than the timeout or the answer is unusable; the
 * caller then shows the error page.
 */
export async function loadGatewayBase(
  pageOrigin: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = configurationTimeoutMs,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(configurationPath, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const base = configuredBaseUrl(await response.json());
    return base === undefined ? undefined : resolveGatewayBase(base, pageOrigin);
  } catch {
    return undefined;
  }
}
