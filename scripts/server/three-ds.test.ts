import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkoutObjectReplySchema, gatewayErrorReplySchema } from '@/core/gateway/replies';
import { encodeThreeDsMethodData, threeDsNotificationUrl } from '@/core/three-ds-method-data';
import { cardCheckout, fixtureSandboxForTests } from './sandbox-fixture';

const suite = fixtureSandboxForTests();

const M = 'merchant-1';

async function startThreeDs(b1: string) {
  const fields = cardCheckout({ M, b1 });
  const response = await suite.client.post('/gateway/rest/v2/checkout', fields);
  const reply = v.parse(checkoutObjectReplySchema, await response.json());
  return { reply, fields, trxId: reply['3ds_trxid'] ?? '' };
}

/** What the page's hidden method frame does: POST threeDSMethodData to the 3ds_method URL. */
function postMethodPage(
  methodUrl: string,
  trxId: string,
  notificationUrl = threeDsNotificationUrl('/gateway', M, trxId),
) {
  return suite.client.post(
    methodUrl,
    { threeDSMethodData: encodeThreeDsMethodData(trxId, notificationUrl) },
    { xsrfHeader: false },
  );
}

const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The auto-submitted form of an ACS page: where it posts and its hidden fields. */
function formOf(html: string) {
  const action = /<form method="post" action="([^"]+)" data-auto-submit>/.exec(html)?.[1];
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      unescapeHtml(m[2] ?? ''),
    ]),
  );
  return { action: action === undefined ? undefined : unescapeHtml(action), fields };
}

async function transaction(trxId: string) {
  const response = await suite.client.get(`/gateway/__sandbox/transactions/${trxId}`);
  return (await response.json()) as {
    flow: string;
    methodPageLoads: number;
    notifications: number;
    completions: number;
  };
}

function complete(trxId: string, overrides: Record<string, string> = {}) {
  return suite.client.post(`/gateway/rest/v2/checkout/${trxId}`, {
    '3ds_trxid': trxId,
    '3ds_method': 'Y',
    encodedMethodData: encodeThreeDsMethodData(trxId, threeDsNotificationUrl('/gateway', M, trxId)),
    M,
    RequestID: 'order-1',
    ...overrides,
  });
}

describe('3-D Secure frictionless: method page → deviceInfo notification → completion', () => {
  it('runs the whole step and approves once', async () => {
    const { reply, fields, trxId } = await startThreeDs('4000000000003055');
    expect(reply.CHECKOUT_TYPE).toBe('ACS');

    const methodPage = await postMethodPage(reply['3ds_method'] ?? '', trxId);
    expect(methodPage.status).toBe(200);
    const methodHtml = await methodPage.text();
    expect(methodHtml).toContain('<script src="/gateway/static/auto-submit.js"></script>');
    expect(methodHtml).not.toMatch(/<script>|style=|\son[a-z]+=/);
    const form = formOf(methodHtml);
    expect(form.action).toBe(`${suite.sandbox.url}/gateway/rest/v2/deviceInfo/${M}/${trxId}`);
    const notified = JSON.parse(Buffer.from(form.fields.threeDSMethodData ?? '', 'base64url').toString());
    expect(notified).toEqual({ threeDSServerTransID: trxId });

    // The browser submits that form inside the hidden frame.
    const deviceInfo = await suite.client.post(form.action ?? '', form.fields, { xsrfHeader: false });
    expect(deviceInfo.status).toBe(200);
    const deviceHtml = await deviceInfo.text();
    expect(deviceHtml).toContain(`data-trx-id="${trxId}"`);
    expect(deviceHtml).toContain(`data-target-origin="${suite.sandbox.url}"`);
    expect(deviceHtml).toContain('<script src="/gateway/static/method-complete.js"></script>');
    expect(await transaction(trxId)).toMatchObject({
      flow: 'frictionless',
      methodPageLoads: 1,
      notifications: 1,
    });

    const script = await suite.client.get('/gateway/static/method-complete.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain(
      "postMessage({ type: 'hpp-3ds-method-complete', trxId: data.trxId }, data.targetOrigin)",
    );

    // A repeated checkout while the step is open replays the ACS reply: no second transaction.
    const replay = await suite.client.post('/gateway/rest/v2/checkout', fields);
    expect(v.parse(checkoutObjectReplySchema, await replay.json())).toEqual(reply);

    const completed = await complete(trxId);
    expect(completed.status).toBe(200);
    const approved = v.parse(checkoutObjectReplySchema, await completed.json());
    expect(approved.CHECKOUT_TYPE).toBe('URL');
    expect(new URL(approved.url ?? '').searchParams.get('status')).toBe('approved');

    const again = await complete(trxId);
    expect(v.parse(checkoutObjectReplySchema, await again.json())).toEqual(approved);
    const afterwards = await suite.client.post('/gateway/rest/v2/checkout', fields);
    expect(v.parse(checkoutObjectReplySchema, await afterwards.json())).toEqual(approved);
    const record = await suite.client.get(
      `/gateway/__sandbox/payments?${new URLSearchParams({ M, uniqueRequestID: fields.uniqueRequestID ?? '' })}`,
    );
    expect(await record.json()).toMatchObject({ status: 'approved', charges: 1 });
  });

  it('accepts the GET form of the method page (threeDSMethodData in the query)', async () => {
    const { reply, trxId } = await startThreeDs('4000000000003055');
    const url = new URL(reply['3ds_method'] ?? '');
    url.searchParams.set(
      'threeDSMethodData',
      encodeThreeDsMethodData(trxId, threeDsNotificationUrl('/gateway', M, trxId)),
    );
    const page = await suite.client.get(url.href);
    expect(formOf(await page.text()).action).toContain(`/deviceInfo/${M}/${trxId}`);
  });
});

describe('3-D Secure method that never notifies', () => {
  it('shows a method page with no form; the completion (after the page’s fallback) still approves', async () => {
    const { reply, trxId } = await startThreeDs('4000000000003238');
    expect(reply.CHECKOUT_TYPE).toBe('ACS');
    const page = await postMethodPage(reply['3ds_method'] ?? '', trxId);
    const html = await page.text();
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<script');
    expect(await transaction(trxId)).toMatchObject({ flow: 'silent', methodPageLoads: 1, notifications: 0 });
    const completed = await complete(trxId, { '3ds_method': 'N' });
    const approved = v.parse(checkoutObjectReplySchema, await completed.json());
    expect(new URL(approved.url ?? '').searchParams.get('status')).toBe('approved');
  });
});

describe('the method page and deviceInfo refuse what they should', () => {
  it.each([
    ['a notification URL on another origin', 'https://evil.example/gateway/rest/v2/deviceInfo/m/x', 400],
    ['a notification URL that is not deviceInfo', '/gateway/rest/v2/checkout', 400],
  ])('method page: %s → %i', async (_name, notificationUrl, status) => {
    const { reply, trxId } = await startThreeDs('4000000000003055');
    const response = await postMethodPage(reply['3ds_method'] ?? '', trxId, notificationUrl);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain('data-auto-submit');
  });

  it.each([
    ['malformed method data', '!!!', 400],
    ['method data that is not JSON', Buffer.from('not json').toString('base64url'), 400],
  ])('method page: %s → %i', async (_name, threeDSMethodData, status) => {
    const response = await suite.client.post(
      '/gateway/acs/method',
      { threeDSMethodData },
      { xsrfHeader: false },
    );
    expect(response.status).toBe(status);
  });

  it('method page: an unknown transaction → 404', async () => {
    const trxId = '00000000-0000-4000-8000-000000000000';
    const response = await postMethodPage(`${suite.sandbox.url}/gateway/acs/method`, trxId);
    expect(response.status).toBe(404);
  });

  it.each([
    ['another merchant', 'merchant-2', 'same'],
    ['a transaction id that differs from the path', M, 'other'],
  ])('deviceInfo for %s records nothing and sends no message', async (_name, merchant, idInBody) => {
    const { trxId } = await startThreeDs('4000000000003055');
    const sent = idInBody === 'same' ? trxId : '00000000-0000-4000-8000-000000000000';
    const response = await suite.client.post(
      `/gateway/rest/v2/deviceInfo/${merchant}/${trxId}`,
      {
        threeDSMethodData: Buffer.from(JSON.stringify({ threeDSServerTransID: sent })).toString('base64url'),
      },
      { xsrfHeader: false },
    );
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('method-complete.js');
    expect((await transaction(trxId)).notifications).toBe(0);
  });
});

describe('completion errors', () => {
  it.each([
    ['a key that is no 3ds_trxid', 'not-a-trx', {}, 400, 'bad_request'],
    ['an unknown transaction', '00000000-0000-4000-8000-000000000000', {}, 404, 'not_found'],
  ])('%s → %i', async (_name, key, overrides, status, error) => {
    const response = await complete(key, overrides);
    expect(response.status).toBe(status);
    expect(v.parse(gatewayErrorReplySchema, await response.json()).error).toBe(error);
  });

  it('a body 3ds_trxid that differs from the path → 400', async () => {
    const { trxId } = await startThreeDs('4000000000003055');
    const response = await complete(trxId, { '3ds_trxid': '00000000-0000-4000-8000-000000000000' });
    expect(response.status).toBe(400);
  });

  it('another merchant’s completion → 404', async () => {
    const { trxId } = await startThreeDs('4000000000003055');
    expect((await complete(trxId, { M: 'merchant-2' })).status).toBe(404);
  });
});

describe('3-D Secure challenge', () => {
  it.each([
    ['approve', { status: 'approved' }, 1],
    [
      'decline',
      { status: 'declined', z2: 'AUTHENTICATION_FAILED', z3: '3-D Secure authentication failed.' },
      0,
    ],
  ])('%s → landing page %o, charges %i', async (decision, query, charges) => {
    const { reply, trxId, fields } = await startThreeDs('4000000000003220');
    expect(reply.CHECKOUT_TYPE).toBe('CHALLENGE');
    // Completing before the shopper decided is refused.
    expect((await complete(trxId)).status).toBe(409);

    const page = await suite.client.get(reply['3ds_acsurl'] ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1 id="challenge-title">Confirm your payment<\/h1>/);
    expect(html).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
    expect(html).toContain('<button type="submit" name="decision" value="decline">Decline</button>');
    expect(html).not.toMatch(/<script|style=/);

    const decided = await suite.client.post(reply['3ds_acsurl'] ?? '', { decision }, { xsrfHeader: false });
    expect(decided.status).toBe(303);
    const location = new URL(decided.headers.get('location') ?? '');
    expect(location.pathname).toBe('/result/');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ ...query, method: 'card' });

    // Deciding twice does not change the outcome or charge again.
    const twice = await suite.client.post(
      reply['3ds_acsurl'] ?? '',
      { decision: 'approve' },
      { xsrfHeader: false },
    );
    expect(twice.headers.get('location')).toBe(decided.headers.get('location'));
    const record = await suite.client.get(
      `/gateway/__sandbox/payments?${new URLSearchParams({ M, uniqueRequestID: fields.uniqueRequestID ?? '' })}`,
    );
    expect(await record.json()).toMatchObject({ charges });
  });

  it('an unknown challenge → 404 page', async () => {
    const response = await suite.client.get(
      '/gateway/acs/challenge?trx=00000000-0000-4000-8000-000000000000',
    );
    expect(response.status).toBe(404);
  });
});
