import { slowPhone, throttleAs } from '@scripts/bench/throttled-page';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { traitsOf } from '@variants/screens';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { amountArrived } from './harness/amount';
import { useSiteAndBrowser } from './harness/suite';
import { variantSetting } from './harness/variant-setting';

/**
 * The first screen is in the HTML (the build prerenders it): it shows and takes typing before any
 * script has run, the page then takes over from it without a hydration error, and what the query
 * adds does not move the form under the shopper's thumb.
 */

const approved = testCards.find((card) => card.outcome === 'approved')?.number ?? '';

/** Minified React reports a hydration mismatch as error #418, #419, #423 or #425; development builds say "hydrat…". */
const hydrationProblem = /hydrat|react\.dev\/errors\/(?:418|419|423|425)/i;

async function hydrated(page: Page): Promise<void> {
  await page.locator('#root[data-render="hydrated"]').waitFor({ timeout: 10_000 });
}

/** The layout shift the page has had so far, without the shifts right after input (as CLS counts). */
/** basic's entry script: held back, the page stays its HTML. */
const entryScript = /\/basic\/assets\/index-[^/]+\.js$/;

/** Holds the answers for `path` back until the returned function is called. */
async function holdBack(page: Page, path: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(path, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('the first screen before and after the script', () => {
  const suite = useSiteAndBrowser();

  it.each(['basic', 'gett', 'nayax', 'tui', 'aober/chicshes.html'])(
    '%s has its whole form in the HTML with JavaScript off, and says that paying needs it',
    async (variant) => {
      const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
      const page = await context.newPage();
      await page.goto(paymentUrl(suite.site.url, variant));
      for (const selector of [
        'input[autocomplete="cc-number"]',
        'input[autocomplete="cc-exp"]',
        'input[autocomplete="cc-csc"]',
        'button[type="submit"]',
      ]) {
        expect(await page.locator(selector).count(), selector).toBe(1);
      }
      expect(await page.locator('.field__label').first().textContent()).not.toBe('');
      expect(await page.locator('noscript').textContent()).toMatch(/JavaScript/);
      // Pay without the script: the browser itself must not submit the form (card data in a URL).
      // Enter in the number submits as Pay would; nayax on a phone draws Pay on its last step only.
      const before = page.url();
      await page.locator('input[autocomplete="cc-number"]').fill(approved);
      await page.locator('input[autocomplete="cc-number"]').press('Enter');
      const pay = page.locator('button[type="submit"]');
      if (await pay.isVisible()) await pay.click({ noWaitAfter: true }).catch(() => undefined);
      await page.waitForTimeout(300);
      expect(page.url()).toBe(before);
      expect(page.url()).not.toContain(approved);
      await context.close();
    },
  );

  // The first key typed at usable is formatted at once only if the field logic's bytes are there
  // by then: asked for at usable, they came one round trip and a download later (236-262 ms after
  // the first focus on the slow phone). The entry is held back here, so no script of the page has
  // run: the chunk can only have been asked for by the HTML. Then, typed right at usable, the
  // first key is formatted from that one fetch, checked once (its hash on the hint), run once.
  it('fetches the field logic as the page loads, before its script runs, and formats the first key typed at usable from that one fetch', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) chunks.push(name);
    });
    const release = await holdBack(page, entryScript);
    await page.goto(paymentUrl(suite.site.url, 'basic'), { waitUntil: 'commit' });
    try {
      await expect.poll(() => chunks.includes('field-logic'), { timeout: 5_000 }).toBe(true);
      expect(await page.locator('#root').getAttribute('data-render')).toBe('prerendered');
    } finally {
      release();
    }
    await hydrated(page);
    const cardNumber = page.locator('input[autocomplete="cc-number"]');
    await cardNumber.focus();
    await page.keyboard.type('41111');
    await expect.poll(() => cardNumber.inputValue()).toBe('4111 1');
    // The page asks paymentRequest as it opens (a paid or expired link shows no form), and that
    // call needs the checkout's services; the field logic is still first in line, and fetched once.
    await expect.poll(() => chunks.includes('checkout'), { timeout: 10_000 }).toBe(true);
    expect(chunks.indexOf('field-logic')).toBeLessThan(chunks.indexOf('checkout'));
    expect(chunks.filter((chunk) => chunk === 'field-logic')).toEqual(['field-logic']);
    await context.close();
  });

  it('keeps what was typed before the script ran, formats it, and pays with it', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    // The entry script is held back until the card is typed.
    const release = await holdBack(page, entryScript);
    // The module script holds back DOMContentLoaded: the page is only committed, and parsed.
    await page.goto(paymentUrl(suite.site.url, 'basic'), { waitUntil: 'commit' });
    await page.locator('input[autocomplete="cc-number"]').waitFor();
    await page.locator('input[autocomplete="cc-number"]').pressSequentially(approved);
    await page.locator('input[autocomplete="cc-exp"]').pressSequentially('1230');
    await page.locator('input[autocomplete="cc-csc"]').pressSequentially('123');
    await page.locator('input[autocomplete="cc-name"]').pressSequentially('Ana Silva');
    expect(await page.locator('#root').getAttribute('data-render')).toBe('prerendered');
    release();
    await hydrated(page);
    const number = page.locator('input[autocomplete="cc-number"]');
    await expect.poll(() => number.inputValue()).toBe(approved.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(
      await number.evaluate(
        (input: HTMLInputElement) =>
          input.selectionStart === input.value.length || document.activeElement !== input,
      ),
    ).toBe(true);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/result\//, { timeout: 15_000 });
    expect(page.url()).toMatch(/approved/i);
    await page.close();
  });

  // The entry carries the texts the build rendered the first screen with, so the page hydrates in
  // the task that runs it: module scripts run before DOMContentLoaded, and by then the form is the
  // page's own. No tap can land between the script's arrival and the take-over (until the texts
  // were in the entry, they were fetched, and a Pay or Back in that gap had to be held and replayed).
  it.each([
    ['basic', viewports.phone],
    ['gett', viewports.desktop],
  ])(
    '%s has taken over from its HTML by DOMContentLoaded, without fetching its language file',
    async (variant, viewport) => {
      const page = await suite.browser.newPage({ viewport });
      const files: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/i18n\/[a-z]+\.json$/.test(request.url())) files.push(request.url());
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { renderAtReady?: string }).renderAtReady =
            document.getElementById('root')?.dataset.render;
        });
      });
      await page.goto(paymentUrl(suite.site.url, variant));
      expect(await page.evaluate(() => (window as unknown as { renderAtReady?: string }).renderAtReady)).toBe(
        'hydrated',
      );
      expect(files).toEqual([]);
      await page.close();
    },
  );

  // The kiosk draws one step at a time on a phone. Its HTML drew every field until the script set
  // the step, so the form's first paint was not the one it is used in (CLS 0.016 in the load
  // bench, and a longer first layout). Now the HTML holds the first step and the step bar.
  it('nayax on a phone paints its first step and step bar from the HTML, and nothing moves when the script takes over', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    // The amount the gateway states comes above the steps once it is asked for, into the place the
    // HTML keeps for it: nothing may move then either.
    const release = await holdBack(page, /\/nayax\/assets\/index-[^/]+\.js$/);
    await page.goto(paymentUrl(suite.site.url, 'nayax'), { waitUntil: 'commit' });
    const number = page.locator('input[autocomplete="cc-number"]');
    const next = page.locator('.kiosk-steps__button').last();
    await number.waitFor();
    const drawn = () =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return rect && rect.height > 0 ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
        };
        return {
          step: document.querySelector<HTMLElement>('.nayax__form')?.dataset.kioskStep,
          number: box('input[autocomplete="cc-number"]'),
          expiry: box('input[autocomplete="cc-exp"]'),
          pay: box('button[type="submit"]'),
          bar: box('.kiosk-steps'),
          footer: box('.page__footer'),
        };
      });
    let before: Awaited<ReturnType<typeof drawn>>;
    try {
      expect(await page.locator('#root').getAttribute('data-render')).toBe('prerendered');
      before = await drawn();
      expect(before).toMatchObject({ step: '1', expiry: null, pay: null });
      expect([before.number, before.bar]).not.toContain(null);
      // Next does nothing before the script: it says so rather than swallowing a tap.
      expect(await next.isDisabled()).toBe(true);
    } finally {
      release();
    }
    await hydrated(page);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await amountArrived(page, 'nayax');
    expect(await drawn()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    await page.close();
  });

  // small_world asks for a transfer's recipient in five fields whose code comes after the page has
  // taken over (the form-extras chunk). Without a place kept for them they pushed Save and Pay down
  // as they came (CLS 0.103 on the slow phone at 390 px); held back here until the form is
  // measured, so the test does not depend on how fast the chunk comes.
  it.each(['phone', 'desktop'] as const)(
    'small_world at %s size: the recipient fields come into the place the HTML keeps for them, and nothing below moves',
    async (size) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      const release = await holdBack(page, /\/small_world\/assets\/form-extras-[^/]+\.js$/);
      await page.goto(paymentUrl(suite.site.url, 'small_world'));
      await hydrated(page);
      const boxes = () =>
        page.evaluate(() => {
          const box = (selector: string) => {
            const rect = document.querySelector(selector)?.getBoundingClientRect();
            return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
          };
          return { saveCard: box('label.checkbox'), pay: box('button[type="submit"]') };
        });
      let before: Awaited<ReturnType<typeof boxes>>;
      try {
        expect(await page.locator('fieldset').count()).toBe(0);
        before = await boxes();
        expect(before.pay).not.toBeNull();
      } finally {
        release();
      }
      await page.locator('fieldset input[name="recipientFirstName"]').waitFor();
      await expect.poll(() => page.locator('fieldset legend').textContent()).not.toBe('');
      await page.waitForTimeout(300);
      expect(await boxes()).toEqual(before);
      expect(await layoutShift(page)).toBe(0);
      await page.close();
    },
  );

  // With no Hebrew font in its stack, Chromium on Linux searched the system's fonts for the
  // glyphs (fontconfig, per run of text) and drew them in DejaVu Sans: gett's first layout took
  // ~130 ms of CPU at 4x against ~80 ms with the script's fonts named (src/core/script-fonts.ts).
  // Both ways to a Hebrew page: gett's own HTML, and basic switched to Hebrew by its query.
  it.each([
    ['gett', {}],
    ['basic', { lang: 'he' }],
  ] as const)(
    '%s %j draws its Hebrew in a font its stack names, not one the browser searched for',
    async (variant, query) => {
      const page = await suite.browser.newPage({ viewport: viewports.phone });
      await page.goto(paymentUrl(suite.site.url, variant, query));
      await page.locator('html[lang="he"]').waitFor({ state: 'attached' });
      // basic switches after hydration: <html lang> is set as the switch ends, and React renders
      // the Hebrew labels a task later. Their fonts are read once they are Hebrew.
      await expect.poll(() => page.locator('.field__label').first().textContent()).toMatch(/[\u0590-\u05ff]/);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: '.field__label',
      });
      const families = new Set<string>();
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const font of fonts) families.add(font.familyName);
      }
      expect(nodeIds.length).toBeGreaterThan(0);
      // The CI installs fonts-noto-core (docs/testing.md), which has Noto Sans Hebrew.
      expect([...families]).toContain('Noto Sans Hebrew');
      expect([...families]).not.toContain('DejaVu Sans');
      await page.close();
    },
  );

  it('hydrates every shopper page without a mismatch: default language, two others, with and without saved cards', async () => {
    // Every merchant's page; the health and error pages have no query to apply.
    const variants = suite.site.manifest.routes
      .filter((route) => route.kind === 'variant' && traitsOf(route.screen).prerendered)
      .map((route) => route.variant);
    const problems: string[] = [];
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    page.on('console', (message) => {
      if (hydrationProblem.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (hydrationProblem.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
    });
    // Two languages other than the page's own (gett is Hebrew by default): a left-to-right one and a right-to-left one where possible.
    const otherLanguages = (variant: string) => {
      const own = variantSetting(variant, 'language');
      return ['de', 'he', 'fr'].filter((language) => language !== own).slice(0, 2) as [string, string];
    };
    let loads = 0;
    for (const variant of variants) {
      const [first, second] = otherLanguages(variant);
      for (const query of [
        {},
        { lang: first, tokenList: savedVisa },
        { lang: second },
        { tokenList: savedVisa },
      ]) {
        await page.goto(paymentUrl(suite.site.url, variant, query));
        await hydrated(page);
        loads += 1;
      }
    }
    expect(loads).toBeGreaterThanOrEqual(4 * 40);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  // Each page with the query the load bench gives it: what the query adds is what could move the form.
  const savedCards = { tokenList: savedVisa };
  const orderSummary = { PurchaseDescription: 'Two tickets, 12 May' };
  it.each([
    ['basic', 'phone', 'basic', {}],
    ['basic', 'desktop', 'basic', {}],
    ['gett', 'phone', 'gett', {}],
    ['nayax', 'phone', 'nayax', {}],
    ['nayax', 'desktop', 'nayax', {}],
    ['ips with saved cards', 'phone', 'ips', savedCards],
    ['ips with saved cards', 'desktop', 'ips', savedCards],
    ['aober with an order summary', 'phone', 'aober/chicshes.html', orderSummary],
    ['aober with an order summary', 'desktop', 'aober/chicshes.html', orderSummary],
    [
      'aober with nothing to summarise but its brand',
      'phone',
      'aober/chicshes.html',
      { merchantName: undefined },
    ],
  ] as const)(
    '%s at %s size: the query fills in without moving the form (CLS < 0.05)',
    async (_name, size, variant, query) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      await page.goto(paymentUrl(suite.site.url, variant, query));
      await hydrated(page);
      // What the query fills in comes after hydration, the amount and the saved cards after a
      // reply: on a busy machine later than the pause below, and their shift would go uncounted.
      await amountArrived(page, variant);
      if ('tokenList' in query) await page.locator('.saved-cards-section').waitFor({ state: 'attached' });
      if (variantSetting(variant, 'orderSummary'))
        await page.locator('.order-summary').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await page.close();
    },
  );

  // A gateway may answer the payment request late, or not at all (the spec leaves its use open):
  // meanwhile the banner keeps its place unseen, never a box saying "Amount to pay" over nothing,
  // and once the gateway says no amount its place goes.
  it('gett: the amount banner is unseen while the gateway has not answered, and gone when it states no amount', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/rest\/v2\/paymentRequest$/, async (route) => {
      await answered;
      await route.fulfill({ status: 404 });
    });
    await page.goto(paymentUrl(suite.site.url, 'gett'));
    await hydrated(page);
    const banner = page.locator('.amount-banner');
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(1);
    expect(await banner.isVisible()).toBe(false);
    // Unseen is unread too: the banner is no region a screen reader lists.
    expect(await page.getByRole('region', { name: 'סכום לתשלום' }).count()).toBe(0);
    answer();
    await expect.poll(() => banner.count()).toBe(0);
    await page.close();
  });

  // Unthrottled, hydration, the query and the amount all come before the first paint here, and
  // nothing can be seen to move. On a slow phone (CPU 4x, 150 ms round trips) the form is painted
  // from the HTML a second before the query is applied and the gateway's amount comes: each
  // summary over the form kept nothing for them, and pushed the form down as they came (tui 0.18,
  // alsa 0.16, scenic 0.08, airbaltic 0.08, elal 0.07, gett and eupago 0.06 on a phone before their lines'
  // places were kept). What is bought (PurchaseDescription) as a merchant sends it.
  it.each([
    ['tui', 'phone'],
    ['tui', 'desktop'],
    ['alsa', 'phone'],
    ['scenic', 'phone'],
    ['airbaltic', 'phone'],
    ['elal', 'phone'],
    ['phemex', 'phone'],
    ['gett', 'phone'],
    ['eupago', 'phone'],
  ] as const)(
    '%s at %s size on a slow phone: the summary keeps its lines in place for the query and the amount (CLS < 0.05)',
    async (variant, size) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      // The load bench's slow phone, without its cache switched off.
      await throttleAs(await page.context().newCDPSession(page), slowPhone, { network: true });
      await page.goto(paymentUrl(suite.site.url, variant, { PurchaseDescription: 'Two tickets, 12 May' }));
      await hydrated(page);
      await expect.poll(() => page.getByText('Two tickets, 12 May').first().isVisible()).toBe(true);
      await amountArrived(page, variant, 20_000);
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await page.close();
    },
    60_000,
  );
});
