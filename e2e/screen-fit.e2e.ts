import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './harness/suite';

/** Whether the element is wholly inside the viewport and not under the element `cover` (if any). */
async function wholeOnScreen(page: Page, target: Locator, cover?: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return ['not rendered'];
  const problems: string[] = [];
  if (box.y < 0) problems.push(`top ${Math.round(box.y)} above the screen`);
  if (box.y + box.height > viewport.height) {
    problems.push(`bottom ${Math.round(box.y + box.height)} below the screen (${viewport.height})`);
  }
  const bar = cover ? await cover.boundingBox() : null;
  if (bar && box.y + box.height > bar.y && box.y < bar.y + bar.height) {
    problems.push(`under the step bar at ${Math.round(bar.y)}`);
  }
  return problems;
}

const submitButton = (page: Page) => page.locator('form.card-form button[type="submit"]');

describe('the nayax kiosk shows each whole step, Pay included', () => {
  const suite = useSiteAndBrowser();
  const kioskSizes = {
    phone: viewports.phone,
    'small kiosk': { width: 360, height: 640 },
    'portrait kiosk': { width: 600, height: 1024 },
  };

  it.each(Object.entries(kioskSizes))(
    'at %s size, Next brings every step fully into view',
    async (_size, viewport) => {
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, 'nayax'));
      const bar = page.locator('.kiosk-steps');
      const number = page.getByLabel('Card number');
      await number.waitFor();
      // The first step is on screen from the start, label included (a kiosk step is named).
      expect(await wholeOnScreen(page, number, bar)).toEqual([]);
      await expect.poll(() => page.getByText('Card number', { exact: true }).isVisible()).toBe(true);
      await number.click();
      const label = bar.locator('.kiosk-steps__label');
      const total = Number((await label.textContent())?.match(/of (\d+)/)?.[1]);
      expect(total).toBeGreaterThanOrEqual(4);
      for (let step = 2; step <= total; step++) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => label.textContent()).toBe(`Step ${step} of ${total}`);
        const focused = page.locator(':focus');
        // Scrolling is smooth on some kiosks: wait until the step has stopped moving.
        await expect.poll(async () => wholeOnScreen(page, focused, bar), { timeout: 3000 }).toEqual([]);
      }
      // The last step is Pay, and it is the focused element, on screen.
      await expect
        .poll(() => submitButton(page).evaluate((button) => button === document.activeElement))
        .toBe(true);
      expect(await wholeOnScreen(page, submitButton(page), bar)).toEqual([]);
      await context.close();
    },
  );

  it('Previous goes back to a whole earlier step', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(paymentUrl(suite.site.url, 'nayax'));
    await page.getByLabel('Card number').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    const expiry = page.getByLabel('Expiry date');
    await expect.poll(() => expiry.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => wholeOnScreen(page, expiry, page.locator('.kiosk-steps'))).toEqual([]);
    await context.close();
  });
});

describe('on a 1280x800 laptop, the own-screen checkouts show Pay without scrolling', () => {
  const suite = useSiteAndBrowser();
  const description = '7 nights in Rhodes, half board, flights included';
  const cases = ['elal', 'tui', 'phemex'].flatMap((variant) =>
    [
      { lang: 'en', PurchaseDescription: undefined },
      { lang: 'he', PurchaseDescription: description },
    ].map((query) => [variant, query.lang, query] as const),
  );

  it.each(cases)('%s in %s', async (variant, _lang, query) => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(paymentUrl(suite.site.url, variant, query));
    await submitButton(page).waitFor();
    // The amount arrives from the gateway after the first render and may push the form down.
    await page.waitForLoadState('networkidle');
    expect(await wholeOnScreen(page, submitButton(page))).toEqual([]);
    await context.close();
  });
});
