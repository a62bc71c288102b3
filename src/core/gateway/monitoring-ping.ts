/**
 * Progress monitoring (spec section 7: GET /ping with state, url, millis, message, status).
 * architecture principle 7 forbids card data in a monitoring ping, so the query is built from a closed
 * set of fields and the two free-text fields are reduced before they leave: the URL loses its
 * query and fragment (a redirect URL may carry anything), and long digit runs are masked in both.
 */

import { pingPath } from '@/core/gateway/endpoints';
import { httpStatusPhrases } from '@/core/gateway/http-status-phrases';

export type PingState = 'redirect' | 'waiting' | 'error';
export const pingStates: readonly PingState[] = ['redirect', 'waiting', 'error'];

export interface PingEvent {
  state: PingState;
  url: string;
  millis: number;
  message?: string;
  status?: number;
}

/** The only keys a ping query ever carries, in the order they are written. */
export const pingKeys = ['state', 'url', 'millis', 'message', 'status'] as const;

/** Spec section 9: one ping every 2000 ms while a monitored call runs. */
export const pingIntervalMillis = 2000;

const maxMessageLength = 200;
const maxUrlLength = 2048;

/** 12 or more digits, possibly grouped by spaces or dashes: the shape of a card number (PAN). */
const digitRun = /\d(?:[ -]?\d){11,}/g;

function maskDigitRuns(text: string): string {
  return text.replace(digitRun, '[redacted]');
}

/** origin + pathname of an absolute http(s) URL; the path alone of a relative one; the scheme of anything else. */
function reduceUrl(raw: string): string {
  if (typeof raw !== 'string') return '';
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname}`;
    return url.protocol;
  } catch {
    const cut = raw.search(/[?#]/);
    return cut === -1 ? raw : raw.slice(0, cut);
  }
}

/** Builds the ping query from exactly the fields of a PingEvent, whatever else the object carries. */
export function buildPingQuery(e: PingEvent): URLSearchParams {
  const query = new URLSearchParams();
  query.set('state', pingStates.includes(e.state) ? e.state : 'error');
  query.set('url', maskDigitRuns(reduceUrl(e.url)).slice(0, maxUrlLength));
  query.set('millis', String(Number.isFinite(e.millis) ? Math.max(0, Math.round(e.millis)) : 0));
  if (typeof e.message === 'string' && e.message !== '') {
    query.set('message', maskDigitRuns(e.message).slice(0, maxMessageLength));
  }
  if (typeof e.status === 'number' && Number.isInteger(e.status) && e.status >= 0 && e.status <= 999) {
    query.set('status', String(e.status));
  }
  return query;
}

/**
 * The last path segment of the calls that are never monitored. 'configuration' is GET
 * /configuration's (configurationPath), spelled here: that constant lives in the first screen's
 * chunk, and importing it from this lazy one would cost the first load an export.
 */
const unmonitoredLastSegments = new Set([pingPath.slice(1), 'configuration']);

/**
 * Spec section 7: pings are skipped for /ping, /assets and /configuration. Judged by path
 * segments rather than a fixed prefix because the gateway base may itself carry a path
 * ('https://gw.example/hpp/ping'); the host and query never matter.
 */
export function isMonitoredUrl(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://monitoring.invalid/').pathname;
  } catch {
    return false;
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last !== undefined && unmonitoredLastSegments.has(last.toLowerCase())) return false;
  return !segments.some((segment) => segment.toLowerCase() === 'assets');
}

/**
 * What a browser says of a request that got no HTTP answer ("Failed to fetch", "NetworkError when
 * attempting to fetch resource.", "Load failed") and our own "no answer within 45 s": plain words,
 * nothing a server or the shopper chose. Anything else is reported as "Network error".
 */
const plainNetworkMessage = /^[A-Za-z][A-Za-z0-9 .,'-]{0,79}$/;

/**
 * Spec section 8: how a failed monitored call is described in its error ping: "Error Code:
 * {status}, Message: {text}", the text being the status's own reason phrase, or "Error: {message}"
 * when the request never got an HTTP answer (status 0 or none: network error, CORS, abort).
 * Never the answer's body or a reason phrase the server chose: a proxy's 502 page may quote the
 * request it failed (statickey, card number, names), and a ping is a GET whose query lands in logs.
 */
export function describeHttpFailure(e: { status?: number; message?: string }): string {
  if (typeof e.status === 'number' && e.status > 0) {
    return `Error Code: ${e.status}, Message: ${httpStatusPhrases[e.status] ?? ''}`;
  }
  const message = e.message?.trim() ?? '';
  return `Error: ${plainNetworkMessage.test(message) ? message : 'Network error'}`;
}
