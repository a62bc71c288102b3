import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './harness/axe';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

const savedCards =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],' +
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:11,expiryYear:2033]';

interface StateCase {
  name: string;
  variant: string;
  query: Record<string, string>;
  /** Brings the page into the state axe should check, and proves it got there. */
  enter: (page: Page) => Promise<void>;
}

const states: StateCase[] = [
  {
    // Empty-field messages are off by default (spec 9): the fields are marked invalid, silently.
    name: 'basic after an empty submit',
    variant: 'basic',
    query: {},
    enter: async (page) => {
      await page.locator('form.card-form button[type="submit"]').click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(3);
    },
  },
  {
    name: 'basic with an error text under every card field',
    variant: 'basic',
    query: {},
    enter: async (page) => {
      await page.locator('input[autocomplete="cc-number"]').pressSequentially('4111111111111112');
      await page.locator('input[autocomplete="cc-exp"]').pressSequentially('0520');
      await page.locator('input[autocomplete="cc-csc"]').pressSequentially('1');
      await page.locator('form.card-form button[type="submit"]').click();
      await expect.poll(() => page.locator('.field__error:not(:empty)').count()).toBeGreaterThanOrEqual(3);
    },
  },
  {
    // moneycorp shows empty-field messages: every required field gets its text.
    name: 'moneycorp_red after an empty submit',
    variant: 'moneycorp_red',
    query: {},
    enter: async (page) => {
      await page.locator('form.card-form button[type="submit"]').click();
      await expect.poll(() => page.locator('.field__error:not(:empty)').count()).toBeGreaterThanOrEqual(3);
    },
  },
  {
    name: 'ips with the saved-card dialog open',
    variant: 'ips',
    query: { tokenList: savedCards },
    enter: async (page) => {
      await page.locator('.saved-cards__open').click();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('dialog')?.matches(':modal')))
        .toBe(true);
    },
  },
  {
    name: 'basic with a saved card and its delete confirmation open',
    variant: 'basic',
    query: { tokenList: savedCards },
    enter: async (page) => {
      await page.locator('.saved-card__delete').first().click();
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    },
  },
];

/**
 * Axe (WCAG 2.2 A/AA) in the states a page load alone never shows: errors on every
 * field, the modal saved-card dialog, the delete confirmation. Both sizes, English and Hebrew.
 */
describe('accessibility of interactive states', () => {
  const suite = useSiteAndBrowser();

  const cases = states.flatMap((state) =>
    (['phone', 'desktop'] as const).flatMap((size) =>
      (['en', 'he'] as const).map((lang) => ({ state, size, lang })),
    ),
  );

  it.each(cases)('$state.name at $size size in $lang: no axe violation', async ({ state, size, lang }) => {
    const page = await suite.browser.newPage({ viewport: viewports[size] });
    const problems = watchPage(page);
    await page.goto(paymentUrl(suite.site.url, state.variant, { lang, ...state.query }));
    await page.locator('h1').first().waitFor();
    await page.locator('form button[type="submit"]').first().waitFor({ state: 'attached' });
    await state.enter(page);
    expect(describeViolations(await runAxe(page))).toEqual([]);
    expect([...problems.pageErrors, ...problems.consoleErrors, ...problems.failedRequests]).toEqual([]);
    await page.close();
  });
});
