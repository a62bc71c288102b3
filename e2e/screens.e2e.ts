import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HeaderLayout } from '@/core/header-layouts';
import { returnContextStorageKey } from '@/core/return-context';
import { showStepOf } from './harness/kiosk-steps';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/** Fields found by their autocomplete token, so the same steps work in any language. */
async function enterApprovedCard(page: Page): Promise<void> {
  const field = (autocomplete: string) =>
    showStepOf(page, page.locator(`input[autocomplete="${autocomplete}"]`));
  await (await field('cc-number')).pressSequentially('4111111111111111');
  await (await field('cc-exp')).pressSequentially('1230');
  await (await field('cc-csc')).pressSequentially('123');
  if ((await page.locator('input[autocomplete="cc-name"]').count()) > 0) {
    await (await field('cc-name')).pressSequentially('Ana Silva');
  }
}

async function enterBillingAddress(page: Page): Promise<void> {
  await page.locator('input[name="billing-email"]').fill('ana@example.com');
  await page.locator('input[name="billing-streetNumber"]').fill('12');
  await page.locator('input[name="billing-streetName"]').fill('Rua Augusta');
  await page.locator('input[name="billing-zipCode"]').fill('1100-048');
  await page.locator('input[name="billing-city"]').fill('Lisboa');
  // A Portuguese address has no state line: the form asks for none.
  await page.locator('select[name="billing-country"]').selectOption('PT');
}

interface ScreenCase {
  variant: string;
  size: keyof typeof viewports;
  lang: string;
  query?: Record<string, string>;
  /** Text the screen itself shows, proving it is the variant's own screen. */
  shows?: string;
  /** Its header's layout (core/header-layouts.ts), which the result page draws after the payment. */
  header: HeaderLayout;
}

const screens: ScreenCase[] = [
  { variant: 'airbaltic', size: 'desktop', lang: 'en', shows: 'Riga – London', header: 'airline' },
  {
    variant: 'scenic',
    size: 'desktop',
    lang: 'en',
    query: { addressFields: 'true' },
    shows: 'Billing address',
    header: 'travel',
  },
  { variant: 'elal', size: 'desktop', lang: 'he', shows: 'תשלום מאובטח', header: 'airline' },
  { variant: 'nayax', size: 'desktop', lang: 'en', shows: 'Enter your card to pay', header: 'kiosk' },
  { variant: 'nayax', size: 'phone', lang: 'en', shows: 'Step 1 of', header: 'kiosk' },
  { variant: 'alsa', size: 'desktop', lang: 'en', shows: 'Riga – London', header: 'travel' },
  { variant: 'tui', size: 'desktop', lang: 'en', shows: 'Riga – London', header: 'travel' },
  { variant: 'phemex', size: 'desktop', lang: 'en', shows: 'Riga – London', header: 'exchange' },
  { variant: 'stb', size: 'desktop', lang: 'en', header: 'bank' },
  { variant: 'salesforce/templates', size: 'desktop', lang: 'en', shows: 'E2E Shop', header: 'storefront' },
];

/**
 * The variants with their own screens, end to end in Chromium: each takes a payment with the
 * approved card and lands on the result page. Then the result, error and health pages render.
 */
describe('own screens', () => {
  const suite = useSiteAndBrowser();

  it.each(screens)('$variant ($size, $lang) pays with the approved card', async (screen) => {
    const page = await suite.browser.newPage({ viewport: viewports[screen.size] });
    const problems = watchPage(page);
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/rest\/v[12]\/(checkout|storeAndPay)$/.test(request.url())) {
        checkouts.push(request.postData() ?? '');
      }
    });
    await page.goto(
      paymentUrl(suite.site.url, screen.variant, {
        lang: screen.lang,
        PurchaseDescription: 'Riga – London',
        ...screen.query,
      }),
    );
    await page.locator('input[autocomplete="cc-number"]').waitFor();
    // The form is in the HTML in the variant's default language; the query's language follows
    // once the page has taken over.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(screen.lang);
    if (screen.shows) await expect.poll(() => page.textContent('body')).toContain(screen.shows);

    await enterApprovedCard(page);
    if (screen.query?.addressFields === 'true') await enterBillingAddress(page);
    await (await showStepOf(page, page.locator('form.card-form button[type="submit"]'))).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    // The result page keeps the payment page's header: its layout, in its brand.
    await expect.poll(() => page.locator('header').getAttribute('data-layout')).toBe(screen.header);
    if (screen.query?.addressFields === 'true') {
      const sent = new URLSearchParams(checkouts[0]);
      expect([sent.get('c3'), sent.get('c7'), sent.get('c9')]).toEqual(['ana@example.com', 'Lisboa', 'PT']);
      expect(sent.has('c8')).toBe(false);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await page.close();
  });

  it('a merchant name cannot pose as another site with a right-to-left override', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(paymentUrl(suite.site.url, 'basic', { merchantName: 'Shop \u202Emoc.lapyap' }));
    await expect.poll(() => page.locator('header').textContent()).toContain('Shop moc.lapyap');
    expect(await page.evaluate(() => /[\u202a-\u202e\u2066-\u2069]/.test(document.body.innerText))).toBe(
      false,
    );
    await page.close();
  });

  /**
   * What a payment page of this tab leaves as the payment leaves it (save-return-context.ts), on
   * its way to the result page: only then does the result page state an outcome.
   */
  async function asIfPaidInThisTab(page: Page) {
    await page.addInitScript(
      ([key, savedAt]) => {
        if (sessionStorage.getItem(key) !== null) return;
        sessionStorage.setItem(
          key,
          JSON.stringify({ variantPath: 'basic', uniqueRequestId: 'e2e-1', savedAt }),
        );
      },
      [returnContextStorageKey, Date.now()] as const,
    );
  }

  it('the result page never shows text from the address: a phishing z3 or z2 is not on the page', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await asIfPaidInThisTab(page);
    const bait = 'Call +1 555 0100 to complete your payment';
    await page.goto(
      new URL(
        `/result/?status=declined&z2=${encodeURIComponent(bait)}&z3=${encodeURIComponent(bait)}`,
        suite.site.url,
      ).href,
    );
    await expect.poll(() => page.locator('h1').textContent()).toBe('Payment not completed');
    expect(await page.textContent('body')).not.toContain('555');
    await page.close();
  });

  // Rows: language, address, whether this tab's payment led there, the heading, a detail.
  it.each([
    [
      'en',
      'status=approved&reference=SBX-1A2B3C4D5E&method=card',
      true,
      'Payment successful',
      'Reference: SBX-1A2B3C4D5E',
    ],
    [
      'he',
      'status=approved&reference=SBX-1A2B3C4D5E&method=card',
      true,
      'התשלום בוצע בהצלחה',
      'SBX-1A2B3C4D5E',
    ],
    [
      'en',
      'status=declined&method=card&z2=DECLINED&z3=The+card+issuer+declined+the+payment.',
      true,
      'Payment not completed',
      'The bank declined the payment.',
    ],
    [
      'en',
      'z2=-10&z3=Internal+server+error.+Please+contact+HPP+support.',
      true,
      'Payment failed',
      'The payment service had an internal problem.',
    ],
    [
      'he',
      'z2=-10&z3=Internal+server+error.+Please+contact+HPP+support.',
      true,
      'התשלום נכשל',
      'אירעה תקלה פנימית בשירות התשלומים.',
    ],
    // The forged "proof of payment": no payment of this tab led there.
    ['en', 'status=approved&reference=FAKE-000123', false, 'Check this payment with the shop', 'FAKE-000123'],
    ['he', 'status=approved&reference=FAKE-000123', false, 'בדקו את התשלום הזה מול החנות', 'FAKE-000123'],
  ])(
    'the result page in %s for %s (paid in this tab: %s) says "%s"',
    async (lang, query, paid, title, detail) => {
      const page = await suite.browser.newPage({ viewport: viewports.phone });
      if (paid) await asIfPaidInThisTab(page);
      const problems = watchPage(page);
      await page.goto(new URL(`/result/?${query}&lang=${lang}`, suite.site.url).href);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await page.textContent('main')).toContain(detail);
      // Polled: the result page sets its title in an effect after the render that showed the h1.
      await expect.poll(() => page.title()).toBe(title);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'he' ? 'rtl' : 'ltr');
      expect([...problems.pageErrors, ...problems.consoleErrors, ...problems.failedRequests]).toEqual([]);
      await page.close();
    },
  );

  // The result page is rendered on the client, in the language its own address asks for: its
  // amount is formatted in that language too, not in the bundle's default.
  it.each([
    ['en', /€127\.61/],
    ['de', /127,61\s€/],
  ])('the result page asked for in %s formats the amount paid in it', async (lang, amount) => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.addInitScript(
      ([key, savedAt]) => {
        const paid = { variantPath: 'basic', uniqueRequestId: 'e2e-1', savedAt, language: 'en' };
        sessionStorage.setItem(
          key,
          JSON.stringify({ ...paid, amount: { minorUnits: 12761, currency: 'EUR' } }),
        );
      },
      [returnContextStorageKey, Date.now()] as const,
    );
    const problems = watchPage(page);
    await page.goto(new URL(`/result/?status=approved&lang=${lang}`, suite.site.url).href);
    await expect.poll(() => page.textContent('main')).toMatch(amount);
    expect([...problems.pageErrors, ...problems.consoleErrors, ...problems.failedRequests]).toEqual([]);
    await page.close();
  });

  it.each([
    ['/basic/_error.html', 'This page is not available'],
    ['/no-such-variant/', 'This page is not available'],
    ['/health.html', 'health OK'],
  ])('%s renders "%s"', async (path, text) => {
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const problems = watchPage(page);
    await page.goto(new URL(path, suite.site.url).href);
    await expect.poll(() => page.textContent('main')).toContain(text);
    if (path === '/health.html') expect(await page.textContent('main')).toContain('version 2.1.0');
    expect([...problems.pageErrors, ...problems.consoleErrors]).toEqual([]);
    await page.close();
  });
});
