/**
 * Whether the page's own Content-Security-Policy lets the 3-D Secure method step post its form
 * into a frame at `methodUrl`. The policy (scripts/security/content-security-policy.ts) allows
 * frame-src and form-action on any https: origin, and on the page's and the gateway's own origins
 * whatever their scheme. A plain-http method URL anywhere else would be refused by the browser,
 * and the step would sit out its whole fallback wait for a notification that cannot come; the
 * page treats such a URL as no method URL at all (complete at once, as EMV 3-D Secure does for an
 * issuer without a device-data step).
 *
 * Plain http on the shopper's own machine (loopback) is where a developer's sandbox runs its
 * simulated issuer; browsers treat loopback as trustworthy and the sandbox's policy names that
 * origin, so it is accepted too. A production policy never allows it, and no real issuer is there.
 */
export interface MethodFrameOrigins {
  /** The payment page's own origin. */
  pageOrigin: string;
  /** The gateway's base, absolute or relative to the page ('/gateway'). */
  gatewayBase: string;
}

const loopbackHosts = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function methodFrameMayLoad(methodUrl: string, origins: MethodFrameOrigins): boolean {
  let url: URL;
  let gatewayOrigin: string;
  try {
    url = new URL(methodUrl);
    gatewayOrigin = new URL(origins.gatewayBase, origins.pageOrigin).origin;
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  return (
    url.origin === origins.pageOrigin || url.origin === gatewayOrigin || loopbackHosts.test(url.hostname)
  );
}
