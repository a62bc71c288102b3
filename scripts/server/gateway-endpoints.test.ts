import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  apmReplySchema,
  checkoutObjectReplySchema,
  configurationReplySchema,
  deleteTokenReplySchema,
  gatewayErrorReplySchema,
  paymentRequestReplySchema,
} from '@/core/gateway/replies';
import { testCards } from '@/core/gateway/test-cards';
import { cardCheckout, fixtureSandboxForTests, SandboxClient } from './sandbox-fixture';

// A frozen clock: "now" is June 2030, so expiry rules are checked against a known month.
const suite = fixtureSandboxForTests({ now: () => new Date('2030-06-15T12:00:00Z') });

/** Every card whose checkout is answered; the one never answered has its own test (cross-origin-gateway.test.ts). */
const answeredCards = testCards.filter((card) => card.outcome !== 'never-answers');

const uid = () => `urid-${Math.random().toString(36).slice(2)}`;

async function checkout(fields: Record<string, string>, path = '/gateway/rest/v2/checkout') {
  const response = await suite.client.post(path, fields);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The reply-lost card resets the first connection; the page sends the same request again. */
async function checkoutAsThePageDoes(fields: Record<string, string>, path?: string) {
  try {
    return await checkout(fields, path);
  } catch {
    return await checkout(fields, path);
  }
}

async function payment(M: string, uniqueRequestID: string) {
  const response = await suite.client.get(
    `/gateway/__sandbox/payments?${new URLSearchParams({ M, uniqueRequestID })}`,
  );
  return (await response.json()) as { status: string; charges: number; attempts: number; reference: string };
}

function landing(url: string | undefined) {
  const parsed = new URL(url ?? '');
  return { origin: parsed.origin, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

describe('GET /configuration', () => {
  it('answers the gateway base on the same origin and sets the XSRF cookie', async () => {
    const response = await new SandboxClient(suite.sandbox.url).get('/configuration');
    expect(response.status).toBe(200);
    expect(v.parse(configurationReplySchema, await response.json())).toEqual({ hppAnyBaseURL: '/gateway' });
    expect(response.headers.getSetCookie().join()).toMatch(/XSRF-TOKEN=/);
  });
});

describe('a payment whose reply is lost', () => {
  it('is charged once: the connection resets, the same request again gets the approval', async () => {
    const fields = cardCheckout({ b1: '4000000000000077', b5: '123' });
    await expect(checkout(fields)).rejects.toThrow();
    const again = await checkout(fields);
    expect(again.status).toBe(200);
    expect(v.parse(checkoutObjectReplySchema, again.body).CHECKOUT_TYPE).toBe('URL');
    const record = await payment(fields.M ?? '', fields.uniqueRequestID ?? '');
    expect(record).toMatchObject({ status: 'approved', charges: 1 });
  });
});

describe('checkout by test card', () => {
  type Expectation = { status: number; type?: string; errorCode?: string; landing?: Record<string, string> };
  const expected: Record<string, Expectation> = {
    approved: { status: 200, type: 'URL', landing: { status: 'approved', method: 'card' } },
    '3ds-frictionless': { status: 200, type: 'ACS' },
    '3ds-method-silent': { status: 200, type: 'ACS' },
    '3ds-no-method': { status: 200, type: 'ACS' },
    '3ds-challenge': { status: 200, type: 'CHALLENGE' },
    retry: { status: 200, type: 'RETRY' },
    declined: {
      status: 200,
      type: 'URL',
      landing: {
        status: 'declined',
        method: 'card',
        z2: 'DECLINED',
        z3: 'The card issuer declined the payment.',
      },
    },
    'wrong-cvv': { status: 200, type: 'RETRY', errorCode: 'WRONG_CVV' },
    expired: { status: 200, type: 'RETRY', errorCode: 'CARD_EXPIRED' },
    'gateway-error': { status: 500 },
    'slow-approved': { status: 200, type: 'URL', landing: { status: 'approved', method: 'card' } },
    'reply-lost': { status: 200, type: 'URL', landing: { status: 'approved', method: 'card' } },
  };

  it.each(
    answeredCards.flatMap((card) => [
      [card.number, card.outcome, '/gateway/rest/v2/checkout'],
      [card.number, card.outcome, '/gateway/rest/v1/storeAndPay'],
    ]),
  )('%s (%s) via %s', async (number, outcome, path) => {
    const want = expected[outcome];
    const cvv = number.startsWith('3') ? '1234' : '123';
    const { status, body } = await checkoutAsThePageDoes(cardCheckout({ b1: number, b5: cvv }), path);
    expect(status).toBe(want?.status);
    if (status !== 200) {
      expect(v.parse(gatewayErrorReplySchema, body).error).toBe('gateway_error');
      return;
    }
    const reply = v.parse(checkoutObjectReplySchema, body);
    expect(reply.CHECKOUT_TYPE).toBe(want?.type);
    expect(reply.errorCode).toBe(want?.errorCode);
    if (want?.landing) {
      const target = landing(reply.url);
      expect(target.origin).toBe(suite.sandbox.url);
      expect(target.path).toBe('/result/');
      expect(target.query).toMatchObject(want.landing);
      expect(target.query.reference).toMatch(/^SBX-[0-9A-F]{10}$/);
    }
    if (reply.CHECKOUT_TYPE === 'ACS') {
      expect(reply['3ds_trxid']).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply['3ds_method']).toBe(
        outcome === '3ds-no-method'
          ? undefined
          : `${suite.sandbox.url}/gateway/acs/method?trx=${reply['3ds_trxid']}`,
      );
    }
    if (reply.CHECKOUT_TYPE === 'CHALLENGE') {
      expect(reply['3ds_acsurl']).toBe(
        `${suite.sandbox.url}/gateway/acs/challenge?trx=${reply['3ds_trxid']}`,
      );
    }
  });

  it.each(answeredCards.map((card) => [card.token, card.outcome]))(
    'token %s gives the %s outcome',
    async (token, outcome) => {
      const fields = cardCheckout({ g1: token });
      delete fields.b1;
      delete fields.b3;
      delete fields.b4;
      const { status, body } = await checkoutAsThePageDoes(fields);
      if (outcome === 'gateway-error') {
        expect(status).toBe(500);
        return;
      }
      const reply = v.parse(checkoutObjectReplySchema, body);
      const type = {
        approved: 'URL',
        'slow-approved': 'URL',
        'reply-lost': 'URL',
        declined: 'URL',
        '3ds-challenge': 'CHALLENGE',
      }[outcome as string];
      expect(reply.CHECKOUT_TYPE).toBe(type ?? (outcome.startsWith('3ds') ? 'ACS' : 'RETRY'));
      if (reply.url) expect(landing(reply.url).query.method).toBe('token');
    },
  );

  it.each([
    ['4111111111111111', 'tok_visa_declined', 'approved', '/gateway/rest/v2/checkout'],
    ['4111111111111111', 'tok_visa_declined', 'approved', '/gateway/rest/v1/storeAndPay'],
    ['4000000000000002', 'tok_visa_approved', 'declined', '/gateway/rest/v2/checkout'],
    ['4000000000000002', 'tok_visa_approved', 'declined', '/gateway/rest/v1/storeAndPay'],
  ])('b1 %s with g1 %s is a card payment: %s via %s', async (b1, g1, status, path) => {
    const { status: httpStatus, body } = await checkout(cardCheckout({ b1, g1 }), path);
    expect(httpStatus).toBe(200);
    const reply = v.parse(checkoutObjectReplySchema, body);
    expect(reply.CHECKOUT_TYPE).toBe('URL');
    expect(landing(reply.url).query).toMatchObject({ status, method: 'card' });
  });

  it.each([
    ['05', '2030', 'CARD_EXPIRED'],
    ['5', '30', 'CARD_EXPIRED'],
    ['12', '2029', 'CARD_EXPIRED'],
    ['06', '2030', undefined],
    ['01', '31', undefined],
  ])('a real expiry of %s/%s (today June 2030) gives errorCode %s', async (b3, b4, errorCode) => {
    const { body } = await checkout(cardCheckout({ b3, b4 }));
    const reply = v.parse(checkoutObjectReplySchema, body);
    expect(reply.errorCode).toBe(errorCode);
    expect(reply.CHECKOUT_TYPE).toBe(errorCode ? 'RETRY' : 'URL');
  });

  it('logs method, path, status and time only: never the card number or security code', async () => {
    await checkout(cardCheckout({ b1: '5555555555554444', b5: '987' }));
    const log = suite.sandbox.logLines.join('\n');
    expect(log).toMatch(/^POST \/gateway\/rest\/v2\/checkout 200 \d+ms$/m);
    expect(log).not.toMatch(/5555555555554444|4111111111111111|987/);
  });
});

describe('nothing lost, nothing doubled (per M + uniqueRequestID)', () => {
  it('replays an approved reply and charges once', async () => {
    const fields = cardCheckout();
    const first = await checkout(fields);
    const second = await checkout({ ...fields, b1: '4000000000000002' });
    expect(second).toEqual(first);
    expect(await payment(fields.M ?? '', fields.uniqueRequestID ?? '')).toMatchObject({
      status: 'approved',
      charges: 1,
      attempts: 1,
    });
  });

  it('waits for a request still running instead of charging again (slow card, concurrent calls)', async () => {
    const fields = cardCheckout({ b1: '4000000000007775' });
    const replies = await Promise.all([checkout(fields), checkout(fields), checkout(fields)]);
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    expect(await payment(fields.M ?? '', fields.uniqueRequestID ?? '')).toMatchObject({
      charges: 1,
      attempts: 1,
    });
  });

  it('lets a RETRY be retried and then charges once', async () => {
    const fields = cardCheckout({ b1: '4000000000000127' });
    const retry = v.parse(checkoutObjectReplySchema, (await checkout(fields)).body);
    expect(retry.errorCode).toBe('WRONG_CVV');
    const approved = v.parse(
      checkoutObjectReplySchema,
      (await checkout({ ...fields, b1: '4111111111111111' })).body,
    );
    expect(approved.CHECKOUT_TYPE).toBe('URL');
    expect(await payment(fields.M ?? '', fields.uniqueRequestID ?? '')).toMatchObject({
      charges: 1,
      attempts: 2,
    });
  });

  it('keeps the same uniqueRequestID of two merchants apart', async () => {
    const shared = uid();
    await checkout(cardCheckout({ M: 'merchant-a', uniqueRequestID: shared }));
    const other = v.parse(
      checkoutObjectReplySchema,
      (await checkout(cardCheckout({ M: 'merchant-b', uniqueRequestID: shared, b1: '4000000000000101' })))
        .body,
    );
    expect(other.CHECKOUT_TYPE).toBe('RETRY');
  });

  it('answers 404 for a request it never saw', async () => {
    const response = await suite.client.get(
      `/gateway/__sandbox/payments?M=merchant-1&uniqueRequestID=${uid()}`,
    );
    expect(response.status).toBe(404);
  });
});

describe('POST /rest/v1/apmPayment and the simulated provider page', () => {
  async function startApm(method: string, uniqueRequestID = uid()) {
    const response = await suite.client.post('/gateway/rest/v1/apmPayment', {
      M: 'merchant-1',
      shopperID: 'shopper-1',
      RequestID: 'order-1',
      Statickey: 'static-1',
      uniqueRequestID,
      payment_method: method,
    });
    expect(response.status).toBe(200);
    const reply = v.parse(apmReplySchema, await response.json());
    return { url: reply, uniqueRequestID };
  }

  it.each([
    ['paypal', 'pay', { status: 'approved', method: 'paypal' }, 1],
    ['mbway', 'pay', { status: 'pending', method: 'mbway' }, 1],
    ['paypal', 'cancel', { status: 'cancelled', method: 'paypal', z2: 'CANCELLED' }, 0],
  ])('%s, %s → %o (charges %i)', async (method, decision, query, charges) => {
    const { url, uniqueRequestID } = await startApm(method);
    expect(url).toMatch(new RegExp(`^${suite.sandbox.url}/gateway/apm/${method}\\?session=[0-9a-f-]{36}$`));
    const page = await suite.client.get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<button type="submit" name="decision" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script>|style=/);

    const decided = await suite.client.post(url, { decision }, { xsrfHeader: false });
    expect(decided.status).toBe(303);
    expect(landing(decided.headers.get('location') ?? '').query).toMatchObject(query);
    expect(await payment('merchant-1', uniqueRequestID)).toMatchObject({ charges });
  });

  it('gives the same provider page for a repeated call, and the result once paid', async () => {
    const first = await startApm('paypal');
    const again = await startApm('paypal', first.uniqueRequestID);
    expect(again.url).toBe(first.url);
    const paid = await suite.client.post(first.url, { decision: 'pay' }, { xsrfHeader: false });
    const afterPay = await startApm('paypal', first.uniqueRequestID);
    expect(afterPay.url).toBe(paid.headers.get('location'));
    const payAgain = await suite.client.post(first.url, { decision: 'pay' }, { xsrfHeader: false });
    expect(payAgain.headers.get('location')).toBe(paid.headers.get('location'));
    expect(await payment('merchant-1', first.uniqueRequestID)).toMatchObject({ charges: 1 });
  });

  it.each([
    [
      'an unknown session',
      '/gateway/apm/paypal?session=00000000-0000-0000-0000-000000000000',
      { decision: 'pay' },
      404,
    ],
    ['a bad decision', '/gateway/apm/paypal?session=x', { decision: 'steal' }, 400],
  ])('refuses %s', async (_name, path, fields, status) => {
    const response = await suite.client.post(path, fields, { xsrfHeader: false });
    expect(response.status).toBe(status);
  });
});

describe('POST /rest/v1/deleteToken', () => {
  const remove = (g1: string, M = 'merchant-1') =>
    suite.client.post('/gateway/rest/v1/deleteToken', { g1, M, uniqueRequestID: uid() });

  it('deletes a token once, then answers 404; the token cannot pay any more', async () => {
    const first = await remove('tok_saved_1');
    expect(first.status).toBe(200);
    expect(v.parse(deleteTokenReplySchema, await first.json())).toEqual({ deleted: true, g1: 'tok_saved_1' });
    const second = await remove('tok_saved_1');
    expect(second.status).toBe(404);
    expect(v.parse(gatewayErrorReplySchema, await second.json()).error).toBe('not_found');

    const fields = cardCheckout({ g1: 'tok_saved_1' });
    delete fields.b1;
    delete fields.b3;
    delete fields.b4;
    const reply = v.parse(checkoutObjectReplySchema, (await checkout(fields)).body);
    expect(reply).toEqual({ CHECKOUT_TYPE: 'RETRY', errorCode: 'TOKEN_NOT_FOUND' });
  });

  it('charges a new card sent with a deleted token as g1: b1 is the card', async () => {
    expect((await remove('tok_saved_3')).status).toBe(200);
    const reply = v.parse(
      checkoutObjectReplySchema,
      (await checkout(cardCheckout({ g1: 'tok_saved_3' }))).body,
    );
    expect(reply.CHECKOUT_TYPE).toBe('URL');
    expect(landing(reply.url).query).toMatchObject({ status: 'approved', method: 'card' });
  });

  it('keeps deletions per merchant', async () => {
    expect((await remove('tok_saved_2', 'merchant-a')).status).toBe(200);
    expect((await remove('tok_saved_2', 'merchant-b')).status).toBe(200);
  });

  it('answers 404 for a token the vault never held', async () => {
    expect((await remove('not-a-sandbox-token')).status).toBe(404);
  });
});

describe('POST /rest/v2/paymentRequest', () => {
  const ask = async (RequestID: string) => {
    const response = await suite.client.post('/gateway/rest/v2/paymentRequest', {
      M: 'merchant-1',
      RequestID,
    });
    expect(response.status).toBe(200);
    return v.parse(paymentRequestReplySchema, await response.json());
  };

  it('is deterministic per RequestID, in minor units, EUR by default', async () => {
    const first = await ask('order-42');
    expect(await ask('order-42')).toEqual(first);
    expect(first.currency).toBe('EUR');
    expect(first.amount).toBeGreaterThanOrEqual(500);
    expect(first.amount).toBeLessThan(50_000);
    expect(first.description).toBe('Sandbox order order-42');
    expect((await ask('order-43')).amount).not.toBe(first.amount);
  });

  it.each([
    ['order-42-USD', 'USD'],
    ['order-42-GBP', 'GBP'],
    ['order-42-usd', 'EUR'],
  ])('%s is in %s', async (RequestID, currency) => {
    expect((await ask(RequestID)).currency).toBe(currency);
  });

  it.each([
    // RequestID, the status it adds (docs/test-cards.md: the sandbox's knobs)
    ['order-42', undefined],
    ['order-42-paid', 'paid'],
    ['order-42-PAID', 'paid'],
    ['order-42-expired', 'expired'],
    ['order-42-USD-expired', 'expired'],
    ['order-42-paidx', undefined],
    ['paid-order', undefined],
  ])('%s says status %s, beside the amount', async (RequestID, status) => {
    const response = await suite.client.post('/gateway/rest/v2/paymentRequest', {
      M: 'merchant-1',
      RequestID,
    });
    const json = (await response.json()) as Record<string, unknown>;
    expect(json.status).toBe(status);
    expect(typeof json.amount).toBe('number');
  });
});

describe('GET /ping (monitoring) and its introspection', () => {
  it('answers 204 and records only the spec keys', async () => {
    const marker = `${suite.sandbox.url}/gateway/rest/v2/checkout-${uid()}`;
    const response = await suite.client.get(
      `/gateway/ping?${new URLSearchParams({ state: 'waiting', url: marker, millis: '2000', b1: '4111111111111111' })}`,
    );
    expect(response.status).toBe(204);
    const listed = await suite.client.get(`/gateway/__sandbox/pings?${new URLSearchParams({ url: marker })}`);
    const { pings } = (await listed.json()) as { pings: { seq: number; query: Record<string, string> }[] };
    expect(pings.map((ping) => ping.query)).toEqual([{ state: 'waiting', url: marker, millis: '2000' }]);
    const later = await suite.client.get(
      `/gateway/__sandbox/pings?since=${pings[0]?.seq}&url=${encodeURIComponent(marker)}`,
    );
    expect(((await later.json()) as { pings: unknown[] }).pings).toEqual([]);
  });
});

describe('other gateway paths', () => {
  it.each([
    ['GET', '/gateway/rest/v2/checkout'],
    ['POST', '/gateway/rest/v9/unknown'],
    ['GET', '/gateway'],
  ])('%s %s → 404 JSON', async (method, path) => {
    const response =
      method === 'GET' ? await suite.client.get(path) : await suite.client.post(path, cardCheckout());
    expect(response.status).toBe(404);
    expect(v.parse(gatewayErrorReplySchema, await response.json()).error).toBe('not_found');
  });

  it('lists the test cards for the sandbox console', async () => {
    const response = await suite.client.get('/gateway/__sandbox/test-cards');
    const body = (await response.json()) as { cards: { number: string }[] };
    expect(body.cards.map((card) => card.number)).toEqual(testCards.map((card) => card.number));
  });
});
