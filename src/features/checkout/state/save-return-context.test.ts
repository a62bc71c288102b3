// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { returnContextStorageKey } from '@/core/return-context';
import { saveReturnContext } from '@/features/checkout/state/save-return-context';
import { readReturnContext } from '@/platform/return-context-storage';
import { $cardForm } from '@/state/card-form';
import { $paymentRequest, $variant } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('saveReturnContext', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it('leaves the merchant, amount, theme, BackURL and page address, and nothing the shopper typed', () => {
    resetStores({ config: { merchantName: '  Loja Exemplo ', backUrl: 'https://shop.example/cart' } });
    window.history.replaceState(null, '', '/basic/?M=M1&uniqueRequestID=uniq-7f3a');
    document.documentElement.style.setProperty('--hpp-brand', '#00785a');
    $paymentRequest.set({ amount: 12761, currency: 'EUR', description: undefined });
    $cardForm.set({
      ...$cardForm.get(),
      cardNumber: '4111 1111 1111 1111',
      cvv: '987',
      cardholderName: 'Ana Silva',
    });
    saveReturnContext();
    // The time it was saved is a number that may hold any digits: look at everything else.
    const { savedAt: _savedAt, ...stored } = JSON.parse(
      window.sessionStorage.getItem(returnContextStorageKey) ?? '{}',
    );
    for (const typed of ['4111', '987', 'Ana Silva']) expect(JSON.stringify(stored)).not.toContain(typed);
    expect(readReturnContext()).toMatchObject({
      variantPath: 'basic',
      merchantName: 'Loja Exemplo',
      amount: { minorUnits: 12761, currency: 'EUR' },
      backUrl: 'https://shop.example/cart',
      pageUrl: `${window.location.origin}/basic/?M=M1&uniqueRequestID=uniq-7f3a`,
      uniqueRequestId: 'uniq-7f3a',
      theme: { '--hpp-brand': '#00785a' },
    });
  });

  it.each([
    // The build's meta for a theme that follows the shopper, and for one fixed dark (eneba).
    ['light dark', '#3a72c7', undefined],
    ['dark', undefined, 'dark'],
  ])(
    'leaves both palettes of the theme stylesheet, whichever the shopper sees (color-scheme %s)',
    (schemes, darkBrand, colourScheme) => {
      resetStores();
      window.history.replaceState(null, '', '/basic/?M=M1&uniqueRequestID=uniq-7f3a');
      const meta = Object.assign(document.createElement('meta'), { name: 'color-scheme', content: schemes });
      const style = document.createElement('style');
      // As scripts/build/theme-css.ts writes it into the page.
      style.textContent =
        ':root:root{--hpp-brand:#1f5fbf;--hpp-bg:#f4f6f9}' +
        (darkBrand ? `@media (prefers-color-scheme:dark){:root:root{--hpp-brand:${darkBrand}}}` : '');
      document.head.append(meta, style);
      saveReturnContext();
      meta.remove();
      style.remove();
      expect(readReturnContext()).toMatchObject({
        theme: { '--hpp-brand': '#1f5fbf', '--hpp-bg': '#f4f6f9' },
        darkTheme: darkBrand ? { '--hpp-brand': darkBrand } : {},
        colourScheme,
      });
    },
  );

  it('keeps no full card number a merchant put in tokenList', () => {
    resetStores();
    window.history.replaceState(
      null,
      '',
      '/basic/?M=M1&uniqueRequestID=u-9&tokenList=[token:t1,cardNumber:4111111111111111,expiryMonth:12,expiryYear:30]',
    );
    saveReturnContext();
    const stored = decodeURIComponent(window.sessionStorage.getItem(returnContextStorageKey) ?? '');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).toContain('411111******1111');
  });

  // The mark the payment page's header showed, so the result page shows the same one.
  it.each<
    [
      string,
      { name: string; wordmark: string; merchantNameInHeader?: boolean } | undefined,
      string | undefined,
    ]
  >([
    [
      'a branded variant: its wordmark, not the merchant name',
      { name: 'Eupago', wordmark: 'eupago' },
      'eupago',
    ],
    [
      'a generic form: the merchant name it shows instead',
      { name: 'Secure payment', wordmark: 'Secure payment', merchantNameInHeader: true },
      'Loja Exemplo',
    ],
    ['no brand: the merchant name', undefined, 'Loja Exemplo'],
  ])('records the header mark of %s', (_name, brand, mark) => {
    resetStores({ config: { merchantName: ' Loja Exemplo ' } });
    $variant.set({
      ...$variant.get(),
      ...(brand ? { brand: { ...brand, headerStyle: 'bar', wordmarkStyle: 'caps' } } : {}),
    });
    saveReturnContext();
    expect(readReturnContext()).toMatchObject({
      wordmark: mark,
      wordmarkStyle: brand ? 'caps' : undefined,
      merchantName: 'Loja Exemplo',
    });
  });

  // Rows: the header the page drew (page-layout.tsx), the layout recorded for the result page.
  it.each<[string, string, string | undefined]>([
    [
      'an own screen (airbaltic) draws the airline header',
      '<header data-layout="airline"></header>',
      'airline',
    ],
    ['an own screen (nayax) draws the kiosk header', '<header data-layout="kiosk"></header>', 'kiosk'],
    ['the generic card form draws no layout', '<header></header>', undefined],
    ['a layout not on the list', '<header data-layout="evil"></header>', undefined],
  ])('records the header layout: %s', (_name, header, layout) => {
    document.body.innerHTML = header;
    saveReturnContext();
    expect(readReturnContext()?.headerLayout).toBe(layout);
    document.body.innerHTML = '';
  });

  it("records the header's style and the logo the page showed, for the result page's header", () => {
    const logo = {
      src: '/eupago/assets/logo-f3cef26f.svg',
      darkSchemeSrc: '/eupago/assets/logo-0a1b2c3d.svg',
      alt: 'Eupago',
    };
    resetStores();
    $variant.set({
      ...$variant.get(),
      path: 'eupago',
      brand: { name: 'Eupago', wordmark: 'eupago', wordmarkStyle: 'bold', headerStyle: 'plain', logo },
    });
    saveReturnContext();
    expect(readReturnContext()).toMatchObject({ headerStyle: 'plain', logo });
  });

  it.each<[string, Parameters<typeof saveReturnContext>[1], boolean, boolean]>([
    ['to the gateway', undefined, false, false],
    ['to the failure URL, a definite failure', 'failed', false, true],
    ['to the failure URL, the outcome unknown', 'unknown', true, true],
  ])('says where it left: %s (%s)', (_to, failure, unknown, left) => {
    saveReturnContext(Date.now(), failure);
    expect(readReturnContext()).toMatchObject({ outcomeUnknown: unknown, leftForFailure: left });
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['', undefined],
    ['https://shop.example/', 'https://shop.example/'],
  ])('keeps BackURL %j only when it is http(s): %j', (backUrl, expected) => {
    resetStores({ config: { backUrl } });
    saveReturnContext();
    expect(readReturnContext()?.backUrl).toBe(expected);
  });

  it.each([
    [['shop.example'], 'https://shop.example/cart', 'https://shop.example/cart'],
    [['shop.example'], 'https://evil.example/cart', undefined],
    [[], 'https://evil.example/cart', 'https://evil.example/cart'],
  ])('with merchant hosts %j keeps BackURL %j as %j', (merchantHosts, backUrl, expected) => {
    resetStores({ settings: { merchantHosts }, config: { backUrl } });
    saveReturnContext();
    expect(readReturnContext()?.backUrl).toBe(expected);
  });

  it.each([
    ['the same attempt, whose outcome the result page showed', 'uniq-7f3a', 'declined', true],
    ['the same attempt, not yet shown', 'uniq-7f3a', undefined, false],
    ['a fresh attempt after a shown one', 'uniq-7f3a-r2', 'declined', false],
    // The page's own failure (-10): the gateway settled nothing, so paying again is a new attempt.
    ['the same attempt after a failure of the page', 'uniq-7f3a', 'failure', false],
    ['the same attempt after an unknown outcome', 'uniq-7f3a', 'unknown', false],
  ])('paying again: %s is marked repeated: %s', (_name, id, outcome, repeated) => {
    resetStores({ config: { uniqueRequestId: id } });
    saveReturnContext();
    const first = readReturnContext();
    if (!first) throw new Error('no context written');
    window.sessionStorage.setItem(
      returnContextStorageKey,
      JSON.stringify({ ...first, uniqueRequestId: 'uniq-7f3a', outcome }),
    );
    saveReturnContext();
    expect(readReturnContext()?.repeatedAttempt).toBe(repeated);
  });
});
