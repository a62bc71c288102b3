import fc from 'fast-check';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adversarialQuery } from '@/testing/adversarial-queries';
import { useSiteAndBrowser } from './harness/suite';

/**
 * A sample of the parsePageConfig fuzz queries (src/core/page-config.test.ts runs thousands)
 * through the real page in Chromium: whatever the query, no uncaught exception, no dialog, no
 * blank page (an h1 and the card form, or the error page). Values stay under 2,000 characters
 * so every URL fits the 8 KB request line that nginx and CloudFront accept; longer ones are
 * the parser test's job. The seed is fixed so a failure can be replayed.
 */
const seed = 20_261_122;
const queries = fc.sample(
  adversarialQuery({ maxValueLength: 2000, maxPairs: 12 }).filter((query) => encodeURI(query).length < 7500),
  { numRuns: 30, seed },
);
const savedCards = '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]';

describe('the real page under adversarial query strings', () => {
  const suite = useSiteAndBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await suite.browser.newContext();
  });

  it('sample sizes: 30 queries, each a URL under 8 KB', () => {
    expect(queries).toHaveLength(30);
    expect(Math.max(...queries.map((query) => encodeURI(query).length))).toBeLessThan(7500);
    // The sample is adversarial: markup and repeated keys are in it.
    expect(
      queries.some((query) => /<img|<script|javascript:|%3Cimg|%3Cscript|javascript%3A/i.test(query)),
    ).toBe(true);
  });

  it.each(
    queries.map((query, index) => {
      // Half the sample on basic; half on ips with saved cards and APMs appended after the fuzz
      // (the first occurrence of a key wins, so a fuzzed tokenList still takes precedence).
      const onIps = index % 2 === 1;
      const search = onIps
        ? `${query}&tokenList=${encodeURIComponent(savedCards)}&apmPaymentMethods=paypal`
        : query;
      return [index, onIps ? 'ips' : 'basic', search] as const;
    }),
  )('query %i on %s', async (_index, variant, search) => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const dialogs: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(`${suite.site.url}/${variant}/${search}`, { waitUntil: 'load' });
    expect(response?.status(), search.slice(0, 200)).toBeLessThan(400);
    await page.locator('h1').first().waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const onErrorPage = new URL(page.url()).pathname === '/basic/_error.html';
    if (!onErrorPage) {
      const form = await page.getByLabel('Card number').count();
      const savedCardChoices = await page.getByRole('radio').count();
      expect(form + savedCardChoices, `no card form on ${page.url().slice(0, 200)}`).toBeGreaterThan(0);
    }
    expect(pageErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
