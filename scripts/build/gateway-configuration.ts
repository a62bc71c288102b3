/**
 * The body of GET /configuration for static hosting (spec 7: the page reads hppAnyBaseURL and
 * sends every gateway call relative to it). Set at build time from HPP_GATEWAY_BASE_URL; the
 * default '/gateway' expects the gateway behind the same origin (nginx proxies it there).
 */
export const defaultGatewayBaseUrl = '/gateway';

export function gatewayConfiguration(baseUrl: string = defaultGatewayBaseUrl): { hppAnyBaseURL: string } {
  const value = baseUrl.trim().replace(/\/+$/, '');
  // "/" means the gateway answers at the site's root: calls then go to "/rest/...".
  if (value === '' && baseUrl.trim().startsWith('/')) return { hppAnyBaseURL: '' };
  const isPath = /^\/(?!\/)[^\s\\]*$/.test(value);
  let isHttpUrl = false;
  try {
    const url = new URL(value);
    isHttpUrl =
      (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '';
  } catch {
    isHttpUrl = false;
  }
  if (!isPath && !isHttpUrl) {
    throw new Error(
      `HPP_GATEWAY_BASE_URL must be a same-origin path like /gateway or an http(s) URL without query, got '${baseUrl}'`,
    );
  }
  return { hppAnyBaseURL: value };
}
