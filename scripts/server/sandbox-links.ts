import { authenticationFailedCode, cancelledCode, declinedCode } from '@/core/gateway/error-codes';
import { failureCodeParameter, failureMessageParameter } from '@/core/gateway/failure-parameters';
import type { LandingStatus } from '@/core/return-context';

/**
 * Every URL the sandbox puts in a reply. Replies carry absolute URLs because the page follows
 * only absolute http(s) URLs (src/features/checkout/core/reply-decision.ts); the origin is the one the shopper's
 * browser used to reach the sandbox, so cookies and postMessage origins line up.
 */

export interface SandboxLinks {
  /** 'http://127.0.0.1:8080' */
  origin: string;
  /** '/gateway' */
  gatewayBasePath: string;
  /**
   * Where the simulated ACS and APM pages are addressed when the sandbox serves them from a
   * second origin (as a real issuer's ACS is on another origin); `origin` when absent.
   */
  acsOrigin?: string;
  /**
   * Where the gateway's own endpoints (deviceInfo among them) are, when the sandbox serves the
   * gateway on an origin of its own (cross-origin-gateway.ts); `origin` when absent.
   */
  gatewayOrigin?: string;
}

/** The result screen's status marker: the page's own list, documented in docs/gateway-api.md ("Landing page"). */
export type { LandingStatus };

export interface LandingOutcome {
  status: LandingStatus;
  reference: string;
  /** 'card', 'token' or the APM's payment_method. */
  method: string;
  /** FailURL convention (spec section 8): failure code and message, on declined and cancelled. */
  failure?: { code: string; message: string };
}

export const failures = {
  declined: { code: declinedCode, message: 'The card issuer declined the payment.' },
  authenticationFailed: {
    code: authenticationFailedCode,
    message: '3-D Secure authentication failed.',
  },
  cancelled: { code: cancelledCode, message: 'The payment was cancelled.' },
} as const;

export function landingUrl(links: SandboxLinks, outcome: LandingOutcome): string {
  const url = new URL('/result/', links.origin);
  url.searchParams.set('status', outcome.status);
  url.searchParams.set('reference', outcome.reference);
  url.searchParams.set('method', outcome.method);
  if (outcome.failure) {
    url.searchParams.set(failureCodeParameter, outcome.failure.code);
    url.searchParams.set(failureMessageParameter, outcome.failure.message);
  }
  return url.href;
}

function gatewayUrl(links: SandboxLinks, path: string, query: Record<string, string>): string {
  const url = new URL(`${links.gatewayBasePath}${path}`, links.acsOrigin ?? links.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

export const acsMethodUrl = (links: SandboxLinks, trxId: string) =>
  gatewayUrl(links, '/acs/method', { trx: trxId });
export const acsChallengeUrl = (links: SandboxLinks, trxId: string) =>
  gatewayUrl(links, '/acs/challenge', { trx: trxId });
export const apmPageUrl = (links: SandboxLinks, method: string, session: string) =>
  gatewayUrl(links, `/apm/${encodeURIComponent(method)}`, { session });
export const sandboxAssetUrl = (links: SandboxLinks, file: string) =>
  `${links.gatewayBasePath}/static/${file}`;
