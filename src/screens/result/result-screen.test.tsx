// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/core/languages';
import { type ReturnContext, returnContextStorageKey } from '@/core/return-context';
import { setFirstScreenState } from '@/first-screen';
import { Screen } from '@/screens/result/result-screen';
import { $config, $variant } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

function openWith(query: string) {
  window.history.replaceState(null, '', `/result/${query}`);
  return renderWithI18n(<Screen />);
}

const heading = () => screen.getByRole('heading', { level: 1 });
const mark = () => screen.getByRole('banner').querySelector('.page__wordmark');
// "Return to the shop", or "Return to <merchant>" where the payment page named it.
const returnLink = () => screen.queryByRole('link', { name: /^Return to / });

const pageUrl = () => `${window.location.origin}/eupago/?M=M1&uniqueRequestID=u-1&lang=en`;
/** The context a payment page of this tab leaves as the payment leaves it (save-return-context.ts). */
const context = (changes: Partial<ReturnContext> = {}): ReturnContext => ({
  variantPath: 'eupago',
  merchantName: 'Loja Exemplo',
  wordmark: 'eupago',
  wordmarkStyle: 'bold',
  headerLayout: undefined,
  headerStyle: 'bar',
  logo: undefined,
  amount: { minorUnits: 12761, currency: 'EUR' },
  language: 'en',
  backUrl: 'https://shop.example/from-context',
  pageUrl: pageUrl(),
  uniqueRequestId: 'u-1',
  theme: { '--hpp-brand': '#00785a' },
  darkTheme: {},
  colourScheme: 'light',
  savedAt: Date.now(),
  outcome: undefined,
  landing: undefined,
  repeatedAttempt: false,
  outcomeUnknown: false,
  leftForFailure: false,
  ...changes,
});
const store = (value: ReturnContext) =>
  window.sessionStorage.setItem(returnContextStorageKey, JSON.stringify(value));
/** A payment of this tab on its way here, with no name, link or address of its own to offer. */
const bareContext = () =>
  context({ merchantName: undefined, amount: undefined, backUrl: undefined, pageUrl: undefined, theme: {} });

describe("the result page, where this tab's payment led", () => {
  beforeEach(() => {
    resetStores();
    $variant.set({ ...$variant.get(), path: 'result', screen: 'result' });
    store(bareContext());
  });
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['?status=approved', 'result.approvedTitle', 'result.approvedText'],
    ['?status=declined', 'result.declinedTitle', 'result.declinedText'],
    ['?status=cancelled', 'result.cancelledTitle', 'result.cancelledText'],
    ['?status=pending', 'result.pendingTitle', 'result.pendingText'],
    ['?z2=-10', 'result.failureTitle', 'result.failureText'],
    ['', 'result.unknownTitle', 'result.unknownText'],
  ])('%s says the outcome in words, in one h1', (query, title, text) => {
    openWith(query);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading().textContent).toBe(tEn(title));
    expect(screen.getByText(tEn(text))).toBeTruthy();
    expect(document.title).toBe(tEn(title));
  });

  it('shows the reference, the method and no failure block when approved', () => {
    openWith('?status=approved&reference=PAY-2024-77&method=paypal');
    expect(screen.getByText(tEn('result.reference', { reference: 'PAY-2024-77' }))).toBeTruthy();
    expect(screen.getByText(tEn('result.method', { method: 'PayPal' }))).toBeTruthy();
    expect(screen.queryByText(tEn('result.codes.unknown'))).toBeNull();
  });

  it.each([
    ['card', 'Card'],
    ['token', 'Card'],
    ['mb-way', 'MB WAY'],
    ['SomeWallet', 'SomeWallet'],
  ])('names the method %s as %s', (method, name) => {
    openWith(`?status=approved&method=${method}`);
    expect(screen.getByText(tEn('result.method', { method: name }))).toBeTruthy();
  });

  it.each([
    ['-10', 'result.codes.-10'],
    ['DECLINED', 'result.codes.DECLINED'],
    ['WRONG_CVV', 'result.codes.WRONG_CVV'],
    ['NEW_CODE_42', 'result.codes.unknown'],
  ])('explains z2=%s in a sentence and shows the shopper no machine code', (code, key) => {
    openWith(`?z2=${encodeURIComponent(code)}&z3=Internal%20server%20error.`);
    expect(heading().textContent).toBe(tEn('result.failureTitle'));
    expect(screen.getByText(tEn(key))).toBeTruthy();
    expect(document.body.textContent).not.toContain(code);
    // z3 is free text from the address: never on the page.
    expect(screen.queryByText('Internal server error.')).toBeNull();
  });

  it.each([
    [
      'a phishing z3',
      '?status=declined&z2=DECLINED&z3=Call%20%2B1%20555%200100%20to%20complete%20your%20payment',
      '555',
      'result.codes.DECLINED',
    ],
    [
      'markup in z3',
      `?z2=-10&z3=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      'onerror',
      'result.codes.-10',
    ],
    ['a phishing z2', '?z2=Call%20%2B1%20555%200100%20now', '555', 'result.codes.unknown'],
  ])('never shows the text of %s: our catalogue speaks instead', (_name, query, word, key) => {
    openWith(query);
    expect(document.body.textContent).not.toContain(word);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(tEn(key))).toBeTruthy();
  });

  it('links back to a safe BackURL', () => {
    openWith(`?status=approved&BackURL=${encodeURIComponent('https://shop.example/orders/1001')}`);
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/orders/1001');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/', 'vbscript:msgbox(1)', ''])(
    'does not link an unsafe BackURL %j',
    (backUrl) => {
      openWith(`?status=approved&BackURL=${encodeURIComponent(backUrl)}`);
      expect(returnLink()).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('has no Back button: the payment is over', () => {
    openWith(`?status=declined&BackURL=${encodeURIComponent('https://shop.example/')}`);
    expect(screen.queryByRole('button', { name: new RegExp(tEn('actions.back')) })).toBeNull();
  });
});

describe('the result page with the return context the payment page left', () => {
  const tryAgain = () => screen.queryByRole('link', { name: tEn('result.tryAgain') });

  beforeEach(() => {
    resetStores();
    $variant.set({ ...$variant.get(), path: 'result', screen: 'result' });
  });
  afterEach(() => {
    window.sessionStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it.each([
    ['?status=declined&z2=DECLINED', true],
    ['?status=declined&z2=AUTHENTICATION_FAILED', true],
    ['?z2=-10', true],
    ['?status=cancelled&z2=CANCELLED', true],
    // An unknown outcome may have been paid: the page says to ask the shop first.
    ['', false],
    ['?status=approved', false],
    ['?status=pending', false],
  ])('%s offers Try again: %s, and always Back to the shop', (query, offered) => {
    store(context());
    openWith(query);
    expect(tryAgain()?.getAttribute('href') ?? null).toBe(
      offered ? `${window.location.origin}/eupago/?M=M1&uniqueRequestID=u-1-r2&lang=en` : null,
    );
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/from-context');
  });

  it('after every re-send was lost, says the outcome is unknown and offers no second payment', () => {
    store(context({ outcomeUnknown: true }));
    openWith(`?z2=-10&z3=${encodeURIComponent('Internal server error.')}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tEn('result.unknownTitle'));
    expect(screen.getByText(tEn('result.unknownText'))).toBeTruthy();
    expect(tryAgain()).toBeNull();
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/from-context');
  });

  it("prefers the result's own BackURL to the one the payment page had", () => {
    store(context());
    openWith(`?status=declined&BackURL=${encodeURIComponent('https://shop.example/from-query')}`);
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/from-query');
  });

  it("keeps the payment page's brand: its mark in its style in the header, its theme; the merchant's name only on the way back", () => {
    store(context({ wordmarkStyle: 'caps' }));
    openWith('?status=approved');
    expect(mark()?.textContent).toBe('eupago');
    expect(mark()?.classList.contains('page__wordmark--caps')).toBe(true);
    expect(returnLink()?.textContent).toBe(tEn('result.returnTo', { merchant: 'Loja Exemplo' }));
    expect(screen.getAllByText(/Loja Exemplo/)).toHaveLength(1);
    expect(screen.getByText(tEn('result.amount', { amount: '€127.61' }))).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--hpp-brand')).toBe('#00785a');
  });

  // A page rendered on the client starts in the language its address asks for (start-page.tsx).
  const startedIn = (language: LanguageCode) => {
    $config.set({ ...$config.get(), language });
    setFirstScreenState($variant.get(), language);
  };

  it.each([
    ['en', undefined, '€127.61'],
    ['en', 'de', '127,61\u00a0€'],
    ['de', undefined, '127,61\u00a0€'],
  ] as const)(
    'paid in %s, the result asked for in %s: the amount is formatted as %s',
    (language, own, amount) => {
      if (own) startedIn(own);
      store(context({ language }));
      openWith('?status=approved');
      expect(screen.getByRole('main').textContent).toContain(amount);
    },
  );

  it('asked for in a language it does not have, shows the payment page’s', () => {
    // As the page's start does: `lang=xx` names none of ours, so it started in its default.
    $config.set({ ...$config.get(), language: 'xx' });
    store(context({ language: 'de' }));
    openWith('?status=approved');
    expect(screen.getByRole('main').textContent).toContain('127,61\u00a0€');
  });

  // The theme's fonts are set on the root, which outranks the build's `:lang()` rule that adds a
  // script's fonts (src/core/script-fonts.ts): they are added here for the language shown.
  it.each([
    ['he', undefined, 'system-ui, sans-serif, "Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial"'],
    ['en', undefined, 'system-ui, sans-serif'],
    // The result's own `lang` wins over the payment page's.
    ['he', 'de', 'system-ui, sans-serif'],
    ['en', 'he', 'system-ui, sans-serif, "Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial"'],
  ] as const)(
    'a payment page in %s, the result asked for in %s: the theme’s fonts with those of the language shown',
    (language, ownLanguage, stack) => {
      // As the page's start does (start-page.tsx): it starts in the language its query asks for.
      if (ownLanguage) startedIn(ownLanguage);
      store(
        context({
          language,
          theme: { '--hpp-font': 'system-ui, sans-serif', '--hpp-heading-font': 'system-ui, sans-serif' },
        }),
      );
      openWith('?status=approved');
      const root = document.documentElement.style;
      expect([root.getPropertyValue('--hpp-font'), root.getPropertyValue('--hpp-heading-font')]).toEqual([
        stack,
        stack,
      ]);
    },
  );

  it.each([
    ['prefers light', false, '#00785a', '#f1f7f4', 'light'],
    ['prefers dark', true, '#4fb08f', '#0e1c1d', 'dark'],
  ])(
    "follows the shopper's colour scheme as the payment page did, when it left a dark palette (%s)",
    (_what, prefersDark, brand, bg, scheme) => {
      // The shopper switches the scheme while the page is open: the page follows.
      let listener: (() => void) | undefined;
      const query = {
        matches: prefersDark,
        addEventListener: (_type: string, handler: () => void) => {
          listener = handler;
        },
      };
      const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
      store(
        context({
          theme: { '--hpp-brand': '#00785a', '--hpp-bg': '#f1f7f4' },
          darkTheme: { '--hpp-brand': '#4fb08f', '--hpp-bg': '#0e1c1d' },
        }),
      );
      openWith('?status=approved');
      const root = document.documentElement.style;
      expect([root.getPropertyValue('--hpp-brand'), root.getPropertyValue('--hpp-bg')]).toEqual([brand, bg]);
      expect(root.getPropertyValue('color-scheme')).toBe(scheme);
      query.matches = !prefersDark;
      listener?.();
      expect(root.getPropertyValue('--hpp-brand')).toBe(prefersDark ? '#00785a' : '#4fb08f');
      matchMedia.mockRestore();
    },
  );

  it.each<[string, Partial<ReturnContext>, string, string]>([
    [
      'no merchant name: the way back is the shop',
      { merchantName: undefined },
      'eupago',
      'Return to the shop',
    ],
    // A generic form's header shows the merchant's name itself (state/header-wordmark.ts).
    [
      'a generic form',
      { wordmark: 'Loja Exemplo', variantPath: 'basic' },
      'Loja Exemplo',
      'Return to Loja Exemplo',
    ],
  ])('%s', (_name, changes, mark, back) => {
    store(context(changes));
    openWith('?status=approved');
    expect(screen.getByRole('banner').querySelector('.page__wordmark')?.textContent).toBe(mark);
    expect(returnLink()?.textContent).toBe(back);
  });

  // Rows: the header layout the payment page had (its screen's, core/header-layouts.ts) and the
  // banner the result page draws; a generic form had none and keeps the plain bar.
  it.each<[string, ReturnContext['headerLayout'], string]>([
    ['airbaltic and elal', 'airline', 'page__header page__header--bar page__header--airline'],
    ['scenic, alsa and tui', 'travel', 'page__header page__header--bar page__header--travel'],
    ['nayax', 'kiosk', 'page__header page__header--bar page__header--kiosk'],
    ['phemex', 'exchange', 'page__header page__header--bar page__header--exchange'],
    ['stb', 'bank', 'page__header page__header--bar page__header--bank'],
    ['salesforce-templates', 'storefront', 'page__header page__header--bar page__header--storefront'],
    ['a generic card form', undefined, 'page__header page__header--bar'],
  ])("after %s, draws the payment page's header layout (%s)", (_screens, headerLayout, className) => {
    store(context({ headerLayout }));
    openWith('?status=approved');
    const banner = screen.getByRole('banner');
    expect(banner.className).toBe(className);
    expect(banner.getAttribute('data-layout')).toBe(headerLayout ?? null);
    expect(mark()?.textContent).toBe('eupago');
  });

  // Rows: the theme's header style on the payment page (refundit's is plain, a white panel with a
  // brand rule) and the banner the result page draws; an older context without one keeps the bar.
  it.each<[ReturnContext['headerStyle'], ReturnContext['headerLayout'], string]>([
    ['plain', undefined, 'page__header page__header--plain'],
    ['centered', undefined, 'page__header page__header--centered'],
    ['bar', 'kiosk', 'page__header page__header--bar page__header--kiosk'],
    [undefined, undefined, 'page__header page__header--bar'],
  ])("draws the payment page's header style (%s, layout %s)", (headerStyle, headerLayout, className) => {
    store(context({ headerStyle, headerLayout }));
    openWith('?status=approved');
    expect(screen.getByRole('banner').className).toBe(className);
  });

  it('shows the logo the payment page showed, its dark-scheme version and alt text', () => {
    const logo = {
      src: '/eupago/assets/logo-f3cef26f.svg',
      darkSchemeSrc: '/eupago/assets/logo-0a1b2c3d.svg',
      alt: 'Eupago',
    };
    store(context({ logo }));
    // happy-dom loads no image: the file counts as loaded (a failed one shows the text mark).
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(150);
    openWith('?status=declined');
    width.mockRestore();
    const banner = screen.getByRole('banner');
    const image = banner.querySelector('img.page__logo');
    expect(image?.getAttribute('src')).toBe(logo.src);
    expect(image?.getAttribute('alt')).toBe('Eupago');
    expect(banner.querySelector('source')?.getAttribute('srcset')).toBe(logo.darkSchemeSrc);
    expect(banner.querySelector('source')?.getAttribute('media')).toBe('(prefers-color-scheme: dark)');
  });

  it("a forged logo (another site, another variant's bundle) is not shown: the text mark is", () => {
    for (const src of ['https://evil.example/logo.svg', '/refundit/assets/logo-c4e1a7c3.svg']) {
      store(context({ logo: { src, alt: 'Eupago' } }));
      const { unmount } = openWith('?status=approved');
      expect(screen.getByRole('banner').querySelector('img')).toBeNull();
      expect(mark()?.textContent).toBe('eupago');
      unmount();
    }
  });

  it('an address alone (no payment of this tab) wears no merchant header layout', () => {
    openWith('?status=approved');
    expect(screen.getByRole('banner').getAttribute('data-layout')).toBeNull();
  });

  it('records the outcome for the payment page it came from', () => {
    store(context());
    openWith('?status=declined');
    const saved = JSON.parse(window.sessionStorage.getItem(returnContextStorageKey) ?? '{}');
    expect(saved.outcome).toBe('declined');
    expect(saved.uniqueRequestId).toBe('u-1');
  });

  it.each(['?status=declined', '?status=approved', '?z2=-10'])(
    'with %s, takes the address to try again from out of storage once read, and still offers what it read',
    (query) => {
      store(
        context({
          pageUrl: `${window.location.origin}/eupago/?M=M1&Statickey=sk-9&shopperID=s-4&uniqueRequestID=u-1`,
        }),
      );
      openWith(query);
      const kept = window.sessionStorage.getItem(returnContextStorageKey) ?? '';
      expect(kept).not.toContain('pageUrl');
      expect(kept).not.toContain('sk-9');
      expect(kept).not.toContain('s-4');
      expect(JSON.parse(kept).uniqueRequestId).toBe('u-1');
      if (query !== '?status=approved') expect(tryAgain()?.getAttribute('href')).toContain('Statickey=sk-9');
    },
  );

  it('a context already read (reloaded result page) shows the brand but no Try again it cannot build', () => {
    store(context({ pageUrl: undefined }));
    openWith('?status=declined');
    expect(mark()?.textContent).toBe('eupago');
    expect(tryAgain()).toBeNull();
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/from-context');
  });

  it.each([
    ['an expired context', () => store(context({ savedAt: Date.now() - 2 * 60 * 60 * 1000 }))],
    ['malformed JSON', () => window.sessionStorage.setItem(returnContextStorageKey, '{oops')],
    ['a page address on another origin', () => store(context({ pageUrl: 'https://evil.example/eupago/' }))],
  ])('ignores %s: no Try again, no borrowed name', (_name, arrange) => {
    arrange();
    openWith('?status=declined');
    expect(tryAgain()).toBeNull();
    expect(screen.queryByText(/Loja Exemplo/)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--hpp-brand')).toBe('');
  });

  it.each([
    ['?status=declined', 'result.noLinkHint'],
    ['?z2=-10', 'result.noLinkHint'],
    ['?status=cancelled', 'result.noLinkHint'],
    // Nothing says what happened: not "pay again", but ask whether it went through.
    ['', 'result.noLinkHintUnknown'],
  ])(
    'without a BackURL or a page to try again from, %s says what to do instead of ending there: %s',
    (query, hint) => {
      store(bareContext());
      openWith(query);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(tEn(hint))).toBeTruthy();
    },
  );

  it('after every re-send was lost and with no BackURL, neither blames the payment service nor says to pay again', () => {
    store(context({ outcomeUnknown: true, backUrl: undefined }));
    openWith(`?z2=-10&z3=${encodeURIComponent('Internal server error.')}`);
    expect(screen.getByText(tEn('result.noLinkHintUnknown'))).toBeTruthy();
    expect(screen.queryByText(tEn('result.noLinkHint'))).toBeNull();
    expect(document.body.textContent).not.toContain('-10');
    // Nothing is recorded as shown: the outcome was never learnt.
    expect(
      JSON.parse(window.sessionStorage.getItem(returnContextStorageKey) ?? '{}').outcome,
    ).toBeUndefined();
  });

  it.each(['?status=approved', '?status=pending'])('%s needs no advice without a link', (query) => {
    store(bareContext());
    openWith(query);
    expect(screen.queryByText(tEn('result.noLinkHint'))).toBeNull();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('a replayed attempt (%s) says the outcome is the earlier one', (repeatedAttempt, count) => {
    store(context({ repeatedAttempt }));
    openWith('?status=declined&z2=DECLINED');
    expect(screen.queryAllByText(tEn('result.repeatedAttempt'))).toHaveLength(count);
    expect(tryAgain()).not.toBeNull();
  });
});

describe('an address of the result page that no payment of this tab led to', () => {
  beforeEach(() => {
    resetStores();
    $variant.set({ ...$variant.get(), path: 'result', screen: 'result' });
  });
  afterEach(() => {
    window.sessionStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  const forged = '?status=approved&reference=FAKE-000123&method=card';
  // Rows: what the tab holds, the address, whether the page may state the outcome.
  it.each<[string, (() => void) | undefined, string, boolean]>([
    ['a forged success, nothing in the tab (issue report: FAKE-000123)', undefined, forged, false],
    ['a forged decline, nothing in the tab', undefined, '?status=declined&reference=X-1&z2=DECLINED', false],
    ['a forged failure, nothing in the tab', undefined, '?z2=-10&z3=x', false],
    ['a bare result page, nothing in the tab', undefined, '', false],
    [
      'a forged success in a tab whose payment landed elsewhere',
      () => store(context({ pageUrl: undefined, outcome: 'declined', landing: 'declined SBX-1' })),
      forged,
      false,
    ],
    [
      'the same landing again (a reload)',
      () => store(context({ pageUrl: undefined, outcome: 'approved', landing: 'approved FAKE-000123' })),
      forged,
      true,
    ],
    ['a payment of this tab on its way here', () => store(context()), forged, true],
  ])('%s', (_name, arrange, query, stated) => {
    arrange?.();
    openWith(query);
    expect(heading().textContent).toBe(tEn(stated ? 'result.approvedTitle' : 'result.unverifiedTitle'));
    if (stated) return;
    expect(screen.getByText(tEn('result.unverifiedText'))).toBeTruthy();
    for (const title of ['approved', 'declined', 'failure', 'cancelled', 'pending'])
      expect(document.body.textContent).not.toContain(tEn(`result.${title}Title`));
    // Neither the merchant's name nor its look is lent to an address anyone can write.
    expect(screen.queryByText(/Loja Exemplo/)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--hpp-brand')).toBe('');
    expect(screen.queryByRole('link', { name: tEn('result.tryAgain') })).toBeNull();
  });

  it('shows the reference and says to check with the shop, with a way back to it when one is known', () => {
    openWith(`${forged}&BackURL=${encodeURIComponent('https://shop.example/orders')}`);
    expect(screen.getByText(tEn('result.reference', { reference: 'FAKE-000123' }))).toBeTruthy();
    expect(screen.queryByText(tEn('result.method', { method: 'Card' }))).toBeNull();
    expect(returnLink()?.getAttribute('href')).toBe('https://shop.example/orders');
  });

  it("leaves the tab's own landing as it was: a later reload of it still states its outcome", () => {
    const landed = context({ pageUrl: undefined, outcome: 'declined', landing: 'declined SBX-1' });
    store(landed);
    openWith(forged);
    expect(JSON.parse(window.sessionStorage.getItem(returnContextStorageKey) ?? '{}').landing).toBe(
      'declined SBX-1',
    );
  });

  it('a real landing records itself, so that its reload is believed and another address is not', () => {
    store(context());
    openWith('?status=declined&reference=SBX-1&z2=DECLINED');
    expect(JSON.parse(window.sessionStorage.getItem(returnContextStorageKey) ?? '{}').landing).toBe(
      'declined SBX-1',
    );
  });
});
