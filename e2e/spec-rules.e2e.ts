import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { type GatewayDialect, gatewayDialects } from '@scripts/server/gateway-dialect';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

const amex = '378282246310005';

/** The form fields of the card payment the page posts, read from the request itself. */
async function checkoutFields(request: Promise<Request>): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams((await request).postData() ?? ''));
}

/**
 * Spec rules that decide what the page accepts and sends, in the browser and against both
 * gateways: card acceptance on strict and other variants, g1 with a new card, the recipient of a
 * money transfer, company names on cards, and the way back to saved cards.
 */
describe.each(gatewayDialects)('spec rules, %s gateway', (gateway: GatewayDialect) => {
  const suite = useSiteAndBrowser({ gateway });
  let context: BrowserContext;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.phone });
  });

  async function open(variant: string, query: Record<string, string> = {}): Promise<Page> {
    const page = await context.newPage();
    await page.goto(paymentUrl(suite.site.url, variant, query));
    return page;
  }

  const checkoutRequest = (page: Page) =>
    page.waitForRequest((request) => /\/rest\/v(2\/checkout|1\/storeAndPay)$/.test(request.url()));

  it('a non-strict variant (lusopay) takes an Amex card it does not advertise, and pays', async () => {
    const page = await open('lusopay');
    const problems = watchPage(page);
    await enterCard(page, { number: amex });
    const sent = checkoutFields(checkoutRequest(page));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect((await sent).b1).toBe(amex);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('a strict variant (basic) refuses the same Amex card and sends nothing', async () => {
    const page = await open('basic');
    let posted = false;
    page.on('request', (request) => {
      // Any POST but the paymentRequest look-up every payment page makes as it opens.
      if (request.method() === 'POST' && !request.url().endsWith('/rest/v2/paymentRequest')) posted = true;
    });
    await enterCard(page, { number: amex });
    await page.getByRole('button', { name: /^Pay/ }).click();
    // Once on the field, and once as the error summary's link to it.
    const refusal = 'This card type is not accepted here.';
    await expect.poll(() => page.locator('.field__error', { hasText: refusal }).count()).toBe(1);
    expect(await page.getByRole('link', { name: refusal }).count()).toBe(1);
    expect(posted).toBe(false);
    await page.close();
  });

  it('g1 in the query travels with a new card, which the gateway charges as a card', async () => {
    const page = await open('basic', { g1: 'tok_store_under_this' });
    await enterCard(page, { number: '4111111111111111', name: 'ACME 2000 LTD' });
    const sent = checkoutFields(checkoutRequest(page));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    const fields = await sent;
    expect(fields.g1).toBe('tok_store_under_this');
    expect(fields.b1).toBe('4111111111111111');
    expect(fields.c1).toBe('ACME 2000 LTD');
    expect(new URL(page.url()).searchParams.get('method')).toBe('card');
    await page.close();
  });

  it('small_world asks for the recipient and sends j5, j13, j6, j7, j9', async () => {
    const page = await open('small_world');
    await enterCard(page, { number: '4111111111111111' });
    const recipient = page.getByRole('group', { name: 'Recipient' });
    await recipient.getByLabel('First name').fill('Amara');
    await recipient.getByLabel('Last name').fill('Okafor');
    await recipient.getByLabel('Street address').fill('12 Marina Road');
    await recipient.getByLabel('City').fill('Lagos');
    await recipient.getByLabel('Country').selectOption('NGA');
    const sent = checkoutFields(checkoutRequest(page));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    const fields = await sent;
    expect([fields.j5, fields.j13, fields.j6, fields.j7, fields.j9]).toEqual([
      'Amara',
      'Okafor',
      '12 Marina Road',
      'Lagos',
      'NGA',
    ]);
    await page.close();
  });

  it('small_world does not pay without the recipient', async () => {
    const page = await open('small_world');
    let posted = false;
    page.on('request', (request) => {
      // Any POST but the paymentRequest look-up every payment page makes as it opens.
      if (request.method() === 'POST' && !request.url().endsWith('/rest/v2/paymentRequest')) posted = true;
    });
    await enterCard(page, { number: '4111111111111111' });
    await page.getByRole('button', { name: /^Pay/ }).click();
    const recipient = page.getByRole('group', { name: 'Recipient' });
    await expect.poll(() => recipient.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(false);
    await page.close();
  });

  it.each([
    ['moneycorp_bank', true],
    ['basic', false],
  ])('%s: after "Use a new card", a way back to the saved cards: %s', async (variant, wayBack) => {
    const page = await open(variant, { tokenList: savedVisa });
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await expect.poll(() => page.getByLabel('Card number').isVisible()).toBe(true);
    const back = page.getByRole('button', { name: 'Use a saved card' });
    if (wayBack) {
      await back.click();
      await expect.poll(() => page.getByRole('radio', { name: /ending 1111/ }).isVisible()).toBe(true);
    } else {
      expect(await back.count()).toBe(0);
    }
    await page.close();
  });
});
