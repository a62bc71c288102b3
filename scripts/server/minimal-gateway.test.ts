import { describe, expect, it } from 'vitest';
import { type TestCardOutcome, testCards } from '@/core/gateway/test-cards';
import { cardCheckout, fixtureSandboxForTests } from './sandbox-fixture';

/**
 * The sandbox in its minimal dialect answers only what the spec allows: the page's browser suite
 * runs every flow against it, so these rows hold it to that (and fail if it drifts back towards
 * our own gateway's richer replies).
 */

const suite = fixtureSandboxForTests({ dialect: 'minimal', now: () => new Date('2030-06-15T12:00:00Z') });

const cardNumber = (outcome: TestCardOutcome) =>
  testCards.find((card) => card.outcome === outcome)?.number ?? '';

async function post(path: string, fields: Record<string, string>) {
  const response = await suite.client.post(`/gateway${path}`, fields);
  const text = await response.text();
  const isJson = (response.headers.get('Content-Type') ?? '').startsWith('application/json');
  return { status: response.status, text, json: isJson ? (JSON.parse(text) as unknown) : undefined };
}

describe('the minimal gateway', () => {
  it.each<[TestCardOutcome, number, (body: unknown) => void]>([
    [
      'approved',
      200,
      (body) => expect(body).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/result\/\?status=approved/),
    ],
    ['retry', 200, (body) => expect(body).toEqual({ CHECKOUT_TYPE: 'RETRY' })],
    ['wrong-cvv', 200, (body) => expect(body).toEqual({ CHECKOUT_TYPE: 'RETRY' })],
    [
      '3ds-frictionless',
      200,
      (body) =>
        expect(Object.keys(body as object).sort()).toEqual(['3ds_method', '3ds_trxid', 'CHECKOUT_TYPE']),
    ],
    [
      '3ds-challenge',
      200,
      (body) => expect(Object.keys(body as object).sort()).toEqual(['3ds_acsurl', 'CHECKOUT_TYPE']),
    ],
    ['gateway-error', 500, (body) => expect(body).toBeUndefined()],
  ])('checkout %s answers %i with only what the spec names', async (outcome, status, check) => {
    const reply = await post('/rest/v2/checkout', cardCheckout({ b1: cardNumber(outcome) }));
    expect(reply.status).toBe(status);
    check(reply.json);
  });

  it('answers the completion with a bare URL', async () => {
    const started = await post('/rest/v2/checkout', cardCheckout({ b1: cardNumber('3ds-frictionless') }));
    const trxId = (started.json as Record<string, string>)['3ds_trxid'] ?? '';
    const completion = await post(`/rest/v2/checkout/${trxId}`, { M: 'merchant-1', '3ds_trxid': trxId });
    expect(completion.status).toBe(200);
    expect(completion.json).toMatch(/\/result\/\?status=approved/);
  });

  it('answers apmPayment with the URL as plain text', async () => {
    const reply = await post('/rest/v1/apmPayment', {
      M: 'merchant-1',
      uniqueRequestID: `urid-${Math.random().toString(36).slice(2)}`,
      payment_method: 'paypal',
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toBeUndefined();
    expect(reply.text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/gateway\/apm\/paypal\?session=[0-9a-f-]+$/);
  });

  it.each([
    ['a held token', 'tok_minimal_1', 204],
    ['the same token again', 'tok_minimal_1', 404],
  ])('answers deleteToken for %s with %i and no body', async (_name, g1, status) => {
    const reply = await post('/rest/v1/deleteToken', { M: 'merchant-1', g1 });
    expect(reply.status).toBe(status);
    expect(reply.text).toBe('');
  });

  it.each([
    // RequestID, status, body: nothing for an open request, a bare string flag for a closed one
    ['order-1', 404, undefined],
    ['order-1-USD', 404, undefined],
    ['order-1-paid', 200, { paid: 'true' }],
    ['order-1-EXPIRED', 200, { expired: 'true' }],
  ])('answers paymentRequest for %s with %i and %j', async (RequestID, status, json) => {
    const reply = await post('/rest/v2/paymentRequest', { M: 'merchant-1', RequestID });
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(json);
    if (json === undefined) expect(reply.text).toBe('');
  });

  it('answers the method notification with a page that runs no script', async () => {
    const started = await post('/rest/v2/checkout', cardCheckout({ b1: cardNumber('3ds-frictionless') }));
    const trxId = (started.json as Record<string, string>)['3ds_trxid'] ?? '';
    const methodData = Buffer.from(JSON.stringify({ threeDSServerTransID: trxId })).toString('base64url');
    const response = await suite.client.post(`/gateway/rest/v2/deviceInfo/merchant-1/${trxId}`, {
      threeDSMethodData: methodData,
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).not.toContain('data-trx-id');
  });
});
