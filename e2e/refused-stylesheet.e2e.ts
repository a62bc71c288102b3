import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './harness/suite';

/**
 * The page's stylesheet is inlined and allowed by its hash in the page's CSP. A host whose headers
 * are older than its HTML (a deployment in progress, a function not yet published) sends a policy
 * without that hash, and the browser refuses the <style>. The page then links the same rules as a
 * file, which `style-src 'self'` allows: the shopper still gets a styled form.
 */

/** The Pay button's background and the page's, as a shopper would see them. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    getComputedStyle(document.querySelector('button[type="submit"]') as Element).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
}

describe('a policy without the stylesheet’s hash', () => {
  const suite = useSiteAndBrowser();

  it.each(['basic', 'stb'])(
    '%s: the refused <style> comes back as its file, and the form looks as it should',
    async (variant) => {
      const context = await suite.browser.newContext({ viewport: viewports.phone });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, variant));
      await page.locator('#root[data-render="hydrated"]').waitFor();
      const styled = await looks(page);

      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      // The headers an older deployment would send: no hash for this build's stylesheet.
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
          /style-src [^;]*/,
          "style-src 'self'",
        );
        return route.fulfill({ response, headers });
      });
      await page.goto(paymentUrl(suite.site.url, variant));
      await page.locator('#root[data-render="hydrated"]').waitFor();
      expect(refused.join('\n')).toMatch(/style/i);
      const link = page.locator('link[rel="stylesheet"][integrity]');
      await expect.poll(() => link.count()).toBe(1);
      await expect.poll(() => looks(page)).toEqual(styled);
      await context.close();
    },
  );
});
