import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payWithCard } from '@/features/checkout/state/pay-with-card';
import { completionReserveMs, paymentBudgetMs } from '@/features/checkout/state/post-with-resend';
import { HttpError } from '@/platform/http-client';
import { $cardForm } from '@/state/card-form';
import { $focusRequest } from '@/state/focus-request';
import { $checkingWithBank, $notice, $request } from '@/state/stores';
import { installFakeGateway, neverAnswers } from '@/testing/fake-services';
import { fillValidCard } from '@/testing/fill-valid-card';
import { resetStores } from '@/testing/reset-stores';

const now = new Date('2026-11-22T12:00:00Z');

describe('the checkout flow', () => {
  beforeEach(() => {
    resetStores();
    fillValidCard();
  });
  afterEach(() => resetStores());

  it('posts the card to the v2 checkout with the spec field codes and follows a URL reply', async () => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': { CHECKOUT_TYPE: 'URL', url: 'https://merchant.example/thanks' },
    });
    await payWithCard(now);
    expect(gateway.posts).toHaveLength(1);
    const body = gateway.posts[0]?.body;
    expect(body?.get('b1')).toBe('4111111111111111');
    expect(body?.get('b3')).toBe('12');
    expect(body?.get('b4')).toBe('30');
    expect(body?.get('b5')).toBe('123');
    expect(body?.get('c1')).toBe('Ana Silva');
    expect(body?.get('M')).toBe('M1001');
    expect(body?.get('3ds_challengewindowsize')).toBe('05');
    expect(gateway.pings).toEqual(['https://merchant.example/thanks']);
    expect(gateway.navigations).toEqual(['https://merchant.example/thanks']);
    expect($request.get()).toBe('processing');
  });

  it.each([
    ['controllerVersion v1', { controllerVersion: 'v1' }, {}, '/rest/v1/storeAndPay'],
    ['store-and-pay variant', { controllerVersion: 'v2' }, { storeAndPay: true }, '/rest/v1/storeAndPay'],
    ['v2 without store-and-pay', { controllerVersion: 'v2' }, {}, '/rest/v2/checkout'],
  ])('chooses the endpoint: %s', async (_name, config, settings, endpoint) => {
    resetStores({ config, settings });
    fillValidCard();
    const gateway = installFakeGateway({ [endpoint]: 'https://merchant.example/ok' });
    await payWithCard(now);
    expect(gateway.posts.map((post) => post.url)).toEqual([`https://pay.example/gateway${endpoint}`]);
    expect(gateway.navigations).toEqual(['https://merchant.example/ok']);
  });

  it('sends a bare-string reply and a CHALLENGE to their URLs', async () => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': { CHECKOUT_TYPE: 'CHALLENGE', '3ds_acsurl': 'https://acs.example/challenge?t=1' },
    });
    await payWithCard(now);
    expect(gateway.navigations).toEqual(['https://acs.example/challenge?t=1']);
  });

  it('runs the 3-D Secure method step, then exactly one completion, and follows its reply', async () => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': {
        CHECKOUT_TYPE: 'ACS',
        '3ds_trxid': 'trx-1',
        '3ds_method': 'https://acs.example/method',
      },
      '/rest/v2/checkout/trx-1': { CHECKOUT_TYPE: 'URL', url: 'https://merchant.example/paid' },
    });
    await payWithCard(now);
    expect(gateway.methodSteps).toHaveLength(1);
    expect(gateway.methodSteps[0]?.methodUrl).toBe('https://acs.example/method');
    const decoded = JSON.parse(
      Buffer.from(gateway.methodSteps[0]?.encodedMethodData ?? '', 'base64url').toString('utf8'),
    ) as Record<string, string>;
    expect(decoded).toEqual({
      threeDSServerTransID: 'trx-1',
      threeDSMethodNotificationURL: 'https://pay.example/gateway/rest/v2/deviceInfo/M1001/trx-1',
    });
    const completion = gateway.posts[1];
    expect(completion?.url).toBe('https://pay.example/gateway/rest/v2/checkout/trx-1');
    expect(completion?.body.get('3ds_trxid')).toBe('trx-1');
    expect(completion?.body.get('3ds_method')).toBe('https://acs.example/method');
    expect(completion?.body.get('encodedMethodData')).toBe(gateway.methodSteps[0]?.encodedMethodData);
    expect(completion?.body.get('RequestID')).toBe('REQ-2024-0001');
    expect(completion?.body.has('b1')).toBe(false);
    expect(gateway.posts).toHaveLength(2);
    expect(gateway.navigations).toEqual(['https://merchant.example/paid']);
  });

  it.each<[string, Record<string, string>]>([
    ['with a method URL', { '3ds_method': 'https://acs.example/method' }],
    ['without a method URL', {}],
  ])(
    'says the bank is being asked from the 3-D Secure step until the completion answers (%s)',
    async (_name, method) => {
      const seen: Array<[string, boolean, string]> = [];
      const gateway = installFakeGateway(
        {
          '/rest/v2/checkout': { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'trx-b', ...method },
          '/rest/v2/checkout/trx-b': { CHECKOUT_TYPE: 'RETRY' },
        },
        {
          runThreeDsMethod: async () => {
            seen.push(['method step', $checkingWithBank.get(), $request.get()]);
            return 'notified';
          },
        },
      );
      const watch = $checkingWithBank.listen((checking) => seen.push(['change', checking, $request.get()]));
      await payWithCard(now);
      watch();
      const methodStep = method['3ds_method'] ? [['method step', true, 'processing']] : [];
      expect(seen).toEqual([['change', true, 'processing'], ...methodStep, ['change', false, 'processing']]);
      expect(gateway.posts).toHaveLength(2);
      // RETRY: the form is the shopper's again.
      expect($request.get()).toBe('none');
    },
  );

  it('stops saying the bank is being asked when the completion cannot be sent', async () => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'trx-c' },
      '/rest/v2/checkout/trx-c': new HttpError('Error Code: 500, Message: down', 500),
    });
    await payWithCard(now);
    expect($checkingWithBank.get()).toBe(false);
    expect(gateway.navigations).toHaveLength(1);
  });

  it('an ACS reply without a method URL skips the frame and completes at once', async () => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'trx-2' },
      '/rest/v2/checkout/trx-2': 'https://merchant.example/paid',
    });
    await payWithCard(now);
    expect(gateway.methodSteps).toEqual([]);
    expect(gateway.posts.map((post) => post.url)).toEqual([
      'https://pay.example/gateway/rest/v2/checkout',
      'https://pay.example/gateway/rest/v2/checkout/trx-2',
    ]);
    const completion = Object.fromEntries(gateway.posts[1]?.body ?? []);
    expect(completion).toEqual({ '3ds_trxid': 'trx-2', M: 'M1001', RequestID: 'REQ-2024-0001' });
    expect(gateway.navigations).toEqual(['https://merchant.example/paid']);
  });

  it.each([
    ['a plain-http issuer', 'http://acs.bank.example/method'],
    ['a plain-http issuer given as its IP address', 'http://192.0.2.10/method'],
  ])(
    'an ACS reply whose method URL the page may not frame (%s) completes at once and tells monitoring',
    async (_name, methodUrl) => {
      const gateway = installFakeGateway({
        '/rest/v2/checkout': { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'trx-h', '3ds_method': methodUrl },
        '/rest/v2/checkout/trx-h': 'https://merchant.example/paid',
      });
      await payWithCard(now);
      expect(gateway.methodSteps).toEqual([]);
      const completion = Object.fromEntries(gateway.posts[1]?.body ?? []);
      expect(completion).toEqual({ '3ds_trxid': 'trx-h', M: 'M1001', RequestID: 'REQ-2024-0001' });
      expect(gateway.problems).toEqual([
        `${methodUrl} 3-D Secure method URL is not https: method step skipped`,
      ]);
      expect(gateway.navigations).toEqual(['https://merchant.example/paid']);
    },
  );

  it.each<[string, unknown]>([
    ['a bare string', 'https://merchant.example/paid'],
    ['an untyped { url }', { url: 'https://merchant.example/paid', reference: 'R-1' }],
    ['a URL reply with extra fields', { CHECKOUT_TYPE: 'URL', url: 'https://merchant.example/paid', x: 1 }],
  ])('follows a completion reply given as %s', async (_name, completionReply) => {
    const gateway = installFakeGateway({
      '/rest/v2/checkout': {
        CHECKOUT_TYPE: 'ACS',
        '3ds_trxid': 'trx-3',
        '3ds_method': 'https://acs.example/m',
      },
      '/rest/v2/checkout/trx-3': completionReply,
    });
    await payWithCard(now);
    expect(gateway.navigations).toEqual(['https://merchant.example/paid']);
  });

  it('RETRY makes the form usable again and tells the shopper', async () => {
    const gateway = installFakeGateway({ '/rest/v2/checkout': { CHECKOUT_TYPE: 'RETRY' } });
    await payWithCard(now);
    expect($request.get()).toBe('none');
    expect($notice.get()).toEqual({ key: 'status.retry', tone: 'error' });
    expect(gateway.navigations).toEqual([]);
  });

  it.each([
    ['WRONG_CVV', 'card.cvv.wrong', 'cvv'],
    ['CARD_EXPIRED', 'status.cardExpired', 'expiryDate'],
  ])('RETRY with %s shows %s and focuses the %s field', async (errorCode, key, field) => {
    installFakeGateway({ '/rest/v2/checkout': { CHECKOUT_TYPE: 'RETRY', errorCode } });
    await payWithCard(now);
    expect($notice.get()?.key).toBe(key);
    expect($focusRequest.get()?.field).toBe(field);
    if (errorCode === 'WRONG_CVV') expect($cardForm.get().cvv).toBe('');
  });

  it.each(['constructor', 'toString', '__proto__', 'SOMETHING_ELSE'])(
    'RETRY with the code %s is a plain "try again"',
    async (errorCode) => {
      installFakeGateway({ '/rest/v2/checkout': { CHECKOUT_TYPE: 'RETRY', errorCode } });
      await payWithCard(now);
      expect($notice.get()).toEqual({ key: 'status.retry', tone: 'error' });
    },
  );

  const failed = ['failed', 'Internal server error. Please contact HPP support.'] as const;
  const unknown = [
    'unknown',
    'Payment status unknown: the payment may have gone through. Check its status with HPP support before paying again.',
  ] as const;

  // A failure the gateway answered is `failed`; one whose reply may be lost (no answer, a proxy's
  // 502/503/504, each re-send lost too) is `unknown`: the gateway may have charged.
  it.each<[string, unknown, readonly [string, string]]>([
    ['an HTTP 500', new HttpError('Error Code: 500, Message: boom', 500), failed],
    ['an HTTP 400', new HttpError('Error Code: 400, Message: bad', 400), failed],
    ['a network error on every send', new HttpError('Error: Failed to fetch'), unknown],
    ['a 504 from a proxy on every send', new HttpError('Error Code: 504, Message: timeout', 504), unknown],
    ['a reply that fails its schema', { CHECKOUT_TYPE: 'TELEPORT', url: 'https://x.example' }, failed],
    ['a javascript: URL', { CHECKOUT_TYPE: 'URL', url: 'javascript:alert(1)' }, failed],
    ['a data: URL string', 'data:text/html,<script>alert(1)</script>', failed],
    [
      'an ACS reply without a transaction id',
      { CHECKOUT_TYPE: 'ACS', '3ds_method': 'https://acs.example/m' },
      failed,
    ],
    ['null', null, failed],
  ])('%s raises the failure event and goes to FailURL with z2/z3/outcome', async (_name, reply, expected) => {
    const [outcome, message] = expected;
    const gateway = installFakeGateway({ '/rest/v2/checkout': reply });
    await payWithCard(now);
    expect(gateway.failures).toHaveLength(1);
    expect(gateway.navigations).toHaveLength(1);
    const target = new URL(gateway.navigations[0] ?? '');
    expect(target.origin + target.pathname).toBe('https://merchant.example/fail');
    expect(target.searchParams.get('order')).toBe('1001');
    expect(target.searchParams.get('z2')).toBe('-10');
    expect(target.searchParams.get('z3')).toBe(message);
    expect(target.searchParams.get('outcome')).toBe(outcome);
  });

  it('falls back to the page address when FailURL is javascript:', async () => {
    resetStores({ config: { failUrl: 'javascript:alert(document.cookie)' } });
    fillValidCard();
    const gateway = installFakeGateway(
      { '/rest/v2/checkout': new HttpError('Error Code: 502, Message: bad gateway', 502) },
      { pageUrl: 'https://hpp.example/basic/?M=M1001' },
    );
    await payWithCard(now);
    const target = new URL(gateway.navigations[0] ?? '');
    expect(target.href.startsWith('https://hpp.example/basic/?M=M1001&z2=-10&z3=')).toBe(true);
  });

  it('sends exactly one request on a double submit', async () => {
    let release: (value: unknown) => void = () => undefined;
    const gateway = installFakeGateway({
      '/rest/v2/checkout': () => new Promise((resolve) => (release = resolve)),
    });
    const first = payWithCard(now);
    const second = payWithCard(now);
    const third = payWithCard(now);
    expect(await second).toBe(false);
    expect(await third).toBe(false);
    // The services come through a loader, as on the page: the one request goes out a tick later.
    await vi.waitFor(() => expect(gateway.posts).toHaveLength(1));
    release('https://merchant.example/ok');
    await first;
    expect(gateway.posts).toHaveLength(1);
  });

  it('refuses to send an invalid form and asks to focus the first invalid field', async () => {
    $cardForm.setKey('cardNumber', '4111 1111 1111 1112');
    const gateway = installFakeGateway({});
    expect(await payWithCard(now)).toBe(false);
    expect(gateway.posts).toHaveLength(0);
    expect($focusRequest.get()?.field).toBe('cardNumber');
    expect($request.get()).toBe('none');
  });

  it('gives up after three chained method steps instead of looping', async () => {
    const acs = { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'loop', '3ds_method': 'https://acs.example/m' };
    const gateway = installFakeGateway({ '/rest/v2/checkout': acs, '/rest/v2/checkout/loop': acs });
    await payWithCard(now);
    expect(gateway.methodSteps).toHaveLength(3);
    expect(gateway.failures).toEqual(['too many 3-D Secure method steps']);
  });
});

describe('the payment time budget', () => {
  beforeEach(() => {
    resetStores();
    fillValidCard();
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStores();
  });

  /** Runs the payment on the fake clock and says when (ms after Pay) the page left. */
  async function payAndTimeTheOutcome(gateway: ReturnType<typeof installFakeGateway>) {
    const paid = payWithCard(new Date());
    let leftAfterMs: number | undefined;
    for (let elapsed = 0; elapsed <= 2 * paymentBudgetMs && leftAfterMs === undefined; elapsed += 250) {
      await vi.advanceTimersByTimeAsync(250);
      if (gateway.navigations.length > 0) leftAfterMs = elapsed + 250;
    }
    await paid;
    return leftAfterMs;
  }

  it('a checkout that is never answered ends within the budget, re-sent under the same request', async () => {
    const gateway = installFakeGateway({ '/rest/v2/checkout': neverAnswers });
    const leftAfterMs = await payAndTimeTheOutcome(gateway);
    expect(leftAfterMs).toBeLessThanOrEqual(paymentBudgetMs);
    expect(leftAfterMs).toBeGreaterThan(paymentBudgetMs - 1000);
    expect(gateway.posts.length).toBeGreaterThan(1);
    const bodies = new Set(gateway.posts.map((post) => post.body.toString()));
    expect(bodies.size).toBe(1);
    expect(gateway.failures).toHaveLength(1);
    // The merchant hears that the gateway may have charged, not a plain failure.
    expect(new URL(gateway.navigations[0] ?? '').searchParams.get('outcome')).toBe('unknown');
  });

  it('the method step and a never-answered completion share the one budget', async () => {
    const gateway = installFakeGateway(
      {
        '/rest/v2/checkout': {
          CHECKOUT_TYPE: 'ACS',
          '3ds_trxid': 'trx-t',
          '3ds_method': 'https://acs.example/m',
        },
        '/rest/v2/checkout/trx-t': neverAnswers,
      },
      {
        // The issuer never notifies: the step waits out its 10-second fallback.
        runThreeDsMethod: (request) =>
          new Promise((resolve) =>
            setTimeout(() => resolve('timeout'), Math.min(request.timeoutMs ?? 10_000, 10_000)),
          ),
      },
    );
    const leftAfterMs = await payAndTimeTheOutcome(gateway);
    expect(leftAfterMs).toBeLessThanOrEqual(paymentBudgetMs);
    expect(gateway.posts.filter((post) => post.url.endsWith('/trx-t')).length).toBeGreaterThan(1);
  });

  it('a late ACS reply still leaves the completion time to be sent: the method step is cut short', async () => {
    const methodWaits: number[] = [];
    const gateway = installFakeGateway(
      {
        // The checkout answers after 38 s of the 45.
        '/rest/v2/checkout': () =>
          new Promise((resolve) =>
            setTimeout(
              () =>
                resolve({
                  CHECKOUT_TYPE: 'ACS',
                  '3ds_trxid': 'trx-l',
                  '3ds_method': 'https://acs.example/m',
                }),
              38_000,
            ),
          ),
        '/rest/v2/checkout/trx-l': 'https://merchant.example/paid',
      },
      {
        runThreeDsMethod: (request) => {
          methodWaits.push(request.timeoutMs ?? 10_000);
          return new Promise((resolve) => setTimeout(() => resolve('timeout'), request.timeoutMs ?? 10_000));
        },
      },
    );
    const leftAfterMs = await payAndTimeTheOutcome(gateway);
    expect(methodWaits[0]).toBeLessThanOrEqual(paymentBudgetMs - completionReserveMs - 38_000);
    expect(gateway.navigations).toEqual(['https://merchant.example/paid']);
    expect(leftAfterMs).toBeLessThanOrEqual(paymentBudgetMs);
  });
});
