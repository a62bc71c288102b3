import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { testCards } from '@/core/gateway/test-cards';
import { wcagTags } from './axe';
import type { EnginePage } from './engines/engine';
import { waitUntil } from './engines/wait';

const require = createRequire(import.meta.url);
let source: string | undefined;

/**
 * axe-core's source as one expression each driver can evaluate in the page (Playwright's
 * evaluate, WebDriver BiDi's script.evaluate through puppeteer, classic WebDriver's Execute
 * Script): the page's CSP refuses a script tag, not a driver's evaluation.
 */
export async function axeSource(): Promise<string> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return `(() => { ${source}\n; return typeof window.axe; })()`;
}

/**
 * Starts axe (WCAG 2.2 A/AA tags) and returns at once: WebKitWebDriver's scripts are bounded to a
 * few seconds, a run on a loaded machine can take longer. readAxeRun asks for the result.
 */
export const startAxeRun = `(() => {
  window.__axeRun = null;
  window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} }, resultTypes: ['violations'] })
    .then((result) => { window.__axeRun = result.violations.map((violation) => violation.id + ' (' + violation.impact + '): ' + violation.help + ' at ' + violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')); })
    .catch((error) => { window.__axeRun = ['axe failed: ' + error]; });
  return true;
})()`;

/** The violations of the run started, one line each, or null while it runs. */
export const readAxeRun = 'window.__axeRun ?? null';

const js = (value: unknown) => JSON.stringify(value);
const countOf = (page: EnginePage, css: string) =>
  page.evaluate<number>(`document.querySelectorAll(${js(css)}).length`);

async function until(page: EnginePage, what: string, expression: string): Promise<void> {
  await waitUntil(
    what,
    () => page.evaluate<boolean>(expression),
    (done) => done === true,
    15_000,
  );
}

const savedCards =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],' +
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:11,expiryYear:2033]';

const approvedCard = testCards.find((card) => card.outcome === 'approved')?.number ?? '';

export interface AxeState {
  name: string;
  variant: string;
  query: Record<string, string>;
  /** The gateway's replies are held while axe runs (a state that only lasts until they come). */
  holdsReplies?: boolean;
  /** Brings the page into the state axe should check, and proves it got there. */
  enter: (page: EnginePage) => Promise<void>;
}

const submit = { css: 'form.card-form button[type="submit"]' };

/** The page states e2e/accessibility.e2e.ts checks in Chromium, driven through any engine. */
export const axeStates: AxeState[] = [
  {
    name: 'basic after an empty submit',
    variant: 'basic',
    query: {},
    enter: async (page) => {
      await page.click(submit);
      await until(
        page,
        'fields marked invalid',
        `document.querySelectorAll('[aria-invalid="true"]').length >= 3`,
      );
    },
  },
  {
    name: 'moneycorp_red with an error text under every field',
    variant: 'moneycorp_red',
    query: {},
    enter: async (page) => {
      await page.click(submit);
      await until(page, 'error texts', `document.querySelectorAll('.field__error:not(:empty)').length >= 3`);
    },
  },
  {
    name: 'ips with the saved-card dialog open',
    variant: 'ips',
    query: { tokenList: savedCards },
    enter: async (page) => {
      await page.click({ css: '.saved-cards__open' });
      await until(page, 'the modal dialog', `document.querySelector('dialog')?.matches(':modal') === true`);
    },
  },
  {
    name: 'basic with saved cards and a delete confirmation open',
    variant: 'basic',
    query: { tokenList: savedCards },
    enter: async (page) => {
      await waitUntil(
        'the saved cards',
        () => countOf(page, '.saved-card__delete'),
        (count) => count > 0,
      );
      await page.click({ css: '.saved-card__delete' });
      await until(page, 'the confirmation', `document.querySelectorAll('[role="alertdialog"]').length === 1`);
    },
  },
  {
    name: 'basic while a payment is processing',
    variant: 'basic',
    query: {},
    holdsReplies: true,
    enter: async (page) => {
      await page.type({ css: 'input[autocomplete="cc-number"]' }, approvedCard);
      await page.type({ css: 'input[autocomplete="cc-exp"]' }, '1230');
      await page.type({ css: 'input[autocomplete="cc-csc"]' }, '123');
      await page.type({ css: 'input[autocomplete="cc-name"]' }, 'Ana Silva');
      await page.click(submit);
      await until(
        page,
        'the processing state',
        `document.querySelector('form.card-form button[type="submit"]')?.getAttribute('aria-busy') === 'true'`,
      );
    },
  },
  {
    name: 'the result page after a decline',
    variant: 'result',
    query: { status: 'declined', z2: '-20', z3: 'Declined' },
    enter: async (page) => {
      await until(page, 'the heading', `(document.querySelector('h1')?.textContent ?? '').trim() !== ''`);
    },
  },
];
