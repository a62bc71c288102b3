import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { paymentUrl } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { distDir } from '@scripts/browser/site';
import { importMapText, type ScriptsManifest } from '@scripts/build/integrity';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterCard } from './harness/card-entry';
import { useSiteAndBrowser } from './harness/suite';

/**
 * A chunk loaded later by import() carries no integrity attribute of its own: the page's import
 * map does, and Chromium refuses a chunk that does not match it. Each of basic's lazy chunks is
 * served tampered in turn (a skimmer appended, as an attacker on the CDN would), then asked for
 * the way the page asks for it; and the checkout chunk, the one that holds card data, is
 * tampered under a real payment.
 */

const skimmer = '\n;window.__skimmed = true;\n';

/**
 * What the form says when code it needs could not be loaded: "try again" after a first failure,
 * "reload the page" once the part failed twice or a required part gave up. The load the shopper's
 * first focus or key starts counts, so the first Pay may already meet a refused chunk's second failure.
 */
const codeCouldNotLoad = /We could not reach the payment service|Part of this page could not be loaded/;

interface Chunk {
  url: string;
  body: string;
}

let chunks: Chunk[] = [];

beforeAll(async () => {
  const inventory = JSON.parse(
    await readFile(path.join(distDir, 'basic', 'scripts-manifest.json'), 'utf8'),
  ) as ScriptsManifest;
  chunks = await Promise.all(
    inventory.files
      .filter((file) => file.role === 'lazy-chunk')
      .map(async (file) => ({ url: file.url, body: await readFile(path.join(distDir, file.url), 'utf8') })),
  );
});

/** Serves `chunk` with `body` instead of its own. */
async function serveChunk(page: Page, chunk: Chunk, body: string): Promise<void> {
  await page.route(`**${chunk.url}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

/** Imports `url` from the page, as its own code would: 'ran' or 'refused'. */
function importFromPage(page: Page, url: string): Promise<'ran' | 'refused'> {
  // A string, so the test runner does not rewrite import() as it does in this file's own code.
  return page.evaluate(`import(${JSON.stringify(url)}).then(() => 'ran', () => 'refused')`);
}

const skimmed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __skimmed?: boolean }).__skimmed === true);

describe('lazy chunks under the import map’s integrity, in Chromium', () => {
  const suite = useSiteAndBrowser();

  it('basic has lazy chunks, and its import map names every one', async () => {
    // Six since Back and the payment request are the checkout's, and the purchase summary and the
    // closed-request notice travel in its chunk (src/features/catalogue.ts); bundles.e2e.ts names them.
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    const html = await readFile(path.join(distDir, 'basic', 'index.html'), 'utf8');
    const map = importMapText(html) ?? '{}';
    const named = Object.keys((JSON.parse(map) as { integrity?: Record<string, string> }).integrity ?? {});
    expect(named.sort()).toEqual(chunks.map((chunk) => chunk.url).sort());
  });

  it('each chunk as built loads (the control: the check below can fail)', async () => {
    const page = await suite.browser.newPage();
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    for (const chunk of chunks)
      expect([chunk.url, await importFromPage(page, chunk.url)]).toEqual([chunk.url, 'ran']);
    await page.close();
  }, 60_000);

  it('each chunk tampered in turn is refused, and none of the tampered code runs', async () => {
    const outcomes: string[] = [];
    for (const chunk of chunks) {
      const page = await suite.browser.newPage();
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await serveChunk(page, chunk, `${chunk.body}${skimmer}`);
      await page.goto(paymentUrl(suite.site.url, 'basic'));
      const outcome = await importFromPage(page, chunk.url);
      outcomes.push(`${chunk.url}: ${outcome}, skimmer ${(await skimmed(page)) ? 'ran' : 'did not run'}`);
      expect(console.join('\n'), chunk.url).toMatch(/integrity/i);
      await page.close();
    }
    expect(outcomes).toEqual(chunks.map((chunk) => `${chunk.url}: refused, skimmer did not run`));
  }, 180_000);

  it('one changed byte is enough', async () => {
    const chunk = chunks.find((entry) => /\/checkout-/.test(entry.url));
    if (!chunk) throw new Error('basic has no checkout chunk');
    const page = await suite.browser.newPage();
    const middle = Math.floor(chunk.body.length / 2);
    const changed = chunk.body[middle] === 'a' ? 'b' : 'a';
    await serveChunk(page, chunk, `${chunk.body.slice(0, middle)}${changed}${chunk.body.slice(middle + 1)}`);
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    expect(await importFromPage(page, chunk.url)).toBe('refused');
    await page.close();
  }, 30_000);

  it('a tampered checkout under a real payment: nothing is sent, the skimmer never runs, the shopper is told', async () => {
    const chunk = chunks.find((entry) => /\/checkout-/.test(entry.url));
    if (!chunk) throw new Error('basic has no checkout chunk');
    const page = await suite.browser.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await serveChunk(page, chunk, `${chunk.body}${skimmer}`);
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await enterCard(page, { number: '4111111111111111' });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.getByText(codeCouldNotLoad).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(posts).toEqual([]);
    expect(await skimmed(page)).toBe(false);
    expect(page.url()).not.toContain('4111');
    // The way on is still there: the form and its Pay button.
    expect(await page.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await page.close();
  }, 60_000);
});

/**
 * The stylesheets of the parts that load later. A stylesheet runs no code, but a changed one can
 * still read what the shopper types: an @font-face per digit with a unicode-range, one font file
 * each, makes the browser ask for exactly the fonts of the digits the card number field shows
 * (font-src 'self' lets it ask the page's own origin, where a tampered CDN reads its logs). Each
 * part's rules are served with that probe inserted, wherever they come from (a stylesheet file, or
 * the lazy chunk that carries them): the probe must never apply, and the page must still work.
 */

/**
 * An @font-face per digit, each its own file on the page's origin, for what is typed into every
 * input (its placeholder keeps another font, so only typed digits are asked for).
 */
const fontProbe = `${[...'0123456789']
  .map(
    (digit) =>
      `@font-face{font-family:hpp-leak;src:url(/leak-${digit}.woff);unicode-range:U+${(0x30 + Number(digit)).toString(16)}}`,
  )
  .join('')}input{font-family:hpp-leak!important}input::placeholder{font-family:monospace!important}`;

interface LaterStylesheet {
  /** The lazy part whose rules these are. */
  part: string;
  variant: string;
  query?: Record<string, string>;
  /** The start of one of the part's rules as built (minified), found in whatever carries it. */
  rule: string;
  /** Shows the part. */
  show: (page: Page) => Promise<void>;
  /** The element and the computed style its rules give it (and no browser default does). */
  styled: { selector: string; property: string; value: string };
  /** Types digits where the shopper would. */
  typeDigits: (page: Page) => Promise<void>;
  /**
   * What the shopper gets when the part's chunk is refused: a part the payment does not need is
   * missing (the form says a reload may bring it) and the shopper pays; one it needs, or one in a
   * chunk with what it needs (the field logic, required recipient fields, the purchase summary in
   * the checkout's chunk), says it could not be loaded (codeCouldNotLoad), with the form there to
   * try again or reload.
   */
  whenRefused: 'pays' | 'is told';
}

const typeCardNumber = (page: Page) => page.getByLabel('Card number').pressSequentially('4111111111111111');

const laterStylesheets: LaterStylesheet[] = [
  {
    part: 'form feedback (with the field logic)',
    variant: 'basic',
    rule: '.error-summary{',
    show: async (page) => {
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.locator('.error-summary').waitFor({ state: 'visible', timeout: 10_000 });
    },
    styled: { selector: '.error-summary', property: 'border-left-width', value: '6px' },
    typeDigits: typeCardNumber,
    whenRefused: 'is told',
  },
  {
    part: 'saved cards',
    variant: 'basic',
    query: { tokenList: savedVisa },
    rule: '.saved-cards-section{',
    show: (page) => page.locator('.saved-cards-section').waitFor(),
    styled: { selector: '.saved-cards-section', property: 'margin-bottom', value: '24px' },
    typeDigits: (page) => page.getByLabel('Security code').pressSequentially('737'),
    whenRefused: 'pays',
  },
  {
    part: 'APM buttons',
    variant: 'basic',
    query: { apmPaymentMethods: 'paypal' },
    rule: '.apm{',
    show: (page) => page.locator('.apm__list').waitFor(),
    styled: { selector: '.apm__list', property: 'display', value: 'grid' },
    typeDigits: typeCardNumber,
    whenRefused: 'pays',
  },
  // The order summary travels in the checkout's chunk (src/features/catalogue.ts): its rules
  // tampered, the checkout is refused with them, so nothing can be paid and the shopper is told.
  {
    part: 'order summary',
    variant: 'aober/chicshes.html',
    rule: '.order-summary{',
    show: (page) => page.locator('.order-summary').waitFor(),
    styled: { selector: '.order-summary', property: 'padding-top', value: '14px' },
    typeDigits: typeCardNumber,
    whenRefused: 'is told',
  },
  {
    part: 'recipient fields (form extras)',
    variant: 'small_world',
    rule: '.fieldset{',
    show: (page) => page.locator('.fieldset').first().waitFor(),
    styled: { selector: '.fieldset', property: 'border-top-width', value: '0px' },
    typeDigits: typeCardNumber,
    whenRefused: 'is told',
  },
];

/**
 * Fills what the form still asks for after the digits were typed, and pays: the saved card's
 * security code, or, where the saved-card list did not come, the new-card form it falls back to.
 */
async function completePayment(page: Page): Promise<void> {
  for (const [label, value] of [
    ['Card number', '4111111111111111'],
    ['Expiry date', '1230'],
    ['Security code', '123'],
    ['Name on card', 'Ana Silva'],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) === 1 && (await field.inputValue()) === '')
      await field.pressSequentially(value);
  }
  await page.getByRole('button', { name: /^Pay/ }).first().click();
}

/** Where the probe made the browser ask for a font: the digits the page gave away. */
function watchLeaks(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const digit = /\/leak-(\d)\.woff$/.exec(new URL(request.url()).pathname)?.[1];
    if (digit !== undefined) leaks.push(digit);
  });
  return leaks;
}

/** Every stylesheet file the page asks for after its HTML, as paths. */
function watchStylesheets(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** Serves every stylesheet and script but the HTML with `change` applied to its text. */
async function changeSubresources(page: Page, change: (body: string) => string): Promise<void> {
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return route.continue();
    try {
      const response = await route.fetch();
      const body = await response.text();
      const changed = change(body);
      if (changed === body) return route.fulfill({ response });
      return route.fulfill({ response, body: changed });
    } catch (error) {
      // A page closed by its test while a later chunk was in flight (the result page's i18next,
      // once the test had seen what it came for) has nothing left to serve: not a failure. Any
      // other request is answered all the same (aborted), never left pending: a request nobody
      // answers holds the page's load event, and the test would time out on the wrong thing.
      await route.abort().catch(() => undefined);
      if (/disposed|closed/i.test(String(error))) return;
      throw error;
    }
  });
}

describe('stylesheets the page loads later, in Chromium', () => {
  const suite = useSiteAndBrowser();

  it('the probe works: rules with it that the page applies ask for the typed digits’ fonts', async () => {
    const page = await suite.browser.newPage();
    const leaks = watchLeaks(page);
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    await page.locator('#root[data-render="hydrated"]').waitFor();
    // Through the CSSOM, as the page's own code could: the check below is only worth its silence
    // if the same rules, once applied, do speak.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, fontProbe);
    await typeCardNumber(page);
    await expect.poll(() => [...new Set(leaks)].sort()).toEqual(['1', '4']);
    await page.close();
  }, 30_000);

  it.each(laterStylesheets)(
    '$part ($variant): the rules as built apply, under the page’s CSP, and come with no stylesheet file',
    async (entry) => {
      const page = await suite.browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|integrity/i.test(message.text())) violations.push(message.text());
      });
      const stylesheets = watchStylesheets(page);
      await page.goto(paymentUrl(suite.site.url, entry.variant, entry.query));
      await page.locator('#root[data-render="hydrated"]').waitFor();
      await entry.show(page);
      const { selector, property, value } = entry.styled;
      await expect
        .poll(() =>
          page
            .locator(selector)
            .first()
            .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property),
        )
        .toBe(value);
      expect(violations).toEqual([]);
      // A stylesheet file would be one the browser checks against nothing: the page's own
      // stylesheet is in its HTML, and every later one comes inside its integrity-checked chunk.
      expect(stylesheets).toEqual([]);
      await page.close();
    },
    30_000,
  );

  it.each(laterStylesheets)(
    '$part ($variant): with the font probe in its rules, no digit leaks, and the shopper $whenRefused',
    async (entry) => {
      const page = await suite.browser.newPage();
      const leaks = watchLeaks(page);
      let tampered = 0;
      await changeSubresources(page, (body) => {
        if (!body.includes(entry.rule)) return body;
        tampered += 1;
        return body.replace(entry.rule, `${fontProbe}${entry.rule}`);
      });
      await page.goto(paymentUrl(suite.site.url, entry.variant, entry.query));
      await page.locator('#root[data-render="hydrated"]').waitFor();
      await page.getByLabel('Card number').or(page.getByLabel('Security code')).first().focus();
      await expect.poll(() => tampered, { timeout: 10_000 }).toBeGreaterThan(0);
      await entry.typeDigits(page);
      await page.waitForTimeout(500);
      expect(leaks).toEqual([]);
      await completePayment(page);
      if (entry.whenRefused === 'pays') {
        // Paid is the redirect to the result page; that page's own load is not this test's subject.
        await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000, waitUntil: 'commit' });
      } else {
        await expect
          .poll(() => page.getByText(codeCouldNotLoad).count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
        expect(await page.getByRole('button', { name: /^Pay/ }).first().isEnabled()).toBe(true);
      }
      expect(leaks).toEqual([]);
      await page.close();
    },
    45_000,
  );
});
