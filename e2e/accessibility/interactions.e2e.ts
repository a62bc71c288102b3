import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { enterCard } from '../harness/card-entry';
import { useSiteAndBrowser } from '../harness/suite';

/**
 * WCAG criteria shown by what the shopper does, in Chromium: the page's markup for them is the same
 * in every engine (live regions, lang attributes, paste handling); the cross-engine files check
 * paste in each engine.
 */

const approvedCard = testCards.find((card) => card.outcome === 'approved')?.number ?? '';

const savedCards =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],' +
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:11,expiryYear:2033]';

/** A live region, marked before the shopper acts: one added with its message is not announced. */
const liveRegions = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]';

interface StatusCase {
  name: string;
  variant: string;
  query: Record<string, string>;
  act: (page: Page) => Promise<void>;
}

const statusCases: StatusCase[] = [
  {
    name: 'the payment processing',
    variant: 'basic',
    query: {},
    act: async (page) => {
      // The gateway's reply is held, so the processing state lasts until it is seen.
      await page.route('**/rest/**', () => undefined);
      await enterCard(page, { number: approvedCard });
      await page.locator('form.card-form button[type="submit"]').click();
    },
  },
  {
    name: 'a deleted saved card',
    variant: 'basic',
    query: { tokenList: savedCards },
    act: async (page) => {
      await page.locator('.saved-card__delete').first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    },
  },
];

describe('WCAG criteria shown by what the shopper does, in Chromium', () => {
  const suite = useSiteAndBrowser();

  async function open(variant: string, query: Record<string, string>, lang = 'en') {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(paymentUrl(suite.site.url, variant, { lang, ...query }));
    await page.locator('#root[data-render="hydrated"]').waitFor({ timeout: 15_000 });
    return page;
  }

  it.each(statusCases.map((row) => [row.name, row]))(
    '4.1.3 status messages: %s is said in a live region that was on the page before it',
    async (_name, row) => {
      const page = await open(row.variant, row.query);
      await page.waitForTimeout(300);
      await page.evaluate((selector) => {
        for (const region of document.querySelectorAll(selector)) {
          region.setAttribute('data-was-there', (region.textContent ?? '').trim());
        }
      }, liveRegions);
      await row.act(page);
      await expect
        .poll(
          () =>
            page.evaluate(
              (selector) =>
                [...document.querySelectorAll(selector)]
                  .filter((region) => region.hasAttribute('data-was-there'))
                  .map((region) => (region.textContent ?? '').trim())
                  .filter((text, at, all) => text !== '' && all.indexOf(text) === at)
                  .filter(
                    (text) =>
                      ![...document.querySelectorAll('[data-was-there]')].some(
                        (region) => region.getAttribute('data-was-there') === text,
                      ),
                  ),
              liveRegions,
            ),
          { timeout: 10_000 },
        )
        .not.toEqual([]);
      await page.close();
    },
  );

  it('3.1.2 language of parts: elal’s language switch names each language in it, marked with its lang', async () => {
    const page = await open('elal', {}, 'en');
    const options = await page
      .locator('.elal-languages__option')
      .evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getAttribute('lang')]));
    expect(options).toEqual([
      ['עברית', 'he'],
      ['English', 'en'],
    ]);
    await page.close();
  });

  it.each(['basic', 'gett'])(
    '3.3.8 paste: every card field of basic and gett takes a pasted value (%s)',
    async (variant) => {
      const page = await open(variant, {});
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const pasted: Record<string, string> = {};
      for (const [autocomplete, text] of [
        ['cc-number', approvedCard],
        ['cc-exp', '12/30'],
        ['cc-csc', '123'],
        ['cc-name', 'Ana Silva'],
      ] as const) {
        const field = page.locator(`input[autocomplete="${autocomplete}"]`);
        if ((await field.count()) === 0) continue;
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        await field.click();
        await page.keyboard.press('Control+V');
        pasted[autocomplete] = (await field.inputValue()).replace(/\s/g, '');
      }
      expect(pasted).toMatchObject({ 'cc-number': approvedCard, 'cc-exp': '12/30', 'cc-csc': '123' });
      await page.close();
    },
  );
});
