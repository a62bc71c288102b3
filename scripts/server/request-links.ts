import type { Context } from 'hono';
import type { SandboxLinks } from './sandbox-links';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin the browser used: replies, the postMessage target and cookies must all agree with
 * the address bar (127.0.0.1 and localhost are different origins). Only loopback names are taken
 * from the Host header; any other (a DNS-rebinding name, a forged header) gets the server's own
 * address instead, so a reply never points at a host the sandbox does not control.
 */
export function requestLinks(
  c: Context,
  gatewayBasePath: string,
  serverOrigin: () => string,
  acsOrigin: () => string | undefined = () => undefined,
  gatewayOrigin: () => string | undefined = () => undefined,
): SandboxLinks {
  const url = new URL(c.req.url);
  const acs = acsOrigin();
  const gateway = gatewayOrigin();
  // A request to the simulated foreign ACS, or to the gateway on its own origin, belongs to a
  // payment of the page's origin: landing pages and the method notification URL stay there.
  const origin =
    (acs !== undefined && url.origin === acs) || (gateway !== undefined && url.origin === gateway)
      ? serverOrigin()
      : loopbackHosts.has(url.hostname)
        ? url.origin
        : serverOrigin();
  return {
    origin,
    gatewayBasePath,
    ...(acs !== undefined ? { acsOrigin: acs } : {}),
    ...(gateway !== undefined ? { gatewayOrigin: gateway } : {}),
  };
}
