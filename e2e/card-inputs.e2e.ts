import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './harness/axe';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/** 2020 is past for good; the sandbox approves these tokens. */
const expiredMastercard =
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:10,expiryYear:2020]';
const expiredAmex = '[token:tok_amex_approved,cardNumber:378282*****0005,expiryMonth:01,expiryYear:2020]';

/**
 * Saved cards that have expired, the optional saved-card security code, and card inputs that never
 * hold an impossible value (a number longer than its scheme allows, a month that is no month), in
 * Chromium at 390x844.
 */
describe('card inputs and expired saved cards at 390x844', () => {
  const suite = useSiteAndBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.phone });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Opens a payment page and records the body of every checkout request it sends. */
  async function open(variant: string, query: Record<string, string> = {}) {
    const page = await context.newPage();
    const problems = watchPage(page);
    const checkouts: URLSearchParams[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && /\/rest\/v[12]\/(checkout|storeAndPay)/.test(request.url()))
        checkouts.push(new URLSearchParams(request.postData() ?? ''));
    });
    const url = paymentUrl(suite.site.url, variant, query);
    await page.goto(url);
    return { page, problems, checkouts, url };
  }

  const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });

  describe.each(['basic', 'scenic'])('saved cards on %s', (variant) => {
    it('shows an expired card as expired, never chooses or pays with it, and deletes it', async () => {
      const { page, problems, checkouts } = await open(variant, {
        // Deletions are remembered per M + g1: an own merchant keeps the card for the other tests.
        M: `M-e2e-expired-${variant}`,
        tokenList: `${expiredMastercard},${savedVisa}`,
      });
      const expired = page.getByRole('radio', { name: 'Mastercard ending 4444 Expired 10/20' });
      await expect.poll(() => expired.count()).toBe(1);
      expect(await page.getByText('Expired 10/20', { exact: true }).isVisible()).toBe(true);
      expect(await expired.isDisabled()).toBe(true);
      expect(await expired.isChecked()).toBe(false);
      const valid = page.getByRole('radio', { name: 'Visa ending 1111 Expires 12/34' });
      expect(await valid.isChecked()).toBe(true);

      // Neither a click on its row nor the arrow keys choose it. (Playwright waits for a label's
      // control to be enabled before clicking it; a shopper's click does not wait.)
      await page.getByText('Expired 10/20', { exact: true }).click({ force: true });
      await valid.focus();
      await page.keyboard.press('ArrowUp');
      expect(await expired.isChecked()).toBe(false);
      expect(await valid.isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Delete card ending 4444' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);

      await payButton(page).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      expect(checkouts.map((body) => body.get('g1'))).toEqual(['tok_visa_approved']);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it('opens on the new-card form when every saved card is expired; they can be seen and deleted', async () => {
      const { page, problems, checkouts } = await open(variant, {
        M: `M-e2e-all-expired-${variant}`,
        tokenList: `${expiredMastercard},${expiredAmex}`,
      });
      const cardNumber = page.getByLabel('Card number');
      await expect.poll(() => cardNumber.isVisible()).toBe(true);
      // The number is in the HTML from the start: no radio shown proves something only once the
      // saved cards have come (folded away, under their summary).
      await page.getByText('Your saved cards', { exact: true }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('radio', { includeHidden: true, checked: true }).count()).toBe(0);
      await page.getByText('Your saved cards', { exact: true }).click();
      const cards = page.getByRole('radio');
      await expect.poll(() => cards.count()).toBe(2);
      expect(await page.getByRole('radio', { name: /Expired 10\/20$/ }).isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: /Expired 01\/20$/ }).isDisabled()).toBe(true);
      // The only Pay button is the new-card form's.
      expect(await payButton(page).count()).toBe(1);
      await page.getByRole('button', { name: 'Delete card ending 0005' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cardNumber.isVisible()).toBe(true);
      expect(checkouts).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });
  });

  it.each([
    [{}, 'Security code (optional)', false],
    [{ enforceCVV: 'true' }, 'Security code', true],
  ])('the saved-card security code with %j is labelled %j', async (query, label, required) => {
    const { page } = await open('basic', { tokenList: savedVisa, ...query });
    const cvv = page.getByRole('textbox', { name: label, exact: true });
    await expect.poll(() => cvv.count()).toBe(1);
    expect(await cvv.getAttribute('aria-required')).toBe(String(required));
    // Its length is the card's scheme's: 3 for a Visa.
    await cvv.pressSequentially('98765');
    expect(await cvv.inputValue()).toBe('987');
    await page.close();
  });

  /** The card number field with the field logic loaded and `digits` typed key by key. */
  async function typedNumber(digits: string) {
    const { page } = await open('basic');
    const field = page.getByLabel('Card number');
    await field.pressSequentially(digits);
    await expect.poll(() => field.inputValue()).toMatch(/ /);
    return { page, field };
  }

  const caret = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.selectionStart);

  it.each([
    ['Visa', '4111111111111111', '4111 1111 1111 1111'],
    ['Amex', '378282246310005', '3782 822463 10005'],
    ['an unknown scheme', '9999999999999999999', '9999 9999 9999 9999 999'],
  ])(
    'refuses a digit typed into a complete %s number, in the middle as at the end',
    async (_name, digits, shown) => {
      const { page, field } = await typedNumber(digits);
      expect(await field.inputValue()).toBe(shown);
      await page.keyboard.press('5');
      expect(await field.inputValue()).toBe(shown);
      expect(await caret(page)).toBe(shown.length);
      await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
      await page.keyboard.press('5');
      expect(await field.inputValue()).toBe(shown);
      expect(await caret(page)).toBe(7);
      await page.close();
    },
  );

  async function paste(page: Page, text: string) {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.keyboard.press('Control+V');
  }

  it.each([
    ['a Visa into an empty field', '', 0, '4111 1111 1111 1111 999', '4111 1111 1111 1111', 19],
    ['an Amex into an empty field', '', 0, '378282246310005123', '3782 822463 10005', 17],
    ['digits into the middle of a Visa', '41111111', 4, '222233334444', '4111 2222 3333 1111', 14],
  ])(
    'cuts a long paste of %s to the scheme, the caret after it',
    async (_name, typed, at, pasted, shown, caretAt) => {
      const { page } = await open('basic');
      const field = page.getByLabel('Card number');
      await field.click();
      if (typed) await field.pressSequentially(typed);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('cc-number');
      await field.evaluate(
        (input: HTMLInputElement, position) => input.setSelectionRange(position, position),
        at,
      );
      await paste(page, pasted);
      await expect.poll(() => field.inputValue()).toBe(shown);
      expect(await caret(page)).toBe(caretAt);
      await page.close();
    },
  );

  /** Whether the sandbox holds a payment for this page's M and uniqueRequestID. */
  async function sandboxPaymentStatus(url: string): Promise<number> {
    const query = new URL(url).searchParams;
    const response = await fetch(
      `${suite.site.url}/gateway/__sandbox/payments?${new URLSearchParams({
        M: query.get('M') ?? '',
        uniqueRequestID: query.get('uniqueRequestID') ?? '',
      })}`,
    );
    return response.status;
  }

  it.each([
    ['typed', '13/30', '13/30'],
    ['typed without the slash', '1330', '13/30'],
    ['pasted', '13/30', '13/30'],
    ['pasted without the slash', '1330', '13/30'],
    ['pasted as month 00', '00/30', '00/30'],
  ])('keeps an impossible month %s (%s) as %s, says so, and posts nothing', async (how, entered, shown) => {
    const { page, checkouts, url, problems } = await open('basic');
    await page.getByLabel('Card number').pressSequentially('4111111111111111');
    const expiry = page.getByLabel('Expiry date');
    if (how.startsWith('pasted')) {
      await expiry.click();
      await paste(page, entered);
    } else {
      await expiry.pressSequentially(entered);
    }
    await expect.poll(() => expiry.inputValue()).toBe(shown);
    await page.getByLabel('Security code').pressSequentially('123');
    await page.getByLabel('Name on card').pressSequentially('Ana Silva');
    await payButton(page).click();
    // The field's own message (the error summary above the form repeats it as a link).
    const fieldError = page.locator('.field__error', { hasText: 'The month must be between 01 and 12.' });
    await expect.poll(() => fieldError.isVisible()).toBe(true);
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    expect(await expiry.inputValue()).toBe(shown);
    // Give a request that should not exist time to be sent, then look on both sides.
    await page.waitForTimeout(300);
    expect(checkouts).toEqual([]);
    expect(await sandboxPaymentStatus(url)).toBe(404);
    expect(page.url()).not.toMatch(/\/result\//);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it.each([
    ['typed key by key', '12/2030'],
    ['pasted', '12-2030'],
    // Year first in one step, as some password managers fill the field.
    ['filled in one step', '2030-12'],
    ['filled in one step', '203012'],
  ])('takes a four-digit year %s (%s), shows 12/30 and pays with b3 12, b4 30', async (how, entered) => {
    const { page, checkouts, problems } = await open('basic');
    await page.getByLabel('Card number').pressSequentially('4111111111111111');
    const expiry = page.getByLabel('Expiry date');
    if (how === 'pasted') {
      await expiry.click();
      await paste(page, entered);
    } else if (how === 'filled in one step') {
      // fill() sets the whole value and fires one input event, as an autofill does.
      await expiry.fill(entered);
    } else {
      // On the way to 2030, "12/20" is past as it stands: the field waits, as the shopper types on.
      await expiry.pressSequentially(entered.slice(0, 5));
      await expect.poll(() => expiry.inputValue()).toBe('12/20');
      await page.waitForTimeout(100);
      expect(await expiry.getAttribute('aria-invalid')).not.toBe('true');
      await expiry.pressSequentially(entered.slice(5));
    }
    await expect.poll(() => expiry.inputValue()).toBe('12/30');
    await page.getByLabel('Security code').pressSequentially('123');
    expect(await expiry.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByLabel('Name on card').pressSequentially('Ana Silva');
    await payButton(page).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(checkouts.map((body) => [body.get('b1'), body.get('b3'), body.get('b4')])).toEqual([
      ['4111111111111111', '12', '30'],
    ]);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('says a past "12/20" is past once the shopper leaves the field, not while typing it', async () => {
    const { page } = await open('basic');
    const expiry = page.getByLabel('Expiry date');
    await expiry.pressSequentially('1220');
    await expect.poll(() => expiry.inputValue()).toBe('12/20');
    await page.waitForTimeout(100);
    expect(await expiry.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByLabel('Security code').click();
    await expect.poll(() => expiry.getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it.each([
    // supportedCardTypes, keys typed (each once the logo it may bring has loaded) → the logo each brings
    [undefined, ['4'], ['visa']],
    [undefined, ['5', '1'], ['', 'mastercard']],
    ['visa,mastercard,amex', ['3', '7'], ['', 'amex']],
  ])(
    'supportedCardTypes %j, typing %j: the scheme logo a key brings is loaded when it appears (%j), not fetched then',
    async (supportedCardTypes, keys, logos) => {
      const { page, problems } = await open('basic', supportedCardTypes ? { supportedCardTypes } : {});
      const logoReplies: string[] = [];
      page.on('response', (response) => {
        const name = /\/assets\/schemes\/([^/?]+)$/.exec(response.url())?.[1];
        if (name) logoReplies.push(`${name} ${response.status()} ${response.headers()['content-type']}`);
      });
      await page.locator('#root[data-render="hydrated"]').waitFor();
      // Whether each logo was complete at the moment it entered the page, before its first frame.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { logosSeen: string[] }).logosSeen = seen;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              // The logo comes on its own or inside the field's adornment.
              const images = node.matches('img.scheme-logo')
                ? [node as HTMLImageElement]
                : [...node.querySelectorAll<HTMLImageElement>('img.scheme-logo')];
              for (const image of images)
                seen.push(`${image.src.split('/').pop()} ${image.complete && image.naturalWidth > 0}`);
            }
        }).observe(document.body, { childList: true, subtree: true });
      });
      const fetched = (logo: string) =>
        page.evaluate(
          (name) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => entry.name.endsWith(`/assets/schemes/${name}.svg`)),
          logo,
        );
      // Usable, with its field logic, and untouched: no logo asked for yet.
      await page.waitForTimeout(500);
      expect(logoReplies).toEqual([]);
      await page.locator('input[autocomplete="cc-number"]').focus();
      for (const [index, key] of keys.entries()) {
        // The logo this key may bring was asked for at the first touch, or at the key before.
        const next = logos[index];
        if (next) await expect.poll(() => fetched(next)).toBe(true);
        // The page must hold the image it loaded: one nothing refers to goes at the next collection.
        await page.requestGC();
        await page.keyboard.type(key);
      }
      const last = logos.at(-1);
      await expect.poll(() => page.locator('img.scheme-logo').getAttribute('src')).toContain(`${last}.svg`);
      expect(await page.evaluate(() => (window as unknown as { logosSeen: string[] }).logosSeen)).toEqual([
        `${last}.svg true`,
      ]);
      // Each logo asked for once, and each an image (a missing file would come as the error page).
      expect(logoReplies.length).toBe(new Set(logoReplies.map((reply) => reply.split(' ')[0])).size);
      for (const reply of logoReplies) expect(reply).toMatch(/^[a-z]+\.svg 200 image\/svg\+xml/);
      expect(problems.failedRequests).toEqual([]);
      await page.close();
    },
  );

  it.each(['basic', 'gett', 'nayax'])(
    'axe finds no serious or critical violation with an expired saved card on %s',
    async (variant) => {
      const { page } = await open(variant, { tokenList: `${expiredMastercard},${savedVisa}` });
      await expect.poll(() => page.locator('.saved-card--expired').count()).toBe(1);
      expect(await page.locator('input[type="radio"]:disabled').count()).toBe(1);
      const violations = (await runAxe(page)).filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(describeViolations(violations)).toEqual([]);
      await page.close();
    },
  );

  it('axe finds no serious or critical violation with every saved card expired, unfolded', async () => {
    const { page } = await open('basic', { tokenList: `${expiredMastercard},${expiredAmex}` });
    await page.getByText('Your saved cards', { exact: true }).click();
    await expect.poll(() => page.locator('.saved-card--expired').count()).toBe(2);
    const violations = (await runAxe(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(describeViolations(violations)).toEqual([]);
    await page.close();
  });
});
