import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './harness/axe';
import { launchChromium } from './harness/chromium';
import { watchPage } from './harness/page-watch';
import { paymentUrl, viewports } from './harness/payment-url';
import { type Site, startSite } from './harness/site';

const standardSavedCards =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]';

/**
 * Every page of the routes manifest, at phone and desktop size, in English and Hebrew: it loads
 * with no console error, no failed request and no uncaught exception, shows what it should, and
 * axe finds no WCAG 2.2 A/AA violation.
 */
describe.each([
  ['phone', 'en'],
  ['desktop', 'en'],
  ['phone', 'he'],
  ['desktop', 'he'],
] as const)('every variant at %s size in %s', (size, lang) => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.server.close();
  });

  it('loads cleanly, shows its content and passes axe', async () => {
    const context = await browser.newContext({ viewport: viewports[size] });
    const failures: string[] = [];
    for (const route of site.manifest.routes) {
      const page = await context.newPage();
      const problems = watchPage(page);
      const url =
        route.kind === 'page'
          ? new URL(`${route.path}?lang=${lang}`, site.url).href
          : paymentUrl(site.url, route.variant, {
              lang,
              tokenList: standardSavedCards,
              apmPaymentMethods: 'paypal|mbway',
              PurchaseDescription: 'Order 1001',
            });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ timeout: 10_000 });
      const where = `${route.path} (${size}, ${lang})`;
      if (route.screen === 'card-form' && (await page.getByLabel(/./).count()) === 0) {
        failures.push(`${where}: no labelled controls`);
      }
      if (route.screen === 'health') {
        const text = await page.textContent('body');
        if (!text?.includes('2.1.0')) failures.push(`${where}: health page without version`);
      }
      if (lang === 'he' && (await page.getAttribute('html', 'dir')) !== 'rtl')
        failures.push(`${where}: not rtl`);
      const violations = await runAxe(page);
      for (const line of describeViolations(violations)) failures.push(`${where}: axe ${line}`);
      for (const error of [...problems.consoleErrors, ...problems.pageErrors, ...problems.failedRequests]) {
        failures.push(`${where}: ${error}`);
      }
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 300_000);
});
