import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { type Site, startSite } from '@scripts/browser/site';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/** A merchant shop that is not the payment site: Playwright answers it, no server needed. */
const shopOrigin = 'http://shop.e2e.test';

/**
 * Leaving the page: Back (spec section 4: BackURL if set and not blank, else the referrer) and
 * the redirects of an iframe variant, which go to the top window (spec section 2).
 */
describe('navigation away from the payment page', () => {
  const suite = useSiteAndBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.desktop });
    await context.route(`${shopOrigin}/**`, (route) => {
      const url = new URL(route.request().url());
      const body =
        url.pathname === '/checkout'
          ? // The shop links to the payment page the way a merchant's checkout does.
            `<!doctype html><title>Checkout</title><a id="pay" href="${url.searchParams.get('to') ?? ''}">Pay now</a>`
          : `<!doctype html><title>Shop ${url.pathname}</title><h1>Shop page ${url.pathname}</h1>`;
      return route.fulfill({ status: 200, contentType: 'text/html', body });
    });
  });

  /** A page on the payment site's own origin that frames `src` (frame-ancestors 'self' allows it). */
  async function framingPage(src: string, sandbox?: string): Promise<Page> {
    const page = await context.newPage();
    const parentUrl = new URL('/e2e-parent.html', suite.site.url).href;
    await page.route(parentUrl, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>Merchant</title><h1>Merchant page</h1>
          <iframe id="hpp" title="Payment" width="420" height="780" src="${src.replace(/&/g, '&amp;')}"
          ${sandbox === undefined ? '' : `sandbox="${sandbox}"`}></iframe>`,
      }),
    );
    await page.goto(parentUrl);
    return page;
  }

  /** enterCard's steps inside a frame (the harness helper takes a Page). */
  async function enterApprovedCard(frame: Frame): Promise<void> {
    await frame.getByLabel('Card number').pressSequentially('4111111111111111');
    await frame.getByLabel('Expiry date').pressSequentially('1230');
    await frame.getByLabel('Security code').pressSequentially('123');
    await frame.getByLabel('Name on card').pressSequentially('Ana Silva');
  }

  async function paymentFrame(page: Page): Promise<Frame> {
    const handle = await page.waitForSelector('#hpp');
    const frame = await handle.contentFrame();
    if (!frame) throw new Error('the iframe has no frame');
    return frame;
  }

  it('Back goes to BackURL', async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(paymentUrl(suite.site.url, 'basic', { BackURL: `${shopOrigin}/cart` }));
    // Back is in the HTML, its handler comes with hydration (a click after the script has arrived
    // is made again then; before it, nothing on the page can act on it).
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${shopOrigin}/cart`);
    expect(await page.locator('h1').textContent()).toBe('Shop page /cart');
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it.each([
    ['absent', undefined],
    ['blank', '   '],
  ])('Back goes to the referrer when BackURL is %s', async (_case, backUrl) => {
    const page = await context.newPage();
    const target = paymentUrl(suite.site.url, 'basic', { BackURL: backUrl });
    await page.goto(`${shopOrigin}/checkout?to=${encodeURIComponent(target)}`);
    await page.click('#pay');
    await page.getByRole('button', { name: 'Back' }).waitFor();
    // Back is in the HTML, its handler comes with hydration: a click before then does nothing.
    await page.locator('#root[data-render="hydrated"]').waitFor();
    // The shop is another origin: its default referrer policy sends the origin only.
    expect(await page.evaluate(() => document.referrer)).toBe(`${shopOrigin}/`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${shopOrigin}/`);
    await page.close();
  });

  it('an iframe variant (pinergy) in a frame: paying navigates the top window to the result page', async () => {
    const page = await framingPage(paymentUrl(suite.site.url, 'pinergy'));
    const problems = watchPage(page);
    const frame = await paymentFrame(page);
    await frame.getByLabel('Card number').waitFor();
    // pinergy hides Back: it lives inside the merchant's page.
    expect(await frame.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await enterApprovedCard(frame);
    await frame.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('an iframe variant in a sandboxed frame without allow-top-navigation: only the frame moves on', async () => {
    const page = await framingPage(
      paymentUrl(suite.site.url, 'pinergy'),
      'allow-scripts allow-forms allow-same-origin',
    );
    const frame = await paymentFrame(page);
    await frame.getByLabel('Card number').waitFor();
    await enterApprovedCard(frame);
    await frame.getByRole('button', { name: /^Pay/ }).click();
    await frame.waitForURL(/\/result\/\?.*status=approved/);
    expect(page.url()).toMatch(/\/e2e-parent\.html$/);
    await expect.poll(() => frame.locator('h1').textContent()).toBe('Payment successful');
    await page.close();
  });

  it('a variant not meant for a frame (basic) refuses to be framed at all', async () => {
    const url = paymentUrl(suite.site.url, 'basic');
    const headers = (await fetch(url)).headers;
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await framingPage(url);
    const frame = await paymentFrame(page);
    // Chromium replaces a refused frame with its own error page: no form is ever shown.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('input').count()).toBe(0);
    expect(page.url()).toMatch(/\/e2e-parent\.html$/);
    await page.close();
  });
});

describe('coming back to the payment page', () => {
  // One site and one Chromium with the back/forward cache on, as shoppers have it; a context each.
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium({ backForwardCache: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.server.close();
  });

  it('Back from the result page gives a usable form, not a page stuck on "Processing…"', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(paymentUrl(site.url, 'basic'));
      await enterCard(page, { number: '4111111111111111' });
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      await page.goBack();
      const pay = page.getByRole('button', { name: /^Pay/ });
      await pay.waitFor();
      expect(await pay.getAttribute('aria-busy')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('the back/forward cache never holds the card: restored, the page shows no card data', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // Runs before the page's own scripts, so its pageshow listener reads the restored page
      // before the page reloads itself; what it saw survives the reload in sessionStorage.
      await page.addInitScript(() => {
        addEventListener('pageshow', (event) => {
          if (!event.persisted) return;
          const values = [...document.querySelectorAll<HTMLInputElement>('input[autocomplete^="cc-"]')].map(
            (input) => input.value,
          );
          sessionStorage.setItem('e2e-restored', JSON.stringify(values));
        });
      });
      await page.goto(paymentUrl(site.url, 'basic'));
      await enterCard(page, { number: '4111111111111111', cvv: '123' });
      // Leave without paying (a link the shopper follows), then come back.
      await page.goto(`${site.url}/result/?status=cancelled`);
      await page.goBack();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-restored')), { timeout: 10_000 })
        .not.toBeNull();
      const restored = JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('e2e-restored'))) ?? '[]',
      ) as string[];
      expect(restored.length).toBeGreaterThanOrEqual(3);
      expect(restored.every((value) => value === '')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
