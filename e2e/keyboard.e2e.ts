import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

interface FocusStop {
  /** What is focused: the autocomplete token of an input, else tag and class. */
  what: string;
  /** Why the focus is not visible, or undefined when it is. */
  invisible?: string;
}

/**
 * Reads the focused element and whether it shows a focus indicator (WCAG 2.4.7): an outline
 * with a style and a width, or a box-shadow ring, whose colour stands out at least 3:1 from the
 * background behind the element (WCAG 1.4.11).
 */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const parse = (color: string) => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
    };
    const luminance = (color: string) => {
      const { r, g, b } = parse(color);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const backgroundBehind = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (parse(background).a > 0.5) return background;
      }
      return 'rgb(255, 255, 255)';
    };

    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { what: 'body', invisible: 'nothing is focused' };
    const type = active.getAttribute('type');
    const firstClass = active.className.split(' ')[0];
    const what =
      active.getAttribute('autocomplete') ??
      `${active.tagName.toLowerCase()}${type ? `[${type}]` : ''}${firstClass ? `.${firstClass}` : ''}`;
    const style = getComputedStyle(active);
    const behind = backgroundBehind(active.parentElement);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    if (outline) {
      const ratio = contrast(style.outlineColor, behind);
      return ratio >= 3
        ? { what }
        : { what, invisible: `outline contrast ${ratio.toFixed(2)}:1 on ${behind}` };
    }
    if (style.boxShadow !== 'none') {
      const ring = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? style.boxShadow;
      const ratio = contrast(ring, behind);
      return ratio >= 3 ? { what } : { what, invisible: `box-shadow contrast ${ratio.toFixed(2)}:1` };
    }
    return { what, invisible: `outline ${style.outlineStyle} ${style.outlineWidth}, no box-shadow` };
  });
}

/**
 * A whole card payment with the keyboard alone (no clicks): Tab to each control, type, and
 * Enter on the pay button. Every Tab stop must show where the focus is.
 */
describe('a card payment with the keyboard alone', () => {
  const suite = useSiteAndBrowser();

  it.each(['en', 'he'])('basic at desktop size in %s: Tab, type, Enter → approved', async (lang) => {
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const problems = watchPage(page);
    await page.goto(paymentUrl(suite.site.url, 'basic', { lang }));
    await page.locator('input[autocomplete="cc-number"]').waitFor();

    const typed: Record<string, string> = {
      'cc-number': '4111111111111111',
      'cc-exp': '1230',
      'cc-csc': '123',
      'cc-name': 'Ana Silva',
    };
    const expectedStops = [
      'a.skip-link',
      'button[button].button',
      'cc-number',
      'cc-exp',
      'cc-csc',
      'cc-name',
      'input[checkbox]',
      'button[submit].button',
    ];
    const stops: FocusStop[] = [];
    for (let i = 0; i < expectedStops.length; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      stops.push(stop);
      const text = typed[stop.what];
      if (text) await page.keyboard.type(text);
    }
    expect(stops.map((stop) => stop.what)).toEqual(expectedStops);
    expect(stops.filter((stop) => stop.invisible)).toEqual([]);
    // Typed perhaps before the page had hydrated: formatted once its field logic is published.
    await expect
      .poll(() => page.locator('input[autocomplete="cc-number"]').inputValue())
      .toBe('4111 1111 1111 1111');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it.each([
    ['phemex', 'desktop', 'en'],
    ['gett', 'phone', 'he'],
    ['aober/chicshes.html', 'desktop', 'en'],
    ['nayax', 'desktop', 'en'],
    ['ips', 'phone', 'en'],
    ['elal', 'desktop', 'he'],
  ] as const)('%s (%s, %s): every Tab stop shows a visible focus indicator', async (variant, size, lang) => {
    const page = await suite.browser.newPage({ viewport: viewports[size] });
    await page.goto(
      paymentUrl(suite.site.url, variant, {
        lang,
        apmPaymentMethods: 'paypal|mbway',
        tokenList: savedVisa,
      }),
    );
    // The form is in the HTML before any script: wait for the page to take it over and for what
    // the query adds (the saved cards replace the new-card form, the APM buttons come in), or
    // focus is on a control that is then taken away.
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await page.locator('.saved-cards-section').waitFor();
    await page.getByRole('button', { name: /PayPal/ }).waitFor();
    const stops: FocusStop[] = [];
    // Until focus leaves the document (Tab past the last control), with a bound in case it cycles.
    let leftThePage = false;
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (stop.what === 'body') {
        leftThePage = true;
        break;
      }
      stops.push(stop);
    }
    expect(stops.length, stops.map((stop) => stop.what).join(', ')).toBeGreaterThanOrEqual(5);
    // No keyboard trap (2.1.2): Tab took focus through every control and out of the page.
    expect(leftThePage, `focus held after 30 Tabs: ${stops.map((stop) => stop.what).join(', ')}`).toBe(true);
    expect(stops.filter((stop) => stop.invisible)).toEqual([]);
    await page.close();
  });
});
