import { describeHttpFailure } from '@/core/gateway/monitoring-ping';
import type { Monitor } from '@/platform/monitor';
import { xsrfHeaderFor } from '@/platform/xsrf';

/** A failed HTTP exchange: network error (no status) or a non-2xx answer. */
export class HttpError extends Error {
  readonly status: number | undefined;
  readonly statusText: string;

  constructor(message: string, status?: number, statusText = '') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
  }
}

export interface HttpClient {
  /** `timeoutMs` shortens this one request's wait below the client's own limit. */
  postForm(url: string, body: URLSearchParams, options?: { timeoutMs?: number }): Promise<unknown>;
  getJson(url: string): Promise<unknown>;
}

export interface HttpClientOptions {
  pageOrigin: string;
  monitor: Monitor;
  fetchImpl?: typeof fetch;
  readCookies?: () => string;
  /** How long one request may take before it fails; default 60 s. */
  timeoutMs?: number;
}

/**
 * The generic HTTP client of spec section 7: XSRF header on same-origin writes, HTTP monitoring
 * where the variant enables it, and one error type for every failure. Bodies are parsed as JSON
 * when they look like JSON, else returned as text (a bare-string reply is a redirect URL).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetcher = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  const send = (
    method: string,
    url: string,
    init: { body?: URLSearchParams; accept: string; timeoutMs?: number | undefined },
  ) =>
    options.monitor.track(url, async () => {
      const headers = new Headers({ Accept: init.accept });
      if (init.body) headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      const xsrf = xsrfHeaderFor({
        method,
        url,
        pageOrigin: options.pageOrigin,
        cookies: readCookies(),
        existingHeaders: headers,
      });
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
      // A gateway that accepts the connection and never answers must not leave the shopper on
      // "Processing…" for ever: after the timeout the request fails like a lost connection. A
      // payment request is then sent again unchanged (src/features/checkout/state/post-with-resend.ts), which the
      // gateway answers with the outcome it reached: never a second charge.
      const limitMs = Math.max(0, Math.min(timeoutMs, init.timeoutMs ?? timeoutMs));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), limitMs);
      let response: Response;
      let text: string;
      try {
        response = await fetcher(url, {
          method,
          headers,
          // Cookies go to the page's own origin only, as the XSRF rule sends its header. A gateway
          // on another origin that answers `Access-Control-Allow-Origin: *` (as public APIs do)
          // must be readable: with credentials the browser would hide every reply from it while
          // the request still charged, and the shopper would be told the outcome is unknown.
          credentials: 'same-origin',
          signal: controller.signal,
          ...(init.body ? { body: init.body.toString() } : {}),
        });
        text = await response.text();
      } catch (error) {
        const message = controller.signal.aborted
          ? `no answer within ${Math.round(limitMs / 1000)} s`
          : error instanceof Error
            ? error.message
            : String(error);
        throw new HttpError(describeHttpFailure({ message }));
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) {
        // Described by its status alone: the body (a proxy's error page quoting the request) and
        // the server's own reason phrase stay out of the error, and so out of every ping.
        throw new HttpError(
          describeHttpFailure({ status: response.status }),
          response.status,
          response.statusText,
        );
      }
      return parseBody(text);
    });

  return {
    postForm: (url, body, postOptions) =>
      send('POST', url, { body, accept: 'application/json, text/plain', timeoutMs: postOptions?.timeoutMs }),
    getJson: (url) => send('GET', url, { accept: 'application/json' }),
  };
}

function parseBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return trimmed;
}
