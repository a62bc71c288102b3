// @vitest-environment happy-dom

import i18next, { type i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markEnglishParts } from '@/platform/english-parts';

/** A German page whose file lacks the pay button's text and the delete button's label. */
async function germanLacking(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: {
      de: { translation: { card: { number: { label: 'Kartennummer' } } } },
      en: {
        translation: {
          actions: { pay: 'Pay', payAmount: 'Pay {{amount}}' },
          card: { number: { label: 'Card number' } },
          savedCards: { delete: 'Delete card ending {{last4}}' },
        },
      },
    },
  });
  return instance;
}

const langOf = (root: Element, css: string) =>
  root.querySelector(css)?.closest('[lang]')?.getAttribute('lang');

describe('texts that fell back on English (WCAG 3.1.2)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it.each([
    ['a text of its own', 'en', '<button id="it"><span class="spinner"></span>Pay</button>'],
    ['a text with its value filled in', 'en', '<button id="it">Pay 12,00 €</button>'],
    ['an aria-label', 'en', '<button id="it" aria-label="Delete card ending 1111">×</button>'],
    ['a text the language file has', 'de', '<label id="it">Kartennummer</label>'],
    // English in the language's own file ("Card number" is not what de says, but not fallen back).
    ['an English text of a key the file has', 'de', '<label id="it">Card number</label>'],
    ['a longer sentence around a fallen-back word', 'de', '<p id="it">Bitte Pay drücken</p>'],
  ])('%s: its language is %s', async (_case, lang, html) => {
    document.documentElement.lang = 'de';
    document.body.innerHTML = `<main>${html}</main>`;
    stop = markEnglishParts(await germanLacking(), document.body);
    expect(langOf(document.body, '#it') ?? document.documentElement.lang).toBe(lang);
  });

  it('marks what the page renders later, and unmarks a text that is German again', async () => {
    document.body.innerHTML = '<main></main>';
    stop = markEnglishParts(await germanLacking(), document.body);
    const button = document.createElement('button');
    button.textContent = 'Pay';
    document.querySelector('main')?.append(button);
    await vi.waitFor(() => expect(button.getAttribute('lang')).toBe('en'));
    button.textContent = 'Bezahlen';
    await vi.waitFor(() => expect(button.hasAttribute('lang')).toBe(false));
  });
});
