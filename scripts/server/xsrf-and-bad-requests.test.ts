import { request } from 'node:http';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkoutObjectReplySchema, gatewayErrorReplySchema } from '@/core/gateway/replies';
import { cardCheckout, fixtureSandboxForTests, SandboxClient } from './sandbox-fixture';

const suite = fixtureSandboxForTests();

async function expectError(response: Response, status: number, error: string): Promise<string | undefined> {
  expect(response.status).toBe(status);
  const body = v.parse(gatewayErrorReplySchema, await response.json());
  expect(body.error).toBe(error);
  return body.message;
}

describe('XSRF on gateway writes', () => {
  it('accepts a write whose header matches the cookie', async () => {
    const response = await suite.client.post('/gateway/rest/v2/checkout', cardCheckout());
    expect(response.status).toBe(200);
    expect(v.parse(checkoutObjectReplySchema, await response.json()).CHECKOUT_TYPE).toBe('URL');
  });

  it('accepts a same-origin write with an Origin header', async () => {
    const response = await suite.client.post('/gateway/rest/v2/checkout', cardCheckout(), {
      headers: { Origin: suite.sandbox.url },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['the header is missing', { xsrfHeader: false as const }, 'X-XSRF-TOKEN header missing'],
    [
      'the header is wrong',
      { xsrfHeader: 'abc.def' },
      'X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie',
    ],
    [
      'the header is another token of this server',
      { xsrfHeader: 'replace-with-second-token' },
      'X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie',
    ],
    [
      'the write comes from another origin',
      { headers: { Origin: 'https://evil.example' } },
      'cross-origin write refused',
    ],
    [
      'the browser marks it cross-site',
      { headers: { 'Sec-Fetch-Site': 'cross-site' } },
      'cross-site write refused',
    ],
  ])('refuses (403) when %s', async (_name, options, message) => {
    const resolved: { xsrfHeader?: false | string; headers?: Record<string, string> } = { ...options };
    if (resolved.xsrfHeader === 'replace-with-second-token') {
      const other = new SandboxClient(suite.sandbox.url);
      await other.bootstrap();
      resolved.xsrfHeader = other.xsrfToken ?? '';
    }
    const fields = cardCheckout();
    const response = await suite.client.post('/gateway/rest/v2/checkout', fields, resolved);
    expect(await expectError(response, 403, 'forbidden')).toBe(message);
    // Refused before anything happened: the request left no payment behind.
    const record = await suite.client.get(
      `/gateway/__sandbox/payments?${new URLSearchParams({ M: fields.M ?? '', uniqueRequestID: fields.uniqueRequestID ?? '' })}`,
    );
    expect(record.status).toBe(404);
  });

  it('refuses a write without any cookie', async () => {
    const response = await fetch(new URL('/gateway/rest/v1/deleteToken', suite.sandbox.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-XSRF-TOKEN': suite.client.xsrfToken ?? '',
      },
      body: 'M=merchant-1&g1=tok_x',
    });
    await expectError(response, 403, 'forbidden');
  });

  it.each([
    '/gateway/rest/v2/checkout',
    '/gateway/rest/v1/storeAndPay',
    '/gateway/rest/v2/checkout/00000000-0000-4000-8000-000000000000',
    '/gateway/rest/v1/apmPayment',
    '/gateway/rest/v1/deleteToken',
    '/gateway/rest/v2/paymentRequest',
  ])('guards %s', async (path) => {
    await expectError(await suite.client.post(path, cardCheckout(), { xsrfHeader: false }), 403, 'forbidden');
  });

  it.each([
    '/gateway/acs/method',
    '/gateway/acs/challenge?trx=x',
    '/gateway/apm/paypal?session=x',
    '/gateway/rest/v2/deviceInfo/merchant-1/x',
  ])('exempts the cross-document form target %s (answers, never 403)', async (path) => {
    const response = await suite.client.post(path, { decision: 'approve' }, { xsrfHeader: false });
    expect(response.status).not.toBe(403);
    expect([400, 404]).toContain(response.status);
  });
});

/** A POST with the request target sent byte for byte, so "..", once normalised, cannot dodge the guard. */
function rawPost(target: string, body: string, cookie: string): Promise<number> {
  const { hostname, port } = new URL(suite.sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: target,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${cookie}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the exempt prefixes cannot be used to reach a guarded endpoint', () => {
  it.each([
    '/gateway/acs/../rest/v2/checkout',
    '/gateway/acs/%2e%2e/rest/v2/checkout',
    '/gateway/apm/x/../../rest/v1/deleteToken',
    '/gateway/rest/v2/deviceInfo/../checkout',
    '/gateway/acs%2f..%2frest/v2/checkout',
  ])('%s without the header is refused or unknown, never served', async (target) => {
    const status = await rawPost(
      target,
      new URLSearchParams(cardCheckout()).toString(),
      suite.client.xsrfToken ?? '',
    );
    expect([403, 404]).toContain(status);
  });
});

describe('bad requests → 400 { error: "bad_request" }, and the server keeps serving', () => {
  const post = (fields: Record<string, string> | string, contentType?: string) =>
    suite.client.post('/gateway/rest/v2/checkout', fields, contentType ? { contentType } : {});
  /**
   * A checkout post with the XSRF cookie and header and the body sent exactly as given, which
   * SandboxClient.post does not do: bytes that are not UTF-8, a stream with no Content-Length.
   */
  const postRawBody = (body: string | Uint8Array | ReadableStream<Uint8Array>) =>
    fetch(new URL('/gateway/rest/v2/checkout', suite.sandbox.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: `XSRF-TOKEN=${suite.client.xsrfToken}`,
        'X-XSRF-TOKEN': suite.client.xsrfToken ?? '',
      },
      body,
      // Node's fetch sends a stream only half-duplex, and only when told so.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  const without = (...keys: string[]) => {
    const fields = cardCheckout();
    for (const key of keys) delete fields[key];
    return fields;
  };

  it.each([
    ['missing M', without('M'), 'M is required'],
    ['empty M', cardCheckout({ M: '' }), 'M is required'],
    ['malformed M', cardCheckout({ M: 'a b<c>' }), 'M is malformed'],
    ['missing uniqueRequestID', without('uniqueRequestID'), 'uniqueRequestID is required'],
    ['letters in the card number', cardCheckout({ b1: '4111x11111111111' }), 'b1 must be 12 to 19 digits'],
    ['a 20-digit card number', cardCheckout({ b1: '41111111111111111111' }), 'b1 must be 12 to 19 digits'],
    ['month 13', cardCheckout({ b3: '13' }), 'b3 must be a month 1 to 12'],
    ['a 3-digit year', cardCheckout({ b4: '203' }), 'b4 must be a 2- or 4-digit year'],
    ['a 5-digit security code', cardCheckout({ b5: '12345' }), 'b5 must be 3 or 4 digits'],
    ['a card without expiry', without('b3', 'b4'), 'b3 and b4 (expiry) are required with b1'],
    ['neither card nor token', without('b1'), 'send b1 (card) or g1 (token)'],
    ['a card with a malformed g1', cardCheckout({ g1: 'tok visa' }), 'g1 is malformed'],
    ['a bad generateToken', cardCheckout({ generateToken: 'yes' }), 'generateToken must be true or false'],
    ['a repeated field', `${new URLSearchParams(cardCheckout())}&M=other`, 'M is sent more than once'],
    ['a JSON body sent as a form', JSON.stringify(cardCheckout()), 'the body is not form-encoded'],
  ])('%s', async (_name, fields, message) => {
    expect(await expectError(await post(fields), 400, 'bad_request')).toBe(message);
  });

  it.each([
    ['application/json', JSON.stringify(cardCheckout())],
    ['text/plain', new URLSearchParams(cardCheckout()).toString()],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/x-www-form-urlencoded; charset=latin1', new URLSearchParams(cardCheckout()).toString()],
  ])('content type %s → 400', async (contentType, body) => {
    const message = await expectError(await post(body, contentType), 400, 'bad_request');
    expect(message).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('refuses a body that is not UTF-8', async () => {
    const response = await postRawBody(new Uint8Array([0x4d, 0x3d, 0xff, 0xfe]));
    expect(await expectError(response, 400, 'bad_request')).toBe('the body is not valid UTF-8');
  });

  it.each([
    ['a 100 KB body', 'declared'],
    ['a 100 KB chunked body (no Content-Length)', 'streamed'],
  ])('refuses %s and answers the next request', async (_name, how) => {
    const big = `M=merchant-1&pad=${'a'.repeat(100 * 1024)}`;
    const body =
      how === 'declared'
        ? big
        : new ReadableStream<Uint8Array>({
            start(controller) {
              const bytes = new TextEncoder().encode(big);
              for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
              controller.close();
            },
          });
    const response = await postRawBody(body);
    expect(await expectError(response, 400, 'bad_request')).toBe('the body is over 16384 bytes');
    const next = await suite.client.post('/gateway/rest/v2/checkout', cardCheckout());
    expect(next.status).toBe(200);
  });

  it('answers the next request after a burst of bad ones', async () => {
    const bad = await Promise.all(Array.from({ length: 20 }, () => post('%%%', 'application/json')));
    expect(bad.every((response) => response.status === 400)).toBe(true);
    expect((await suite.client.get('/configuration')).status).toBe(200);
  });

  it.each([
    [
      '/gateway/rest/v1/apmPayment',
      { M: 'merchant-1', uniqueRequestID: 'u1', payment_method: 'pay pal' },
      'payment_method is malformed',
    ],
    ['/gateway/rest/v1/apmPayment', { M: 'merchant-1', uniqueRequestID: 'u1' }, 'payment_method is required'],
    ['/gateway/rest/v1/deleteToken', { M: 'merchant-1' }, 'g1 is required'],
    ['/gateway/rest/v1/deleteToken', { g1: 'tok_x' }, 'M is required'],
    ['/gateway/rest/v2/paymentRequest', { M: 'merchant-1' }, 'RequestID is required'],
    ['/gateway/rest/v2/checkout/00000000-0000-4000-8000-000000000000', { RequestID: 'r' }, 'M is required'],
  ])('%s with %o → %s', async (path, fields, message) => {
    expect(await expectError(await suite.client.post(path, fields), 400, 'bad_request')).toBe(message);
  });
});
