import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amountArrived } from './harness/amount';
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

/** The card form's controls the shopper can see now, by their accessible label or text. */
function visibleControls(page: Page): Promise<string[]> {
  return page.locator('form.card-form').evaluate((form) =>
    Array.from(form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), button[type="submit"]'))
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => control.getAttribute('autocomplete') ?? control.getAttribute('name') ?? 'pay'),
  );
}

describe('the nayax kiosk: three steps, each one screen with the brand and "Step n of 3" in view', () => {
  const suite = useSiteAndBrowser();
  // 320x568: the narrowest phone we serve (iPhone SE 1st gen); 390x844: viewports.phone.
  const kioskSizes = {
    '320x568': { width: 320, height: 568 },
    '360x640': { width: 360, height: 640 },
    '390x844': viewports.phone,
  };

  it.each(Object.entries(kioskSizes))(
    'at %s, every step fits the screen, does something, and together they hold every field',
    async (_size, viewport) => {
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, 'nayax'));
      // "Step 1 of 3" is in the HTML: step 1 is measured once the amount, which comes after
      // hydration at the top of every step and moves it down, is there.
      await amountArrived(page, 'nayax');
      const bar = page.locator('.kiosk-steps');
      const label = bar.locator('.kiosk-steps__label');
      await expect.poll(() => label.textContent()).toBe('Step 1 of 3');
      const steps: string[][] = [];
      for (let step = 1; step <= 3; step++) {
        if (step > 1) await page.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => label.textContent()).toBe(`Step ${step} of 3`);
        // Where-am-I: the brand above, the step bar below, both whole on the screen.
        await expect.poll(() => wholeOnScreen(page, page.locator('.page__header'))).toEqual([]);
        expect(await wholeOnScreen(page, bar)).toEqual([]);
        const controls = await visibleControls(page);
        steps.push(controls);
        for (const name of controls) {
          const control =
            name === 'pay'
              ? submitButton(page)
              : page
                  .locator(`form.card-form [autocomplete="${name}"], form.card-form [name="${name}"]`)
                  .first();
          expect(await wholeOnScreen(page, control, bar), `${name} on step ${step}`).toEqual([]);
        }
      }
      // No step repeats another (the old steps 5 and 6 differed only in their number) or is empty.
      expect(steps.every((controls) => controls.length > 0)).toBe(true);
      expect(new Set(steps.map((controls) => controls.join())).size).toBe(3);
      expect(steps).toEqual([['cc-number'], ['cc-exp', 'cc-csc'], ['cc-name', 'save-card', 'pay']]);
      await context.close();
    },
  );

  it('Pay with an empty form shows the first step again, its field focused, not a hidden one', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 320, height: 568 } });
    const page = await context.newPage();
    await page.goto(paymentUrl(suite.site.url, 'nayax'));
    const label = page.locator('.kiosk-steps__label');
    await expect.poll(() => label.textContent()).toBe('Step 1 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await submitButton(page).click();
    await expect.poll(() => label.textContent()).toBe('Step 1 of 3');
    const number = page.getByLabel('Card number');
    await expect.poll(() => number.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await wholeOnScreen(page, number, page.locator('.kiosk-steps'))).toEqual([]);
    await context.close();
  });

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
