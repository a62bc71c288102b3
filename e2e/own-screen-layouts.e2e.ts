import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HeaderLayout } from '@/core/header-layouts';
import { useSiteAndBrowser } from './harness/suite';

const description = 'Riga – London, 12 May';
// What the gateway's paymentRequest says is due (fixed here, so the page's text is known).
const dueAmount = { amount: 18_999, currency: 'EUR' };
const shownAmount = '€189.99';

/**
 * Where each screen of its own puts its parts, in document order: its banner (with its header
 * layout), the summary of what is paid for (PurchaseDescription), the amount standing on its own,
 * the card form, and the amount on Pay. A variant that does not show amounts (settings.showAmount)
 * has no amount anywhere. Rows: variant, header layout, the order its screen file sets.
 */
const layouts: [string, HeaderLayout, string[]][] = [
  // Airlines: the itinerary above the card; the amount, where shown, only on Pay.
  ['airbaltic', 'airline', ['banner', 'summary', 'form']],
  ['elal', 'airline', ['banner', 'summary', 'form']],
  // Tour operators and tickets: what is bought, then its price, then the card.
  ['scenic', 'travel', ['banner', 'summary', 'form']],
  ['alsa', 'travel', ['banner', 'summary', 'amount', 'form', 'pay']],
  ['tui', 'travel', ['banner', 'summary', 'amount', 'form', 'pay']],
  // The kiosk: the amount first and large, then what it is for, then the steps of the card.
  ['nayax', 'kiosk', ['banner', 'amount', 'summary', 'form', 'pay']],
  // The exchange: what is topped up with the amount beside it.
  ['phemex', 'exchange', ['banner', 'summary', 'amount', 'form', 'pay']],
  // The bank and the storefront: the shared order summary above the card.
  ['stb', 'bank', ['banner', 'summary', 'form']],
  ['salesforce/templates', 'storefront', ['banner', 'summary', 'form']],
];

/** The page's parts in document order, each named once where it starts (consecutive repeats folded). */
async function partsInOrder(page: Page): Promise<{ layout: string | null; order: string[] }> {
  return page.evaluate(
    ([summaryText, amountText]) => {
      const order: string[] = [];
      const add = (part: string) => {
        if (order.at(-1) !== part) order.push(part);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.matches('header')) add('banner');
          if (node.matches('form.card-form')) add('form');
          continue;
        }
        const text = node.textContent ?? '';
        if (text.includes(summaryText)) add('summary');
        if (text.includes(amountText)) add(node.parentElement?.closest('button') ? 'pay' : 'amount');
      }
      return { layout: document.querySelector('header')?.getAttribute('data-layout') ?? null, order };
    },
    [description, shownAmount] as const,
  );
}

describe('each screen of its own has its own layout', () => {
  const suite = useSiteAndBrowser();

  describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('at %s width', (size) => {
    it.each(layouts)('%s: a %s header, then %j', async (variant, layout, order) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      await page.route('**/rest/v2/paymentRequest', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify(dueAmount) }),
      );
      const asked = page.waitForResponse((response) => response.url().endsWith('/rest/v2/paymentRequest'));
      await page.goto(paymentUrl(suite.site.url, variant, { lang: 'en', PurchaseDescription: description }));
      await page.locator('input[autocomplete="cc-number"]').waitFor();
      await asked;
      // The parts that load later (the amount, the order summary) are in once the summary is.
      await expect.poll(() => page.textContent('main')).toContain(description);
      if (order.includes('amount')) await expect.poll(() => page.textContent('main')).toContain(shownAmount);
      await expect.poll(() => partsInOrder(page)).toEqual({ layout, order });
      await page.close();
    });
  });
});
