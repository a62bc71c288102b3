import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { gatewayDialects } from '@scripts/server/gateway-dialect';
import { variants } from '@variants/registry';
import { themes } from '@variants/themes';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestCardOutcome, testCards } from '@/core/gateway/test-cards';
import { describeViolations, runAxe } from './harness/axe';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

const cardFor = (outcome: TestCardOutcome) => {
  const card = testCards.find((entry) => entry.outcome === outcome);
  if (!card) throw new Error(`no test card for ${outcome}`);
  return card.number;
};

const themeOf = (path: string) => {
  const theme = themes[variants.find((entry) => entry.path === path)?.theme ?? ''];
  if (!theme) throw new Error(`no theme for ${path}`);
  return theme;
};

/** A themed variant with a strong brand colour that shows the amount. */
const variant = 'eupago';
const brandColour = themeOf(variant).colours.brand;
const merchantName = 'Loja Exemplo';
const backUrl = 'https://shop.example/cart?order=1001';

const gatewaysBySize = gatewayDialects.flatMap((gateway) =>
  Object.entries(viewports).map(([size, viewport]) => [gateway, size, viewport] as const),
);

/**
 * Outcome pages that lead somewhere: the result page keeps the payment page's mark, theme and amount
 * (from the return context the payment page left), "Try again" opens a fresh attempt that can be
 * paid, "Return to the shop" reaches BackURL; and the sandbox's own ACS and APM pages fit a phone.
 */
describe.each(gatewaysBySize)('outcome pages, %s gateway, at %s size', (gateway, _size, viewport) => {
  const suite = useSiteAndBrowser({ gateway });
  let context: BrowserContext;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport });
    // The merchant's shop: answered here so the test never leaves the machine.
    await context.route('https://shop.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Shop</title><p>Shop</p>',
      }),
    );
  });

  async function open(query: Record<string, string> = {}): Promise<Page> {
    const page = await context.newPage();
    await page.goto(
      paymentUrl(suite.site.url, variant, {
        merchantName,
        BackURL: backUrl,
        apmPaymentMethods: 'PayPal|MBWAY',
        ...query,
      }),
    );
    return page;
  }

  async function payWithCard(page: Page, outcome: TestCardOutcome): Promise<void> {
    await enterCard(page, { number: cardFor(outcome) });
    await page.getByRole('button', { name: /^Pay(?! with)/ }).click();
  }

  const rootProperty = (page: Page, name: string) =>
    page.evaluate(
      (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
      name,
    );

  it('a declined card: the merchant, its theme and amount, Try again pays with another card', async () => {
    const page = await open();
    const problems = watchPage(page);
    const firstId = new URL(page.url()).searchParams.get('uniqueRequestID');
    await payWithCard(page, 'declined');
    await page.waitForURL(/\/result\/\?.*status=declined/);
    // The brand the shopper paid under in the header; the merchant's name on the way back.
    // eupago's theme has a logo: the mark is that image (text only where a file fails).
    await expect
      .poll(() => page.locator('header .page__wordmark img').getAttribute('alt'))
      .toBe(themeOf(variant).logo?.alt ?? themeOf(variant).name);
    // The result variant's own theme differs, so only the carried-over theme passes.
    expect(themeOf('result').colours.brand).not.toBe(brandColour);
    // Polled: the result page takes on the paid-under theme in an effect after the render that
    // showed the logo above.
    await expect.poll(() => rootProperty(page, '--hpp-brand')).toBe(brandColour);
    if (gateway === 'full') expect(await page.getByText(/^Amount: €/).count()).toBe(1);
    // The carried-over theme and the two links still meet WCAG AA.
    expect(describeViolations(await runAxe(page))).toEqual([]);

    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === `/${variant}/`);
    expect(new URL(page.url()).searchParams.get('uniqueRequestID')).toBe(`${firstId}-r2`);
    await payWithCard(page, 'approved');
    await page.waitForURL(/\/result\/\?.*status=approved/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment successful');
    expect(await page.getByRole('link', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: `Return to ${merchantName}` }).getAttribute('href')).toBe(
      backUrl,
    );
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('Back to the payment page and paying again: the replayed decline says it is the earlier outcome', async () => {
    const page = await open();
    await payWithCard(page, 'declined');
    await page.waitForURL(/\/result\/\?.*status=declined/);
    await expect.poll(() => page.getByRole('link', { name: 'Try again' }).count()).toBe(1);
    expect(await page.getByText('You had already finished this payment attempt').count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/${variant}/`);
    await payWithCard(page, 'approved');
    await page.waitForURL(/\/result\/\?.*status=declined/);
    await expect
      .poll(() =>
        page
          .getByText('You had already finished this payment attempt, so this is its earlier outcome.')
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Try again' }).count()).toBe(1);
    await page.close();
  });

  it('a gateway error: Return to the shop goes to BackURL', async () => {
    const page = await open();
    await payWithCard(page, 'gateway-error');
    await page.waitForURL(/\/result\/\?.*z2=-10/);
    // The brand the shopper paid under in the header; the merchant's name on the way back.
    // eupago's theme has a logo: the mark is that image (text only where a file fails).
    await expect
      .poll(() => page.locator('header .page__wordmark img').getAttribute('alt'))
      .toBe(themeOf(variant).logo?.alt ?? themeOf(variant).name);
    expect(await page.getByRole('link', { name: 'Try again' }).count()).toBe(1);
    await page.getByRole('link', { name: `Return to ${merchantName}` }).click();
    await page.waitForURL(backUrl);
    await page.close();
  });

  /** Whether the element's box lies wholly inside the viewport's width and height. */
  async function insideViewport(page: Page, selector: string): Promise<boolean> {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) return false;
    return (
      box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
    );
  }

  it('the simulated ACS challenge: title and Approve inside the viewport, a padded card; Decline says so', async () => {
    const page = await open();
    await payWithCard(page, '3ds-challenge');
    await page.waitForURL(/\/gateway\/acs\/challenge/);
    expect(await insideViewport(page, 'h1')).toBe(true);
    expect(await insideViewport(page, 'button[value="approve"]')).toBe(true);
    const card = await page.locator('main').boundingBox();
    expect(card?.x).toBeGreaterThanOrEqual(12);
    expect((await page.locator('button[value="approve"]').boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/result\/\?.*z2=AUTHENTICATION_FAILED/);
    await expect.poll(() => page.getByText('The bank could not confirm it was you.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Try again' }).count()).toBe(1);
    await page.close();
  });

  it.each([
    ['MBWAY', 'MB WAY'],
    ['PayPal', 'PayPal'],
  ])('the simulated %s provider page names it %s and fits the viewport', async (method, name) => {
    const page = await open({ apmPaymentMethods: method });
    await page.getByRole('button', { name: `Pay with ${name}` }).click();
    await page.waitForURL(/\/gateway\/apm\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Pay with ${name}`);
    expect(await insideViewport(page, 'h1')).toBe(true);
    expect(await insideViewport(page, 'button[value="pay"]')).toBe(true);
    await page.close();
  });
});
