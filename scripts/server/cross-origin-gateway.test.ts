import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configurationReplySchema } from '@/core/gateway/replies';
import { type CrossOriginGatewayMode, crossOriginGatewayModes } from './cross-origin-gateway';
import { cardCheckout, fixtureSandboxForTests } from './sandbox-fixture';

/** A form post as a browser sends it from a page of `origin` to the gateway on its own origin: no cookie, no XSRF header. */
function postFrom(origin: string | undefined, url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      ...(origin !== undefined ? { Origin: origin } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(crossOriginGatewayModes)('the sandbox gateway on an origin of its own, %s CORS', (mode) => {
  const suite = fixtureSandboxForTests({ crossOriginGateway: mode as CrossOriginGatewayMode });
  const gatewayOrigin = () => suite.sandbox.server.gatewayOrigin ?? '';

  it('is named by GET /configuration and allowed by the page policy', async () => {
    const response = await fetch(`${suite.sandbox.url}/configuration`);
    const reply = v.parse(configurationReplySchema, await response.json());
    expect(gatewayOrigin()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gatewayOrigin()).not.toBe(suite.sandbox.url);
    expect(reply.hppAnyBaseURL).toBe(`${gatewayOrigin()}/gateway`);
    const page = await fetch(`${suite.sandbox.url}/basic/`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${gatewayOrigin()}`);
  });

  it('takes a payment from the page origin without the XSRF cookie, answers it readably, and lands on the page origin', async () => {
    const response = await postFrom(
      suite.sandbox.url,
      `${gatewayOrigin()}/gateway/rest/v2/checkout`,
      cardCheckout(),
    );
    expect(response.status).toBe(200);
    const expected =
      mode === 'wildcard'
        ? { allowOrigin: '*', credentials: null }
        : { allowOrigin: suite.sandbox.url, credentials: 'true' };
    expect(response.headers.get('access-control-allow-origin')).toBe(expected.allowOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe(expected.credentials);
    const reply = (await response.json()) as { url: string };
    expect(new URL(reply.url).origin).toBe(suite.sandbox.url);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin at all', undefined],
  ])('refuses a payment from %s', async (_who, origin) => {
    const response = await postFrom(origin, `${gatewayOrigin()}/gateway/rest/v2/checkout`, cardCheckout());
    expect(response.status).toBe(403);
  });

  it('answers a preflight', async () => {
    const response = await fetch(`${gatewayOrigin()}/gateway/rest/v2/checkout`, {
      method: 'OPTIONS',
      headers: { Origin: suite.sandbox.url, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('still guards the page origin with the XSRF cookie', async () => {
    const response = await postFrom(
      suite.sandbox.url,
      `${suite.sandbox.url}/gateway/rest/v2/checkout`,
      cardCheckout(),
    );
    expect(response.status).toBe(403);
  });
});

describe('the card that is never answered', () => {
  const suite = fixtureSandboxForTests();

  it('charges, then holds every send, the first and the re-sends, until the page gives up', async () => {
    const fields = cardCheckout({ b1: '4000000000000085' });
    for (let send = 1; send <= 2; send++) {
      const gaveUp = suite.client.post('/gateway/rest/v2/checkout', fields).then(
        () => 'answered',
        () => 'gave up',
      );
      // The client gives up as the page does, by its own clock: nothing arrives before that.
      const outcome = await Promise.race([
        gaveUp,
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 500)),
      ]);
      expect(outcome).toBe('still waiting');
    }
    const record = await suite.client.get(
      `/gateway/__sandbox/payments?${new URLSearchParams({ M: fields.M ?? '', uniqueRequestID: fields.uniqueRequestID ?? '' })}`,
    );
    expect(await record.json()).toMatchObject({ status: 'approved', charges: 1 });
  });
});
