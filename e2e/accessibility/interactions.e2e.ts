import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { useSiteAndBrowser } from '../harness/suite';

/**
 * WCAG criteria shown by what the shopper does, in Chromium: the page's markup for them is the same
 * in every engine (lang attributes, paste handling); the cross-engine files check paste, and the
 * status messages (4.1.3), in each engine.
 */

const approvedCard = testCards.find((card) => card.outcome === 'approved')?.number ?? '';

describe('WCAG criteria shown by what the shopper does, in Chromium', () => {
  const suite = useSiteAndBrowser();

  async function open(variant: string, query: Record<string, string>, lang = 'en') {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(paymentUrl(suite.site.url, variant, { lang, ...query }));
    await page.locator('#root[data-render="hydrated"]').waitFor({ timeout: 15_000 });
    return page;
  }

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
        // Every one of the four is on both pages: a field gone missing fails, it is not skipped.
        const field = page.locator(`input[autocomplete="${autocomplete}"]`);
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        await field.click();
        await page.keyboard.press('Control+V');
        pasted[autocomplete] = (await field.inputValue()).replace(/\s/g, '');
      }
      expect(pasted).toEqual({
        'cc-number': approvedCard,
        'cc-exp': '12/30',
        'cc-csc': '123',
        'cc-name': 'AnaSilva',
      });
      await page.close();
    },
  );
});
