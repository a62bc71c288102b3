import { readFile } from 'node:fs/promises';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/**
 * A merchant's logo (a theme's `logo`, variants/logos/) in the production build: in the header at
 * both sizes, from the bundle's own assets under the page's policy (img-src 'self'), with its alt
 * text, the dark version on a dark header, and the wordmark back when the file does not load.
 */
describe("a merchant's logo in the header", () => {
  const suite = useSiteAndBrowser();

  it.each([
    ['eupago', 'phone', 'Eupago', 'variants/logos/eupago-dark.svg', 32],
    ['eupago', 'desktop', 'Eupago', 'variants/logos/eupago-dark.svg', 40],
    ['refundit', 'phone', 'Refundit', 'variants/logos/refundit.svg', 32],
    ['refundit', 'desktop', 'Refundit', 'variants/logos/refundit.svg', 40],
  ] as const)(
    '%s at %s size: the logo with alt %s, from %s, %i px tall, under the policy',
    async (variant, size, alt, file, height) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      const problems = watchPage(page);
      const violations = await policyViolations(page);
      const response = await page.goto(paymentUrl(suite.site.url, variant));
      expect(response?.headers()['content-security-policy']).toMatch(/(^|;)\s*img-src 'self'\s*(;|$)/);
      const logo = page.locator('header img.page__logo');
      await logo.waitFor();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await logo.getAttribute('alt')).toBe(alt);
      const src = (await logo.getAttribute('src')) ?? '';
      expect(src).toMatch(new RegExp(`^/${variant}/assets/logo-[0-9a-f]{8}\\.svg$`));
      // The file the theme names for this header (the dark version on eupago's dark green bar).
      const served = await page.evaluate((url) => fetch(url).then((reply) => reply.text()), src);
      expect(served).toBe(await readFile(file, 'utf8'));
      const box = await logo.boundingBox();
      const header = await page.locator('header').boundingBox();
      expect(Math.round(box?.height ?? 0)).toBe(height);
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (header?.width ?? 0)).toBe(true);
      expect(await page.locator('header').getByRole('img', { name: alt }).count()).toBe(1);
      expect(violations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      await page.close();
    },
  );

  // The result page is a bundle of its own, but the logo is the payment bundle's file (same origin,
  // under the result page's img-src 'self'): the brand the shopper paid under, to the last screen.
  it.each([
    ['eupago', 'phone', 'page__header page__header--bar', 32],
    ['refundit', 'desktop', 'page__header page__header--plain', 40],
  ] as const)(
    "%s at %s size: the result page's header shows the payment page's logo, in its header style",
    async (variant, size, headerClass, height) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      const problems = watchPage(page);
      const violations = await policyViolations(page);
      await page.goto(paymentUrl(suite.site.url, variant, { merchantName: 'Loja Exemplo' }));
      const paymentLogo = page.locator('header img.page__logo');
      await paymentLogo.waitFor();
      const src = await paymentLogo.getAttribute('src');
      const alt = await paymentLogo.getAttribute('alt');
      const approved = testCards.find((card) => card.outcome === 'approved')?.number ?? '';
      await enterCard(page, { number: approved });
      await page.getByRole('button', { name: /^Pay(?! with)/ }).click();
      await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
      const resultLogo = page.locator('header img.page__logo');
      await resultLogo.waitFor();
      expect(await resultLogo.getAttribute('src')).toBe(src);
      expect(await resultLogo.getAttribute('alt')).toBe(alt);
      await expect
        .poll(() => resultLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(Math.round((await resultLogo.boundingBox())?.height ?? 0)).toBe(height);
      expect(await page.locator('header').getAttribute('class')).toBe(headerClass);
      expect(violations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      await page.close();
    },
  );

  it('shows the wordmark when the logo file does not load', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.route(/\/eupago\/assets\/logo-[0-9a-f]+\.svg$/, (route) => route.fulfill({ status: 404 }));
    await page.goto(paymentUrl(suite.site.url, 'eupago'));
    await page.getByLabel('Card number').waitFor();
    await expect.poll(() => page.locator('header .page__wordmark').textContent()).toBe('Eupago');
    expect(await page.locator('header img').count()).toBe(0);
    await page.close();
  });

  it('leaves a theme without a logo on its wordmark (basic2)', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(paymentUrl(suite.site.url, 'basic2', { merchantName: 'Acme' }));
    await page.getByLabel('Card number').waitFor();
    expect(await page.locator('header img').count()).toBe(0);
    await expect.poll(() => page.locator('header .page__wordmark').textContent()).toBe('Acme');
    await page.close();
  });
});

/** Every Content-Security-Policy violation the page reports, as "<directive> <blocked URI>". */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}
