import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { describe, expect, it } from 'vitest';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/**
 * A page opened in a language other than its variant's default (`?lang=de` on basic): it hydrates
 * in the default language as the build rendered it, then switches once i18next has come. The
 * language's file is fetched at start-up, side by side with the i18next chunk, not one round trip
 * after it, and only once: i18next takes that fetch.
 */
describe('the language the address names', () => {
  const suite = useSiteAndBrowser();

  it('basic ?lang=de: de.json is requested while the i18next chunk is still held back, once, and the page switches to German whole', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    const problems = watchPage(page);
    const germanRequests: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/basic/assets/i18n/de.json') germanRequests.push(Date.now());
    });
    let chunkLetGo = 0;
    await page.route(/\/basic\/assets\/i18next-[^/]+\.js$/, async (route) => {
      // Held until the language file is asked for, or 3 s (a page that asks only after the chunk
      // has come never does while it is held).
      const since = Date.now();
      while (germanRequests.length === 0 && Date.now() - since < 3000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      chunkLetGo = Date.now();
      await route.continue();
    });
    await page.goto(paymentUrl(suite.site.url, 'basic', { lang: 'de' }));
    await expect.poll(() => page.getAttribute('html', 'lang'), { timeout: 15_000 }).toBe('de');
    expect(germanRequests).toHaveLength(1);
    expect(chunkLetGo).toBeGreaterThan(0);
    expect(germanRequests[0]).toBeLessThanOrEqual(chunkLetGo);
    // Every text at once: the switch waited for the file, so no English is left beside the German.
    // Pay is polled: <html lang> is set as the switch ends, and React renders its texts a task later.
    await expect.poll(() => page.locator('button[type="submit"]').textContent()).toContain('Bezahlen');
    expect(await page.locator('label').allTextContents()).not.toContain('Card number');
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });
});
