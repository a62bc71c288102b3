import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { RouteEntry } from '@scripts/routes/routes-manifest';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './harness/axe';
import { watchPage } from './harness/page-watch';
import { walkAtOnce } from './harness/pages-at-once';
import { useSiteAndBrowser } from './harness/suite';

const standardSavedCards =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]';

/** The (size, language) pairs a statement page is walked in; see the test below. */
const statementCombinations = new Set(['phone en', 'desktop he']);

/**
 * Resolves once no request of the page has been in flight for `quietMs`: what 'networkidle'
 * does, without its fixed 500 ms, so late requests (translations, logos) are still caught.
 */
function trackNetwork(page: Page): { quiet: (quietMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async (quietMs = 150) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`network never went quiet (${inFlight} requests in flight)`);
    },
  };
}

/**
 * Every page of the routes manifest, at phone and desktop size, in English and Hebrew: it loads
 * with no console error, no failed request and no uncaught exception, shows what it should,
 * fits the width without horizontal scrolling (WCAG 1.4.10), and axe finds no WCAG 2.2 A/AA
 * violation.
 */
describe('every variant', () => {
  const suite = useSiteAndBrowser();

  async function checkRoute(
    context: BrowserContext,
    route: RouteEntry,
    size: keyof typeof viewports,
    lang: string,
  ): Promise<string[]> {
    const failures: string[] = [];
    const page = await context.newPage();
    const problems = watchPage(page);
    const network = trackNetwork(page);
    // A statement shows a language by the URL's fragment (#he), English without one.
    const url =
      route.kind === 'statement'
        ? new URL(`${route.path}${lang === 'en' ? '' : `#${lang}`}`, suite.site.url).href
        : route.kind === 'page'
          ? new URL(`${route.path}?lang=${lang}`, suite.site.url).href
          : paymentUrl(suite.site.url, route.variant, {
              lang,
              tokenList: standardSavedCards,
              apmPaymentMethods: 'paypal|mbway',
              PurchaseDescription: 'Order 1001',
            });
    const where = `${route.path} (${size}, ${lang})`;
    try {
      await page.goto(url);
      await page.locator('h1:visible').first().waitFor({ timeout: 10_000 });
      await network.quiet();
      // The saved-card list is a lazy chunk requested after the first render: wait for the
      // controls to appear rather than count them at one instant.
      const labelled =
        route.kind === 'statement' ||
        route.screen !== 'card-form' ||
        (await page
          .getByLabel(/./)
          .first()
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          ));
      if (!labelled) {
        failures.push(`${where}: no labelled controls`);
      }
      // A statement is walked as the page it is (its own URL), not as its variant's payment page.
      if (route.kind === 'statement' && !(await page.title()).startsWith('Accessibility statement'))
        failures.push(`${where}: not the statement page (title "${await page.title()}")`);
      if (route.screen === 'health') {
        const text = await page.textContent('body');
        if (!text?.includes('2.1.0')) failures.push(`${where}: health page without version`);
      }
      // The statement's Hebrew is its #he section, right to left in an English page. A page whose
      // default language is another turns Hebrew once i18next and he.json have come, which on a
      // busy machine can be after the network went quiet: waited for, not read at one instant.
      const directed = route.kind === 'statement' ? `section#${lang}` : 'html';
      if (lang === 'he')
        await page
          .locator(`${directed}[dir="rtl"]`)
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => failures.push(`${where}: not rtl`));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) failures.push(`${where}: scrolls sideways by ${overflow}px`);
      const violations = await runAxe(page);
      for (const line of describeViolations(violations)) failures.push(`${where}: axe ${line}`);
    } catch (error) {
      failures.push(`${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    for (const error of [...problems.consoleErrors, ...problems.pageErrors, ...problems.failedRequests]) {
      failures.push(`${where}: ${error}`);
    }
    await page.close();
    return failures;
  }

  it.each([
    ['phone', 'en'],
    ['desktop', 'en'],
    ['phone', 'he'],
    ['desktop', 'he'],
  ] as const)(
    'at %s size in %s: loads cleanly, shows its content, fits and passes axe',
    async (size, lang) => {
      const context = await suite.browser.newContext({ viewport: viewports[size] });
      // A statement is one static page whose width and language change only which section
      // shows and how its text wraps: walked in English on the phone and in Hebrew on the
      // desktop, each section and each size is seen once per variant, not four times.
      const routes = suite.site.manifest.routes.filter(
        (route) => route.kind !== 'statement' || statementCombinations.has(`${size} ${lang}`),
      );
      const failures = (await walkAtOnce(routes, (route) => checkRoute(context, route, size, lang))).flat();
      await context.close();
      expect(failures.sort()).toEqual([]);
    },
    300_000,
  );
});
