import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { gatewayDialects } from '@scripts/server/gateway-dialect';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';
import { useSiteAndBrowser } from './harness/suite';

/**
 * An old link: the gateway's paymentRequest says the request is already paid or has expired
 * (the sandbox's RequestID knob, docs/test-cards.md), and the page says so instead of offering the
 * form, in both dialects; a request that says neither, or a gateway that fails or hangs on it,
 * leaves the form as it was, and the shopper pays.
 */

const approvedCard = testCards.find((card) => card.outcome === 'approved')?.number ?? '';
const paidText = 'This order has already been paid. There is nothing more to pay.';
const expiredText = 'This payment link has expired. Ask the shop for a new one.';
const cardNumber = (page: Page) => page.getByLabel('Card number');

describe.each(gatewayDialects)('paymentRequest in the %s dialect', (dialect) => {
  const suite = useSiteAndBrowser({ gateway: dialect });
  let context: BrowserContext;
  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.phone });
  });
  afterAll(() => context?.close());

  it.each([
    // the RequestID's knob, what the page says, whether the form stays
    ['paid', 'order-7-paid', paidText],
    ['expired', 'order-7-expired', expiredText],
  ])('%s: says so instead of the form, and Return to the shop goes to BackURL', async (_name, a1, text) => {
    const page = await context.newPage();
    const url = paymentUrl(suite.site.url, 'basic', { a1 });
    const backUrl = new URL(url).searchParams.get('BackURL') ?? '';
    await page.goto(url);
    await expect.poll(() => page.getByText(text).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cardNumber(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Return to the shop' }).click();
    await page.waitForURL(backUrl, { timeout: 10_000 });
    await page.close();
  });

  it('neither: the form stays and takes the payment', async () => {
    const page = await context.newPage();
    const asked = page.waitForResponse((response) => response.url().endsWith('/rest/v2/paymentRequest'));
    await page.goto(paymentUrl(suite.site.url, 'basic', { a1: 'order-7' }));
    expect((await asked).status()).toBe(dialect === 'full' ? 200 : 404);
    await page.waitForTimeout(300);
    expect(await page.getByText(paidText).count()).toBe(0);
    await enterCard(page, { number: approvedCard });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    await page.close();
  });
});

describe('a gateway that is down or hangs on paymentRequest', () => {
  const suite = useSiteAndBrowser();
  let context: BrowserContext;
  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.phone });
  });
  afterAll(() => context?.close());

  it.each([
    ['refuses the connection', 'abort'],
    ['answers 503', 'fail'],
    ['never answers', 'hang'],
  ] as const)('%s: the form stays usable and the payment goes through', async (_name, how) => {
    const page = await context.newPage();
    // Even for a request the sandbox would call paid: the page must not depend on the answer.
    await page.route(/\/rest\/v2\/paymentRequest$/, async (route) => {
      if (how === 'abort') return route.abort('connectionrefused');
      if (how === 'fail') return route.fulfill({ status: 503, body: '' });
      // Held: never fulfilled while the page is open.
      return undefined;
    });
    await page.goto(paymentUrl(suite.site.url, 'basic', { a1: 'order-8-paid' }));
    await enterCard(page, { number: approvedCard });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    await page.close();
  });
});
