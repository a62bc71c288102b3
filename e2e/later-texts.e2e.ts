import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { unavailableTextLine } from '@/platform/i18n';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/**
 * The texts a payment page fetches after its first paint ({lang}.later.json): validation errors
 * and payment statuses read as words in English, in Hebrew and after EL AL's language switch, and
 * still as words (never keys) when that file cannot be loaded at all.
 */

function texts(language: string) {
  const file = path.join(process.cwd(), 'public/assets/i18n', `${language}.json`);
  const translations = JSON.parse(readFileSync(file, 'utf8')) as {
    card: { number: { invalid: string } };
    status: { retry: string };
  };
  return { invalidNumber: translations.card.number.invalid, retry: translations.status.retry };
}

const retryCard = testCards.find((card) => card.outcome === 'retry')?.number ?? '';
const rawKey = /\b(?:card|status|savedCards|apm|billing|recipient)\.[A-Za-z]+(?:\.[A-Za-z]+)?\b/;

/** A number that fails the Luhn check, typed and left: its field's error shows. */
async function leaveInvalidNumber(page: Page): Promise<string> {
  const number = page.locator('input[autocomplete="cc-number"]');
  await number.pressSequentially('4111111111111112');
  await number.blur();
  const error = page.locator('.field__error').first();
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

/** The retry card, paid: the form's notice shows. */
async function payForRetry(page: Page): Promise<string> {
  const number = page.locator('input[autocomplete="cc-number"]');
  await number.fill('');
  await number.pressSequentially(retryCard);
  await page.locator('input[autocomplete="cc-exp"]').pressSequentially('1230');
  await page.locator('input[autocomplete="cc-csc"]').pressSequentially('123');
  const name = page.locator('input[autocomplete="cc-name"]');
  if ((await name.count()) > 0) await name.pressSequentially('Ana Silva');
  await page.locator('button[type="submit"]').click();
  const notice = page.locator('.notice');
  await notice.waitFor();
  await expect.poll(() => notice.textContent(), { timeout: 10_000 }).not.toBe('');
  return (await notice.textContent()) ?? '';
}

describe('texts shown after the shopper acts', () => {
  const suite = useSiteAndBrowser();

  it.each([
    ['basic', 'en'],
    ['gett', 'he'],
  ])('%s (%s): an error message and a status read as words', async (variant, language) => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    const problems = watchPage(page);
    const laterRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.later.json')) laterRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(paymentUrl(suite.site.url, variant));
    // Fetched after the first paint, before anyone typed.
    await expect
      .poll(() => laterRequests, { timeout: 10_000 })
      .toEqual([`/${variant}/assets/i18n/${language}.later.json`]);
    const expected = texts(language);
    expect(await leaveInvalidNumber(page)).toContain(expected.invalidNumber);
    expect(await payForRetry(page)).toBe(expected.retry);
    expect(await page.textContent('body')).not.toMatch(rawKey);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('basic: a failure reported in the address (z2) reads as words from the first render on', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    await page.goto(paymentUrl(suite.site.url, 'basic', { z2: '-1' }));
    await page.locator('input[autocomplete="cc-number"]').waitFor();
    // Never the key, not even for a moment: checked on every paint until the text arrives.
    const seen = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const shown: string[] = [];
          const look = () => {
            const text = document.querySelector('[role="alert"]')?.textContent ?? '';
            shown.push(text);
            if (text.length > 20 || shown.length > 600) resolve(shown);
            else requestAnimationFrame(look);
          };
          look();
        }),
    );
    expect(seen.filter((text) => /status\./.test(text))).toEqual([]);
    expect(seen.at(-1)).toBe(texts('en').retry);
    await page.close();
  });

  it('elal: after switching from Hebrew to English, errors and statuses are English', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const laterRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.later.json')) laterRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(paymentUrl(suite.site.url, 'elal', { lang: 'he' }));
    await expect.poll(() => laterRequests, { timeout: 10_000 }).toEqual(['/elal/assets/i18n/he.later.json']);
    expect(await leaveInvalidNumber(page)).toContain(texts('he').invalidNumber);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang'), { timeout: 10_000 }).toBe('en');
    expect(laterRequests).toContain('/elal/assets/i18n/en.later.json');
    // The error already on screen follows the language.
    await expect
      .poll(() => page.locator('.field__error').first().textContent(), { timeout: 10_000 })
      .toContain(texts('en').invalidNumber);
    expect(await payForRetry(page)).toBe(texts('en').retry);
    expect(await page.textContent('body')).not.toMatch(rawKey);
    await page.close();
  });

  it.each([
    ['the later file', 'English', /\.later\.json$/, 3],
    ['the later file and the bundled English', 'general', /\.later\.json$|\/assets\/_en-[^/]+\.js$/, 6],
  ])(
    'basic with %s blocked: the error and the status read as words (%s), never a key',
    async (_name, words, blockedUrl, laterAttempts) => {
      const page = await suite.browser.newPage({ viewport: viewports.phone });
      const problems = watchPage(page);
      let blockedLater = 0;
      await page.route(blockedUrl, (route) => {
        if (route.request().url().endsWith('.later.json')) blockedLater += 1;
        return route.abort('internetdisconnected');
      });
      await page.goto(paymentUrl(suite.site.url, 'basic'));
      const expected =
        words === 'English'
          ? texts('en')
          : { invalidNumber: unavailableTextLine, retry: unavailableTextLine };
      expect(await leaveInvalidNumber(page)).toContain(expected.invalidNumber);
      expect(await payForRetry(page)).toBe(expected.retry);
      expect(await page.textContent('body')).not.toMatch(rawKey);
      // The first load's three attempts; when the bundled English failed too, one more load: no loop.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(blockedLater).toBe(laterAttempts);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    },
  );
});
