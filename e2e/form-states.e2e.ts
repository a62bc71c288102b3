import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amountArrived } from './harness/amount';
import { type AxeViolation, describeViolations, runAxe } from './harness/axe';
import { showStepOf } from './harness/kiosk-steps';
import { useSiteAndBrowser } from './harness/suite';

/**
 * What a shopper sees while the form works: a payment in flight (read-only form, "Processing…",
 * "Checking with your bank" during 3-D Secure), the error summary after a submit, labels that
 * stay once a field is filled, the skip link, a single "Secure payment" and APM buttons that
 * appear whole. Phone size unless the desktop differs.
 */

const slowCard = '4000000000007775';
const silentMethodCard = '4000000000003238';

const number = (page: Page) => page.locator('input[autocomplete="cc-number"]');
const payButton = (page: Page) => page.locator('form.card-form button[type="submit"]');

/** Types a card by autocomplete token, so Hebrew pages (gett) are filled like English ones. */
async function enterCardAnyLanguage(page: Page, card: string): Promise<void> {
  await (await showStepOf(page, number(page))).pressSequentially(card);
  await (await showStepOf(page, page.locator('input[autocomplete="cc-exp"]'))).pressSequentially('1230');
  await (await showStepOf(page, page.locator('input[autocomplete="cc-csc"]'))).pressSequentially('123');
  const name = page.locator('input[autocomplete="cc-name"]');
  if ((await name.count()) > 0) await (await showStepOf(page, name)).pressSequentially('Ana Silva');
}

/** Pay, as the shopper reaches it (on the nayax kiosk's phone layout, its last step). */
async function pressPay(page: Page): Promise<void> {
  await (await showStepOf(page, payButton(page))).click();
}

async function openPage(
  browser: Browser,
  url: string,
  size: keyof typeof viewports = 'phone',
): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports[size] });
  await page.goto(url);
  await payButton(page).waitFor({ state: 'attached' });
  return page;
}

/** Serious and critical violations only: what the brief holds every state to. */
function serious(violations: AxeViolation[]): string[] {
  return describeViolations(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

/** Counts the card payments the page posts (a second one would be a double charge). */
function countCheckoutPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/rest\/v\d\/(checkout|storeAndPay)$/.test(request.url())) posts++;
  });
  return () => posts;
}

describe('a payment in flight (the gateway at its real pace)', () => {
  const suite = useSiteAndBrowser({ latencyScale: 1 });

  it('keeps the form read-only and the pay button its size, says Processing…, and pays once', async () => {
    const page = await openPage(suite.browser, paymentUrl(suite.site.url, 'basic'));
    const posts = countCheckoutPosts(page);
    await enterCardAnyLanguage(page, slowCard);
    const before = await payButton(page).boundingBox();
    await payButton(page).dblclick();
    await expect.poll(() => payButton(page).textContent()).toBe('Processing…');
    const during = await payButton(page).boundingBox();
    expect(during?.width).toBeCloseTo(before?.width ?? 0, 0);
    expect(during?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await number(page).evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);
    await number(page).press('End');
    await number(page).pressSequentially('99');
    await number(page).press('Backspace');
    expect(await number(page).inputValue()).toBe('4000 0000 0000 7775');
    await number(page).press('Enter');
    // Approved: the page leaves for the result page.
    await page.waitForURL((url) => url.pathname !== '/basic/', { timeout: 20_000 });
    expect(posts()).toBe(1);
    await page.close();
  });

  it.each(['basic', 'gett', 'nayax'])('%s while processing: no serious axe violation', async (variant) => {
    const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant));
    await enterCardAnyLanguage(page, slowCard);
    await pressPay(page);
    await expect.poll(() => payButton(page).getAttribute('aria-busy')).toBe('true');
    expect(serious(await runAxe(page))).toEqual([]);
    await page.close();
  });
});

describe('the 3-D Secure method step', () => {
  const suite = useSiteAndBrowser();

  it.each<[string, keyof typeof viewports, string]>([
    ['basic', 'phone', 'Checking with your bank…'],
    ['basic', 'desktop', 'Checking with your bank…'],
    ['gett', 'phone', 'בודקים מול הבנק שלך…'],
    ['nayax', 'phone', 'Checking with your bank…'],
  ])('%s at %s size says %s with a progress bar, in a polite live region', async (variant, size, text) => {
    const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant), size);
    await enterCardAnyLanguage(page, silentMethodCard);
    await pressPay(page);
    const message = page.locator('.payment-progress');
    await message.waitFor({ state: 'visible', timeout: 5000 });
    expect(await message.innerText()).toBe(text);
    const region = await message.evaluate((element) =>
      element.closest('[aria-live]')?.getAttribute('aria-live'),
    );
    expect(region).toBe('polite');
    const bar = await page.locator('.payment-progress__bar').boundingBox();
    expect(bar?.width ?? 0).toBeGreaterThan(0);
    expect(bar?.height ?? 0).toBeGreaterThan(0);
    expect(await number(page).evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);
    expect(serious(await runAxe(page))).toEqual([]);
    await page.close();
  });

  it('stands the progress bar still for a shopper who asked for less motion', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone, reducedMotion: 'reduce' });
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    await enterCardAnyLanguage(page, silentMethodCard);
    await pressPay(page);
    const bar = page.locator('.payment-progress__bar');
    await bar.waitFor({ state: 'visible', timeout: 5000 });
    expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.close();
  });
});

describe('the error summary', () => {
  const suite = useSiteAndBrowser();

  it.each<[string, keyof typeof viewports, string, number]>([
    ['basic', 'phone', 'There are 4 errors in the form.', 4],
    ['basic', 'desktop', 'There are 4 errors in the form.', 4],
    ['nayax', 'phone', 'There are 4 errors in the form.', 4],
    ['gett', 'phone', 'יש 4 שגיאות בטופס.', 4],
  ])(
    '%s at %s size: counts the errors, links each field, and goes once they are fixed',
    async (variant, size, title, count) => {
      const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant), size);
      await pressPay(page);
      const summary = page.locator('.error-summary');
      await summary.waitFor({ state: 'visible' });
      expect(await summary.locator('h3').innerText()).toBe(title);
      const links = summary.getByRole('link');
      expect(await links.count()).toBe(count);
      expect(serious(await runAxe(page))).toEqual([]);
      // The security code's link (third) focuses the security code.
      await links.nth(2).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('cc-csc');
      expect(new URL(page.url()).hash).toBe('');
      await enterCardAnyLanguage(page, '4111111111111111');
      await summary.waitFor({ state: 'detached' });
      await page.close();
    },
  );

  it('lists the billing fields (scenic) and the recipient fields (small_world) too', async () => {
    const scenic = await openPage(
      suite.browser,
      paymentUrl(suite.site.url, 'scenic', { addressFields: 'true' }),
    );
    await payButton(scenic).click();
    await scenic.locator('.error-summary').waitFor();
    // The card's four and the billing address's six: no state until a country that has one.
    expect(await scenic.locator('.error-summary a').count()).toBe(10);
    await scenic.close();
    const smallWorld = await openPage(suite.browser, paymentUrl(suite.site.url, 'small_world'));
    await payButton(smallWorld).click();
    await smallWorld.locator('.error-summary').waitFor();
    expect(await smallWorld.locator('.error-summary a').count()).toBe(9);
    await smallWorld.locator('.error-summary a').last().click();
    await expect
      .poll(() => smallWorld.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('recipientCountry');
    await smallWorld.close();
  });
});

describe('the texts a variant hides stay hidden everywhere on the page', () => {
  const suite = useSiteAndBrowser();

  const emptyFieldTexts = [
    'Enter your card number.',
    'Enter the expiry date.',
    'Enter the security code.',
    'Enter the name on the card.',
  ];
  const invalidNumberText = 'This card number is not valid. Check the digits and try again.';

  /** Two frames after the stores changed: React has rendered what they say. */
  const afterRender = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  /**
   * The later texts (validation messages) have come: their file's fetch has ended (resource timing,
   * the same in every engine) and React has rendered what they say. Before then a message shown is
   * empty and a message hidden proves nothing.
   */
  const laterTextsIn = async (page: Page) => {
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some(
              (entry) =>
                entry.name.includes('.later.json') && (entry as PerformanceResourceTiming).responseEnd > 0,
            ),
        ),
      )
      .toBe(true);
    await afterRender(page);
  };

  /** Which of `texts` the visible page says, anywhere (the fields, the error summary, notices). */
  const saidOf = (page: Page, texts: readonly string[]) =>
    page.evaluate((wanted) => wanted.filter((text) => document.body.innerText.includes(text)), texts);

  // Spec section 2: refundit and salesforce vpos hide error text; section 9: empty-field messages
  // are off by default and on for the moneycorp variants.
  it.each<[string, { hidesEmpty: boolean; hidesInvalid: boolean }]>([
    ['refundit', { hidesEmpty: true, hidesInvalid: true }],
    ['salesforce/templates/vpos', { hidesEmpty: true, hidesInvalid: true }],
    ['basic', { hidesEmpty: true, hidesInvalid: false }],
    ['moneycorp_bank', { hidesEmpty: false, hidesInvalid: false }],
  ])('%s: after Pay on an empty form and on an invalid number', async (variant, hides) => {
    const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant));
    await pressPay(page);
    const summary = page.locator('.error-summary');
    await summary.waitFor({ state: 'visible' });
    // The count is a first-screen text: said before the messages have come.
    expect(await summary.locator('h3').innerText()).toBe('There are 4 errors in the form.');
    await laterTextsIn(page);
    expect(await saidOf(page, emptyFieldTexts)).toEqual(hides.hidesEmpty ? [] : emptyFieldTexts);
    // The summary still links every field: by its message, or by its label where that is hidden.
    expect(await summary.getByRole('link').allInnerTexts()).toEqual(
      hides.hidesEmpty ? ['Card number', 'Expiry date', 'Security code', 'Name on card'] : emptyFieldTexts,
    );

    await number(page).pressSequentially('4111111111111112');
    await pressPay(page);
    await expect.poll(() => number(page).inputValue()).toBe('4111 1111 1111 1112');
    await expect
      .poll(() => summary.getByRole('link').first().innerText())
      .toBe(hides.hidesInvalid ? 'Card number' : invalidNumberText);
    await afterRender(page);
    expect(await summary.locator('h3').innerText()).toBe('There are 4 errors in the form.');
    expect(await saidOf(page, [invalidNumberText])).toEqual(hides.hidesInvalid ? [] : [invalidNumberText]);
    expect(await saidOf(page, emptyFieldTexts.slice(1))).toEqual(
      hides.hidesEmpty ? [] : emptyFieldTexts.slice(1),
    );
    await page.close();
  });
});

describe('labels that stay once a field is filled', () => {
  const suite = useSiteAndBrowser();

  it.each<[string, string]>([
    ['gett', 'input[autocomplete="cc-number"]'],
    ['gett', 'input[autocomplete="cc-exp"]'],
    ['basic', 'input[autocomplete="cc-name"]'],
  ])('%s on a phone: %s shows its label on its top edge, clear of the text', async (variant, selector) => {
    const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant));
    // The label's and the field's boxes are read one after the other below: not while gett's
    // amount comes in above the form and moves it.
    await amountArrived(page, variant);
    const input = page.locator(selector);
    const label = page.locator(`label[for="${await input.getAttribute('id')}"]`);
    // Polled: the HTML has the large screen's placeholder; start-up puts the phone's in just before
    // it hydrates.
    await expect.poll(() => input.getAttribute('placeholder')).toBe(await label.textContent());
    expect((await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await input.pressSequentially(selector.includes('name') ? 'Ana Silva' : '4111111111111111');
    await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    const labelBox = await label.boundingBox();
    const inputBox = await input.boundingBox();
    const textTop = await input.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.fontSize) * 1.2;
      return element.getBoundingClientRect().top + (element.clientHeight - lineHeight) / 2;
    });
    if (!labelBox || !inputBox) throw new Error('label or input not rendered');
    // On the field's top edge, inside its width, and above where the typed text starts.
    expect(labelBox.y).toBeLessThan(inputBox.y);
    expect(labelBox.y + labelBox.height).toBeGreaterThan(inputBox.y);
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(textTop);
    expect(labelBox.x).toBeGreaterThanOrEqual(inputBox.x);
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(inputBox.x + inputBox.width);
    // Readable: not hidden behind the input's own background.
    const onTop = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.close();
  });

  // The floating label's class is on the field at every size (the build's HTML has no screen):
  // its CSS must act on small screens only, where the label is hidden and the placeholder is it.
  it.each<[string, string]>([
    ['gett', 'input[autocomplete="cc-number"]'],
    ['basic', 'input[autocomplete="cc-name"]'],
  ])(
    '%s at desktop size: %s keeps its label above it, filled, and the format as placeholder',
    async (variant, selector) => {
      const page = await openPage(suite.browser, paymentUrl(suite.site.url, variant), 'desktop');
      await page.locator('#root[data-render="hydrated"]').waitFor({ timeout: 10_000 });
      // The empty label's box is compared with the filled one's: both after gett's amount, which
      // comes after hydration above the form and moves it down.
      await amountArrived(page, variant);
      const input = page.locator(selector);
      const label = page.locator(`label[for="${await input.getAttribute('id')}"]`);
      expect(await input.getAttribute('placeholder')).not.toBe(await label.textContent());
      const emptyBox = await label.boundingBox();
      // The floating-label CSS comes with the field logic, which formats the number.
      const cardNumber = page.locator('input[autocomplete="cc-number"]');
      await cardNumber.pressSequentially('4111111111111111');
      await expect.poll(() => cardNumber.inputValue()).toContain(' ');
      if (selector.includes('name')) await input.pressSequentially('Ana Silva');
      const inputBox = await input.boundingBox();
      if (!emptyBox || !inputBox) throw new Error('label or input not rendered');
      // Where it was before the field was filled, the same size, above the field.
      expect(await label.boundingBox()).toEqual(emptyBox);
      expect(emptyBox.y + emptyBox.height).toBeLessThanOrEqual(inputBox.y);
      await page.close();
    },
  );
});

describe('the page around the form', () => {
  const suite = useSiteAndBrowser();

  it.each<keyof typeof viewports>(['desktop', 'phone'])(
    'at %s size the skip link lands on the first field, past the Back button',
    async (size) => {
      const page = await openPage(suite.browser, paymentUrl(suite.site.url, 'basic'), size);
      // The link's handler carries the focus on; before hydration the link only jumps to #payment.
      await page.locator('#root[data-render="hydrated"]').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
        'cc-number',
      );
      await page.close();
    },
  );

  it.each<keyof typeof viewports>(['phone', 'desktop'])(
    'at %s size without merchantName "Secure payment" shows once',
    async (size) => {
      const page = await openPage(
        suite.browser,
        paymentUrl(suite.site.url, 'basic', { merchantName: undefined }),
        size,
      );
      // The header's mark is set from the query once the page has hydrated: counted after that.
      await page.locator('#root[data-render="hydrated"]').waitFor();
      expect(await page.getByText('Secure payment', { exact: true }).count()).toBe(1);
      await page.close();
    },
  );

  it.each<keyof typeof viewports>(['phone', 'desktop'])(
    'at %s size the APM buttons have their text and a decoded logo in their first frame',
    async (size) => {
      const page = await suite.browser.newPage({ viewport: viewports[size] });
      // Runs in the page before its own scripts: records what the buttons show in the frame in
      // which they first appear (the animation frame callback runs before that frame is painted).
      await page.addInitScript(() => {
        const record = window as unknown as { firstApmFrame?: unknown };
        const observer = new MutationObserver(() => {
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('.apm__button')];
          if (buttons.length === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            record.firstApmFrame = buttons.map((button) => {
              const image = button.querySelector('img');
              return {
                text: image ? image.alt : button.innerText,
                decoded: image ? image.complete && image.naturalWidth > 0 : null,
              };
            });
          });
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(
        paymentUrl(suite.site.url, 'basic', { apmPaymentMethods: 'paypal|ideal|mbway|Acme Wallet' }),
      );
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstApmFrame?: unknown }).firstApmFrame), {
          timeout: 10_000,
        })
        .toEqual([
          { text: 'Pay with PayPal', decoded: true },
          { text: 'Pay with iDEAL', decoded: true },
          { text: 'Pay with MB WAY', decoded: true },
          { text: 'Acme Wallet', decoded: null },
        ]);
      await page.close();
    },
  );
});
