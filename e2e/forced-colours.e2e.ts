import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './harness/suite';

/**
 * Windows contrast themes (forced-colors: active) replace the page's colours with the shopper's
 * few system colours and drop box shadows and background images: what marks a field, a button, a
 * selected card or the focus must then be a border or an outline, or it is gone.
 */

const fields = [
  'input[autocomplete="cc-number"]',
  'input[autocomplete="cc-exp"]',
  'input[autocomplete="cc-csc"]',
  'input[autocomplete="cc-name"]',
];

interface Edge {
  colour: string;
  width: number;
  style: string;
}

function visible(edge: Edge): boolean {
  return edge.style !== 'none' && edge.width > 0 && !/^transparent$|rgba\(.*, 0\)$/.test(edge.colour);
}

function border(page: Page, selector: string): Promise<Edge> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      colour: style.borderTopColor,
      width: Number.parseFloat(style.borderTopWidth),
      style: style.borderTopStyle,
    };
  });
}

function outline(page: Page, selector: string): Promise<Edge> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      colour: style.outlineColor,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
    };
  });
}

async function expectLogosVisible(page: Page): Promise<void> {
  const logos = page.locator('img.scheme-logo');
  await logos.first().waitFor();
  // Polled: a logo just shown is still decoding, or fading in, for a moment on a busy machine.
  for (const logo of await logos.all()) {
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => {
          const style = getComputedStyle(image);
          const box = image.getBoundingClientRect();
          return (
            image.complete &&
            image.naturalWidth > 0 &&
            box.width > 0 &&
            style.visibility === 'visible' &&
            style.opacity === '1'
          );
        }),
      )
      .toBe(true);
  }
}

const savedMastercard =
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:11,expiryYear:2033]';

describe('a Windows contrast theme (forced-colors: active)', () => {
  const suite = useSiteAndBrowser();

  it.each([['basic'], ['gett']])(
    '%s: every field and Pay keep a border, each focus ring shows, the scheme logos stay visible',
    async (variant) => {
      const context = await suite.browser.newContext({ viewport: viewports.phone });
      const page = await context.newPage();
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(paymentUrl(suite.site.url, variant));
      await page.locator('#root[data-render="hydrated"]').waitFor();
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

      for (const selector of [...fields, 'button[type="submit"]']) {
        expect(await border(page, selector), `${selector} border`).toSatisfy(visible);
      }
      for (const selector of [...fields, 'button[type="submit"]']) {
        await page.locator(selector).focus();
        // Focused from script a button does not match :focus-visible; the keyboard's focus does.
        for (let tab = 0; tab < 12 && selector.startsWith('button'); tab += 1) {
          if (await page.locator(`${selector}:focus-visible`).count()) break;
          await page.keyboard.press('Tab');
        }
        expect(await outline(page, `${selector}:focus-visible`), `${selector} focus ring`).toSatisfy(visible);
      }
      // The detected scheme's logo beside the number, the one a shopper checks the card against.
      await page.locator(fields[0] as string).fill('4111 1111 1111 1111');
      await expectLogosVisible(page);
      await context.close();
    },
  );

  it('basic: the selected saved card is marked by an outline, which a contrast theme keeps (a box shadow it drops)', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(paymentUrl(suite.site.url, 'basic', { tokenList: savedMastercard }));
    const selected = page.locator('.saved-card--selected');
    await selected.waitFor();
    expect(await outline(page, '.saved-card--selected')).toSatisfy(visible);
    expect(await border(page, '.saved-card--selected')).toSatisfy(visible);
    await expectLogosVisible(page);
    await context.close();
  });
});
