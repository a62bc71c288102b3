import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { darkColours } from '@variants/theme-palettes';
import { themes } from '@variants/themes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amountArrived } from './harness/amount';
import { walkAtOnce } from './harness/pages-at-once';
import { useSiteAndBrowser } from './harness/suite';

/**
 * The page follows the shopper's colour scheme with CSS alone (a prefers-color-scheme query in the
 * theme's stylesheet, scripts/build/theme-css.ts), so the prerendered HTML is in the right scheme
 * before any script runs; a theme that is dark today stays dark whatever the shopper prefers.
 */

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function theme(name: string) {
  const found = themes[name];
  if (!found) throw new Error(`no theme ${name}`);
  return found;
}

/** What a shopper sees of the palette: page, Pay button, a field's border, and the browser's scheme. */
function looks(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      page: style('body').backgroundColor,
      pay: style('button[type="submit"]').backgroundColor,
      // The native controls' scheme, which <meta name="color-scheme"> sets ('light dark': the shopper's).
      scheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
    };
  });
}

const basicLight = theme('basic-theme').colours;
const basicDark = darkColours(theme('basic-theme'));
const phemex = theme('phemex-theme').colours;

describe('the shopper’s colour scheme', () => {
  const suite = useSiteAndBrowser();

  it.each([
    ['basic', 'dark', basicDark.bg, basicDark.brand, 'light dark'],
    ['basic', 'light', basicLight.bg, basicLight.brand, 'light dark'],
    // Dark today, no setting: its brand is a dark page, so it stays dark for a light preference.
    ['phemex', 'light', phemex.bg, phemex.brand, 'dark'],
    ['phemex', 'dark', phemex.bg, phemex.brand, 'dark'],
  ] as const)(
    '%s for a shopper who prefers %s: page %s, Pay %s, <meta name="color-scheme"> %s, before the script runs',
    async (variant, preference, bg, brand, scheme) => {
      // No script: the prerendered HTML alone, as it paints first.
      const context = await suite.browser.newContext({
        viewport: viewports.phone,
        colorScheme: preference,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, variant));
      expect(await looks(page)).toEqual({ page: rgb(bg), pay: rgb(brand), scheme });
      await context.close();
    },
  );

  it('basic turns dark when the shopper switches to dark on the open page, and back', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    await page.locator('#root[data-render="hydrated"]').waitFor();
    expect((await looks(page)).page).toBe(rgb(basicLight.bg));
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await looks(page)).toEqual({
      page: rgb(basicDark.bg),
      pay: rgb(basicDark.brand),
      scheme: 'light dark',
    });
    // The detected scheme's logo keeps its own white card, legible on the dark panel.
    await page.locator('input[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
    const logo = page.locator('img.scheme-logo').first();
    await logo.waitFor();
    // Polled: the image has its size from its attributes, so it is visible before its file has loaded.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await looks(page)).page).toBe(rgb(basicLight.bg));
    await context.close();
  });

  it.each([
    ['light', 'variants/logos/refundit.svg'],
    ['dark', 'variants/logos/refundit-dark.svg'],
  ] as const)(
    'refundit for a shopper who prefers %s: its plain header shows %s, before the script runs',
    async (preference, file) => {
      const context = await suite.browser.newContext({
        viewport: viewports.phone,
        colorScheme: preference,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, 'refundit'));
      const logo = page.locator('img.page__logo');
      await logo.waitFor();
      // The browser's own choice from the <picture>: the file it loaded, compared by its bytes.
      const shown = await logo.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return (await fetch(image.currentSrc)).text();
      });
      expect(shown).toBe(readFileSync(file, 'utf8'));
      await context.close();
    },
  );

  /**
   * The build checks the theme's colour pairs in both palettes (variants/theme-contrast-pairs.ts),
   * but a screen may draw text in a colour no pair holds to 4.5:1 (the brand is held to 3:1, for
   * buttons and borders): axe's contrast rule over every payment page and statement, as a shopper
   * who prefers dark sees it, finds what the pairs miss.
   */
  it('1.4.3 contrast (dark): every variant and its statement, for a shopper who prefers dark, has no text below WCAG AA contrast', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const context = await suite.browser.newContext({ viewport: viewports.phone, colorScheme: 'dark' });
    const routes = suite.site.manifest.routes.filter(
      (route) => (route.kind === 'variant' || route.kind === 'statement') && route.variant !== 'sandbox',
    );
    const found: string[] = [];
    await walkAtOnce(routes, async (route) => {
      const page = await context.newPage();
      await page.goto(
        route.kind === 'statement'
          ? new URL(route.path, suite.site.url).href
          : paymentUrl(suite.site.url, route.variant, { lang: 'en', PurchaseDescription: 'Order 1001' }),
      );
      await page.locator('h1:visible').first().waitFor({ timeout: 15_000 });
      if (route.kind === 'variant') {
        await page
          .locator('#root[data-render="hydrated"], #root[data-render="client"]')
          .waitFor({ timeout: 15_000 });
        // The amount (and, on the card screens, the description with it) comes after hydration:
        // its text is checked too.
        await amountArrived(page, route.variant);
      }
      await page.evaluate(axeSource);
      const failing = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: Document,
                options: unknown,
              ) => Promise<{ violations: { nodes: { target: string[]; any: { message: string }[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'rule', values: ['color-contrast'] },
          resultTypes: ['violations'],
        });
        return result.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
        );
      });
      for (const line of failing) found.push(`${route.path}: ${line}`);
      await page.close();
    });
    await context.close();
    expect(found.sort()).toEqual([]);
  }, 300_000);
});
