import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError } from '@/platform/http-client';
import { createMonitor, silentMonitor } from '@/platform/monitor';

interface Seen {
  url: string;
  init: RequestInit;
}

function client(
  response: () => Response | Promise<Response>,
  cookies = 'XSRF-TOKEN=t0k',
  timeoutMs?: number,
) {
  const seen: Seen[] = [];
  const http = createHttpClient({
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    pageOrigin: 'https://hpp.example',
    monitor: silentMonitor,
    readCookies: () => cookies,
    fetchImpl: async (input, init) => {
      seen.push({ url: String(input), init: init ?? {} });
      return response();
    },
  });
  return { http, seen };
}

describe('the HTTP client', () => {
  it('posts form-encoded with the XSRF header on its own origin', async () => {
    const { http, seen } = client(() => Response.json({ CHECKOUT_TYPE: 'RETRY' }));
    const reply = await http.postForm(
      '/gateway/rest/v2/checkout',
      new URLSearchParams({ M: '1', b1: '4111' }),
    );
    expect(reply).toEqual({ CHECKOUT_TYPE: 'RETRY' });
    const headers = new Headers(seen[0]?.init.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('t0k');
    expect(headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(seen[0]?.init.body).toBe('M=1&b1=4111');
  });

  it('never sends the XSRF token to another origin', async () => {
    const { http, seen } = client(() => Response.json('https://x.example'));
    await http.postForm('https://gateway.other.example/rest/v2/checkout', new URLSearchParams());
    expect(new Headers(seen[0]?.init.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each([
    ['its own origin, relative', '/gateway/rest/v2/checkout'],
    ['its own origin, absolute', 'https://hpp.example/gateway/rest/v2/checkout'],
    ['another origin', 'https://gateway.other.example/rest/v2/checkout'],
  ])("leaves cookies to the browser's same-origin rule for %s", async (_where, url) => {
    // 'include' would make a gateway on another origin that answers
    // `Access-Control-Allow-Origin: *` unreadable after it has charged.
    const { http, seen } = client(() => Response.json('https://x.example'));
    await http.postForm(url, new URLSearchParams());
    expect(seen[0]?.init.credentials).toBe('same-origin');
  });

  it('returns a bare text reply as a string', async () => {
    const { http } = client(() => new Response('https://merchant.example/ok\n'));
    await expect(http.postForm('/x', new URLSearchParams())).resolves.toBe('https://merchant.example/ok');
  });

  it('raises an HttpError in the spec wording for a non-2xx answer', async () => {
    const { http } = client(() => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    const error = await http.postForm('/x', new URLSearchParams()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).message).toBe('Error Code: 502, Message: Bad Gateway');
  });

  it('raises an HttpError in the spec wording for a network failure', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.postForm('/x', new URLSearchParams()).catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('Error: Failed to fetch');
    expect((error as HttpError).status).toBeUndefined();
  });

  it('gives up on a gateway that never answers, as a failure', async () => {
    const seen: Seen[] = [];
    const http = createHttpClient({
      pageOrigin: 'https://hpp.example',
      monitor: silentMonitor,
      readCookies: () => '',
      timeoutMs: 50,
      fetchImpl: (input, init) =>
        new Promise<Response>((_resolve, reject) => {
          seen.push({ url: String(input), init: init ?? {} });
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const error = await http.postForm('/x', new URLSearchParams()).catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('Error: no answer within 0 s');
    expect(seen[0]?.init.signal?.aborted).toBe(true);
  });

  it.each([
    ['a shorter wait for this one request', 20, 20],
    ['no longer wait than the client allows', 5_000, 50],
  ])('gives %s', async (_what, requestTimeoutMs, abortsAtMs) => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const http = createHttpClient({
        pageOrigin: 'https://hpp.example',
        monitor: silentMonitor,
        readCookies: () => '',
        timeoutMs: 50,
        fetchImpl: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      });
      const outcome = http
        .postForm('/x', new URLSearchParams(), { timeoutMs: requestTimeoutMs })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(abortsAtMs - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      expect(await outcome).toBeInstanceOf(HttpError);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** What a shopper typed and a merchant signed, none of which may leave in a ping. */
const secrets = {
  statickey: 'sk_live_Q7f2ZmerchantSIGNED',
  card: '4111111111111111',
  token: 'tok_9f8e7d6c5b4a',
  email: 'jane.doe@example.com',
  name: 'Jane Doe',
};
const echoedRequest = `M=1001&Statickey=${secrets.statickey}&b1=${secrets.card}&b5=123&c1=${encodeURIComponent(secrets.name)}&c3=${secrets.email}&g1=${secrets.token}`;

describe('a failed answer in the monitoring ping: its status, never its body', () => {
  it.each<[string, number, string, string, string]>([
    // source of the body, status, the server's reason phrase, body, the ping's message
    [
      "a proxy's 502 page quoting the request it failed (nginx-style)",
      502,
      'Bad Gateway',
      `<html><body><h1>502 Bad Gateway</h1><pre>POST /rest/v2/checkout ${echoedRequest}</pre></body></html>`,
      'Error Code: 502, Message: Bad Gateway',
    ],
    [
      'a gateway echoing the form in a JSON error',
      400,
      'Bad Request',
      JSON.stringify({ error: 'invalid', request: { Statickey: secrets.statickey, b1: secrets.card } }),
      'Error Code: 400, Message: Bad Request',
    ],
    [
      'a reason phrase the server chose',
      500,
      `statickey ${secrets.statickey} card ${secrets.card}`,
      '',
      'Error Code: 500, Message: Internal Server Error',
    ],
    [
      'a status with no standard phrase',
      599,
      `${secrets.email} ${secrets.name}`,
      `${secrets.token}`,
      'Error Code: 599, Message: ',
    ],
    [
      'an unformatted card number and a grouped one in a plain-text 503',
      503,
      'Service Unavailable',
      `card 4111 1111 1111 1111 for ${secrets.name} <${secrets.email}> token ${secrets.token}`,
      'Error Code: 503, Message: Service Unavailable',
    ],
  ])('%s', async (_source, status, statusText, body, message) => {
    const pings: string[] = [];
    const http = createHttpClient({
      pageOrigin: 'https://hpp.example',
      monitor: createMonitor({
        gatewayBase: 'https://hpp.example/gateway',
        send: (url) => pings.push(url),
        describeError: (error) =>
          error instanceof HttpError
            ? { message: error.message, ...(error.status !== undefined ? { status: error.status } : {}) }
            : { message: String(error) },
      }),
      readCookies: () => '',
      fetchImpl: async () => new Response(body, { status, statusText }),
    });
    const error = await http
      .postForm('https://hpp.example/gateway/rest/v2/checkout', new URLSearchParams(echoedRequest))
      .catch((e: unknown) => e);
    expect((error as HttpError).message).toBe(message);
    expect(pings).toHaveLength(1);
    const ping = new URL(pings[0] as string);
    expect(ping.searchParams.get('message')).toBe(message);
    expect(ping.searchParams.get('status')).toBe(String(status));
    const sent = decodeURIComponent(ping.search.replaceAll('+', ' '));
    for (const secret of Object.values(secrets)) expect(sent).not.toContain(secret);
    expect(sent.replace(/\D/g, '')).not.toContain(secrets.card);
  });
});
