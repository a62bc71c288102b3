import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { startSite } from '@scripts/browser/site';
import { type GatewayDialect, gatewayDialects } from '@scripts/server/gateway-dialect';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestCardOutcome, testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

const cardFor = (outcome: TestCardOutcome) => {
  const card = testCards.find((entry) => entry.outcome === outcome);
  if (!card) throw new Error(`no test card for ${outcome}`);
  return card;
};

/** Every flow against our full sandbox and against a gateway that answers only what the spec allows. */
const gatewaysBySize = gatewayDialects.flatMap((gateway) =>
  Object.keys(viewports).map((size) => [gateway, size as keyof typeof viewports] as const),
);

/**
 * The flows that the cross-engine suite (e2e/cross-engine/flows.ts, sizesFor) already runs in
 * Chromium on the same gateway at the same size, with the same checks: not run twice. Each of
 * them also runs here or there at the other size.
 */
const inCrossEngineChromium: Record<string, readonly string[]> = {
  'full phone': ['declined', 'RETRY', '3-D Secure challenge Approve'],
  'full desktop': [
    'gateway error',
    'a lost reply',
    '3-D Secure frictionless',
    '3-D Secure challenge Decline',
  ],
  'minimal phone': ['declined', 'gateway error', '3-D Secure frictionless'],
};

describe.each(gatewaysBySize)('card payments end to end, %s gateway, at %s size', (gateway, size) => {
  const viewport = viewports[size];
  const suite = useSiteAndBrowser({ gateway });
  const here = (flow: string) => !inCrossEngineChromium[`${gateway} ${size}`]?.includes(flow);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport });
  });

  async function payWith(outcome: TestCardOutcome, variant = 'basic', query: Record<string, string> = {}) {
    page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(paymentUrl(suite.site.url, variant, query));
    await enterCard(page, { number: cardFor(outcome).number });
    await page.getByRole('button', { name: /^Pay/ }).click();
    return problems;
  }

  it('approved: lands on the result page as approved', async () => {
    const problems = await payWith('approved');
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  if (here('3-D Secure frictionless'))
    it('3-D Secure frictionless: method step, completion, approved', async () => {
      await payWith('3ds-frictionless');
      await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 15_000 });
      await page.close();
    });

  const challengeButtons: [string, RegExp][] = [
    ['Approve', /status=approved/],
    ['Decline', /z2=/],
  ];
  for (const [button, landing] of challengeButtons.filter(([name]) => here(`3-D Secure challenge ${name}`))) {
    it(`3-D Secure challenge: ${button} on the simulated ACS`, async () => {
      await payWith('3ds-challenge');
      await page.waitForURL(/\/gateway\/acs\/challenge/);
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL(landing);
      await page.close();
    });
  }

  if (here('declined'))
    it('declined: lands on the failure page with a code', async () => {
      await payWith('declined');
      await page.waitForURL(/\/result\/\?.*z2=/);
      await page.close();
    });

  if (here('gateway error'))
    it('gateway error: goes to FailURL with z2=-10 and the default message', async () => {
      await payWith('gateway-error');
      await page.waitForURL(/\/result\/\?.*z2=-10/);
      const url = new URL(page.url());
      expect(url.searchParams.get('z3')).toBe('Internal server error. Please contact HPP support.');
      await page.close();
    });

  if (here('a lost reply'))
    it('a lost reply: the page says it is still confirming, sends the same request again, and lands approved, charged once', async () => {
      await payWith('reply-lost');
      const uniqueRequestID = new URL(page.url()).searchParams.get('uniqueRequestID') ?? '';
      await expect.poll(() => page.getByText(/still confirming your payment/).count()).toBe(1);
      await page.waitForURL(/\/result\/\?.*status=approved/);
      const record = await fetch(
        `${suite.site.url}/gateway/__sandbox/payments?${new URLSearchParams({ M: 'M1001', uniqueRequestID })}`,
      ).then((response) => response.json());
      expect(record).toMatchObject({ status: 'approved', charges: 1 });
      await page.close();
    });

  if (here('RETRY'))
    it('RETRY: the form is usable again and says so', async () => {
      await payWith('retry');
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('did not go through');
      expect(await page.getByRole('button', { name: /^Pay/ }).getAttribute('aria-busy')).toBe('false');
      await page.close();
    });

  // Only our full sandbox names the reason for a RETRY (spec section 8: "uses not shown"); from
  // the minimal gateway the same cards give the plain "try again", and nothing is emptied.
  const named = gateway === 'full';

  it(`WRONG_CVV: ${named ? 'says so and focuses the emptied security code' : 'a plain RETRY'}`, async () => {
    await payWith('wrong-cvv');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(named ? 'security code' : 'did not go through');
    if (named) {
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('cc-csc');
    }
    expect(await page.getByLabel('Security code').inputValue()).toBe(named ? '' : '123');
    await page.close();
  });

  it(`CARD_EXPIRED: ${named ? 'says so and focuses the expiry' : 'a plain RETRY'}`, async () => {
    await payWith('expired');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(named ? 'expired' : 'did not go through');
    if (named) {
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('cc-exp');
    }
    await page.close();
  });
});

/** When the sandbox heard the method notification and the page's completion, for one payment. */
async function methodStepTimes(site: string, urlOfPage: string) {
  const query = new URL(urlOfPage).searchParams;
  const payment = (await (
    await fetch(
      `${site}/gateway/__sandbox/payments?${new URLSearchParams({
        M: query.get('M') ?? '',
        uniqueRequestID: query.get('uniqueRequestID') ?? '',
      })}`,
    )
  ).json()) as { trxId: string };
  return (await (await fetch(`${site}/gateway/__sandbox/transactions/${payment.trxId}`)).json()) as {
    methodPageLoads: number;
    notifications: number;
    completions: number;
    notifiedAt?: number;
    completedAt?: number;
  };
}

describe.each(gatewayDialects)('the 3-D Secure method step, %s gateway', (gateway: GatewayDialect) => {
  const suite = useSiteAndBrowser({ gateway });

  it('completes within 1 s of the notification page loading, with exactly one completion', async () => {
    const page = await suite.browser.newPage();
    const url = paymentUrl(suite.site.url, 'basic');
    await page.goto(url);
    await enterCard(page, { number: cardFor('3ds-frictionless').number });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 15_000 });
    const trx = await methodStepTimes(suite.site.url, url);
    expect(trx.notifications).toBe(1);
    expect(trx.completions).toBe(1);
    const delay = (trx.completedAt ?? Number.POSITIVE_INFINITY) - (trx.notifiedAt ?? 0);
    console.log(`3-D Secure method step, ${gateway} gateway: completion ${delay} ms after the notification`);
    // At once, not by the 10 s fallback: 3 s leaves room for a busy machine (two files at a time).
    expect(delay).toBeLessThan(3_000);
    await page.close();
  });

  it('an ACS reply without a method URL: no method frame, one completion at once, approved', async () => {
    const page = await suite.browser.newPage();
    const url = paymentUrl(suite.site.url, 'basic');
    await page.goto(url);
    await enterCard(page, { number: cardFor('3ds-no-method').number });
    const started = Date.now();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const trx = await methodStepTimes(suite.site.url, url);
    expect([trx.methodPageLoads, trx.notifications, trx.completions]).toEqual([0, 0, 1]);
    await page.close();
  });

  it('a method that never notifies: the 10-second fallback completes the payment', async () => {
    const page = await suite.browser.newPage();
    const url = paymentUrl(suite.site.url, 'basic');
    await page.goto(url);
    await enterCard(page, { number: cardFor('3ds-method-silent').number });
    const started = Date.now();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    expect((await methodStepTimes(suite.site.url, url)).completions).toBe(1);
    await page.close();
  });
});

describe('flows that take real time or a monitored variant', () => {
  const suite = useSiteAndBrowser();

  it('slow reply on a monitored variant (eupago): waiting pings then a redirect ping, no card data', async () => {
    const slowSite = await startSite({ latencyScale: 1 });
    try {
      const page = await suite.browser.newPage();
      const url = paymentUrl(slowSite.url, 'eupago');
      const uniqueRequestID = new URL(url).searchParams.get('uniqueRequestID');
      await page.goto(url);
      const card = cardFor('slow-approved');
      await enterCard(page, { number: card.number });
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
      const response = await fetch(`${slowSite.url}/gateway/__sandbox/pings`);
      const { pings } = (await response.json()) as { pings: { query: Record<string, string> }[] };
      const states = pings.map((ping) => ping.query.state);
      expect(states.filter((state) => state === 'waiting').length).toBeGreaterThanOrEqual(2);
      expect(states).toContain('redirect');
      const everything = JSON.stringify(pings);
      expect(everything).not.toContain(card.number);
      expect(everything).not.toContain(uniqueRequestID ?? 'x');
      await page.close();
    } finally {
      await slowSite.server.close();
    }
  });
});
