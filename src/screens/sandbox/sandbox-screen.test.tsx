// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { pageConfigQueryKeys, parsePageConfig } from '@/core/page-config';
import { parseTokenList } from '@/core/token-list';
import { Screen } from '@/screens/sandbox/sandbox-screen';
import { sandboxVariants } from '@/screens/sandbox/sandbox-variants';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const openLink = () => screen.getByRole('link', { name: tEn('sandbox.open') });
const linkUrl = () => new URL(openLink().getAttribute('href') ?? '', window.location.origin);
const linkText = () => (screen.getByLabelText(tEn('sandbox.link')) as HTMLTextAreaElement).value;

function renderConsole() {
  const user = userEvent.setup();
  renderWithI18n(<Screen />);
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox console lists the bundles dist/ holds', () => {
  function stubSandbox(bundles: unknown) {
    const fetchStub = vi.fn(async (url: string) => {
      if (url === '/configuration') return Response.json({ hppAnyBaseURL: '/pay-api' });
      if (url === '/pay-api/__sandbox/bundles') return Response.json({ bundles });
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  }

  it('offers a bundle built a moment ago (not in the registry baked into the console)', async () => {
    stubSandbox(['basic', 'acme']);
    renderConsole();
    expect(await screen.findByRole('option', { name: 'acme' })).toBeTruthy();
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'acme' }).getAttribute('href')).toMatch(/^\/acme\/\?/);
    expect(screen.queryByRole('option', { name: 'gett' })).toBeNull();
  });

  it('keeps the registry list when the sandbox cannot say', async () => {
    const fetchStub = stubSandbox('not a list');
    renderConsole();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    const options = screen.getAllByRole('option').filter((option) => (option as HTMLOptionElement).value);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(
      expect.arrayContaining([...sandboxVariants]),
    );
  });
});

describe('the sandbox console', () => {
  it('has one h1 and opens basic with working defaults', () => {
    renderConsole();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      tEn('sandbox.title'),
    ]);
    expect(openLink().getAttribute('href')).toMatch(/^\/basic\/\?/);
    const config = parsePageConfig(linkUrl().search);
    expect(config).toMatchObject({
      merchantId: 'sandbox-merchant',
      controllerVersion: 'v2',
      failUrl: `${window.location.origin}/result/`,
      // Back leaves without paying: to the console, the sandbox's "shop", where a tester starts
      // over. The result page could only say it cannot confirm a payment that never happened,
      // with no way on (seen in headless Chromium at 1280x800 when this was /result/).
      backUrl: `${window.location.origin}/sandbox/`,
    });
    expect(config.uniqueRequestId).toMatch(/^sbx-[0-9a-f]{24}$/);
    expect(linkText()).toBe(linkUrl().href);
  });

  it.each([
    ['scenic', '/scenic/'],
    ['aober/chicshes.html', '/aober/chicshes.html'],
    ['salesforce/templates/mobile', '/salesforce/templates/mobile/'],
  ])('changing the variant to %s changes the link path', async (variant, path) => {
    const user = renderConsole();
    await user.selectOptions(screen.getByLabelText(tEn('sandbox.variant')), variant);
    expect(linkUrl().pathname).toBe(path);
    expect(new URL(linkText()).pathname).toBe(path);
  });

  it('offers every payment variant and neither the console nor the result page', () => {
    renderConsole();
    const options = within(screen.getByLabelText(tEn('sandbox.variant'))).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(sandboxVariants);
    expect(sandboxVariants).not.toContain('sandbox');
    expect(sandboxVariants).not.toContain('result');
  });

  it('adding, editing and removing saved cards updates the URL', async () => {
    const user = renderConsole();
    expect(linkUrl().searchParams.has('tokenList')).toBe(false);

    await user.click(screen.getByRole('button', { name: tEn('sandbox.addSavedCard') }));
    await user.click(screen.getByRole('button', { name: tEn('sandbox.addSavedCard') }));
    const [first, second] = [testCards[0], testCards[1]];
    expect(linkUrl().searchParams.get('tokenList')).toBe(
      `[token:${first?.token},cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],` +
        `[token:${second?.token},cardNumber:555555******4444,expiryMonth:12,expiryYear:2034]`,
    );
    // The new row's token field has focus, ready to type.
    const secondRow = screen.getByRole('group', { name: tEn('sandbox.savedCardNumber', { index: 2 }) });
    expect(document.activeElement).toBe(within(secondRow).getByLabelText(tEn('sandbox.token')));

    const number = within(secondRow).getByLabelText(tEn('sandbox.cardNumber'));
    await user.clear(number);
    await user.type(number, '5555555555554444');
    expect(
      parseTokenList(parsePageConfig(linkUrl().search).tokenList).map((card) => card.cardNumber),
    ).toEqual(['411111******1111', '5555555555554444']);

    await user.click(
      screen.getByRole('button', {
        name: `${tEn('sandbox.removeSavedCard')} ${tEn('sandbox.savedCardNumber', { index: 1 })}`,
      }),
    );
    expect(parseTokenList(parsePageConfig(linkUrl().search).tokenList).map((card) => card.token)).toEqual([
      second?.token,
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: tEn('sandbox.addSavedCard') }));
  });

  it('New id draws a fresh uniqueRequestID', async () => {
    const user = renderConsole();
    const before = linkUrl().searchParams.get('uniqueRequestID');
    await user.click(screen.getByRole('button', { name: tEn('sandbox.newId') }));
    const after = linkUrl().searchParams.get('uniqueRequestID');
    expect(after).toMatch(/^sbx-[0-9a-f]{24}$/);
    expect(after).not.toBe(before);
    expect((screen.getByLabelText(tEn('sandbox.uniqueRequestId')) as HTMLInputElement).value).toBe(after);
  });

  it.each([
    [
      'controllerVersion',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByLabelText('v1')),
      'v1',
    ],
    [
      'enforceCVV',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByLabelText(tEn('sandbox.enforceCvv'))),
      'true',
    ],
    [
      'lang',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.selectOptions(screen.getByLabelText(tEn('sandbox.language')), 'he'),
      'he',
    ],
    [
      'apmPaymentMethods',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByLabelText('MB WAY'));
        await user.click(screen.getByLabelText('PayPal'));
        await user.type(screen.getByLabelText(tEn('sandbox.apmOther')), 'trustly');
      },
      'paypal|mbway|trustly',
    ],
    [
      'merchantName',
      async (user: ReturnType<typeof userEvent.setup>) => {
        const field = screen.getByLabelText(tEn('sandbox.merchantName'));
        await user.clear(field);
        await user.type(field, 'Shop & Co?a=1');
      },
      'Shop & Co?a=1',
    ],
    [
      'g1',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.type(screen.getByLabelText(tEn('sandbox.preselectedToken')), 'tok_visa_declined'),
      'tok_visa_declined',
    ],
    [
      'supportedCardTypes',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.type(screen.getByLabelText(tEn('sandbox.supportedCardTypes')), 'visa,amex'),
      'visa,amex',
    ],
    [
      'merchantAddress',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.type(screen.getByLabelText(tEn('sandbox.merchantAddress')), 'https://shop.example/?a=1&b=2'),
      'https://shop.example/?a=1&b=2',
    ],
    [
      '3dsForm',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByLabelText(tEn('sandbox.threeDsForm'))),
      'Y',
    ],
  ])('sets %s from the form', async (key, act, expected) => {
    const user = renderConsole();
    expect(linkUrl().searchParams.has(key)).toBe(key === 'controllerVersion' || key === 'merchantName');
    await act(user);
    expect(linkUrl().searchParams.get(key)).toBe(expected);
  });

  it('offers addressFields only for scenic', async () => {
    const user = renderConsole();
    expect(screen.queryByLabelText(tEn('sandbox.addressFields'))).toBeNull();
    await user.selectOptions(screen.getByLabelText(tEn('sandbox.variant')), 'scenic');
    await user.click(screen.getByLabelText(tEn('sandbox.addressFields')));
    expect(linkUrl().searchParams.get('addressFields')).toBe('true');
  });

  it('lists every variant in All variants with a prefilled link to its path', () => {
    renderConsole();
    const section = screen.getByRole('region', { name: tEn('sandbox.allVariants') });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sandboxVariants);
    const ids = new Set<string>();
    for (const [index, path] of sandboxVariants.entries()) {
      const href = links[index]?.getAttribute('href') ?? '';
      expect(href.startsWith(`/${path}`)).toBe(true);
      expect(href.startsWith('//')).toBe(false);
      const config = parsePageConfig(new URL(href, window.location.origin).search);
      expect(config.merchantId).toBe('sandbox-merchant');
      ids.add(config.uniqueRequestId);
    }
    // One id per link: the sandbox never pays one M + uniqueRequestID twice.
    expect(ids.size).toBe(sandboxVariants.length);
  });

  it('copies the link with the clipboard and says so', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    const user = renderConsole();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: tEn('sandbox.copy') }));
    expect(writeText).toHaveBeenCalledWith(linkUrl().href);
    expect(await screen.findByText(tEn('sandbox.copied'))).toBeTruthy();
  });

  it('without a clipboard, selects the link text and asks to copy it by hand', async () => {
    const user = renderConsole();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(screen.getByRole('button', { name: tEn('sandbox.copy') }));
    expect(await screen.findByText(tEn('sandbox.copyFailed'))).toBeTruthy();
    const text = screen.getByLabelText(tEn('sandbox.link')) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(text);
    expect(text.selectionEnd - text.selectionStart).toBe(text.value.length);
  });

  it.each(testCards.map((card) => [card.outcome, card.number, card] as const))(
    'shows the %s test card %s grouped, with its outcome, and copies the digits',
    async (outcome, _number, card) => {
      const writeText = vi.fn(async (_text: string) => undefined);
      const user = renderConsole();
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      const table = screen.getByRole('table');
      const grouped = card.scheme === 'amex' ? /^\d{4} \d{6} \d{5}$/ : /^\d{4} \d{4} \d{4} \d{4}$/;
      const row = within(table).getByText(card.token).closest('tr') as HTMLElement;
      const copy = within(row).getByRole('button');
      const shown = row.querySelector('.sandbox__number')?.textContent ?? '';
      expect(shown).toMatch(grouped);
      expect(shown.replace(/ /g, '')).toBe(card.number);
      expect(copy.getAttribute('aria-label')).toBe(tEn('sandbox.copyNumber', { number: shown }));
      // A missing text would be shown as its key, and found as such: each must be a real text.
      for (const key of [`sandbox.outcomes.${outcome}`, `sandbox.shopperSeesByOutcome.${outcome}`]) {
        expect(tEn(key)).not.toBe(key);
      }
      expect(within(row).getByText(tEn(`sandbox.outcomes.${outcome}`))).toBeTruthy();
      expect(within(row).getByText(tEn(`sandbox.shopperSeesByOutcome.${outcome}`))).toBeTruthy();
      await user.click(copy);
      expect(writeText).toHaveBeenCalledWith(card.number);
    },
  );
});

describe('the sandbox console covers the page configuration', () => {
  it('can set every query parameter the page reads (spec section 3, and lang, addressFields)', async () => {
    const user = renderConsole();
    await user.selectOptions(screen.getByLabelText(tEn('sandbox.variant')), 'scenic');
    await user.click(screen.getByRole('button', { name: tEn('sandbox.addSavedCard') }));
    for (const [label, value] of [
      ['sandbox.shopperId', 'x'],
      ['sandbox.preselectedToken', 'tok'],
      ['sandbox.merchantAddress', 'https://shop.example/'],
      ['sandbox.supportedCardTypes', 'visa'],
      ['sandbox.apmOther', 'trustly'],
    ] as const)
      await user.type(screen.getByLabelText(tEn(label)), value);
    for (const label of ['sandbox.enforceCvv', 'sandbox.threeDsForm', 'sandbox.addressFields'] as const)
      await user.click(screen.getByLabelText(tEn(label)));
    await user.selectOptions(screen.getByLabelText(tEn('sandbox.language')), 'de');
    const sent = [...linkUrl().searchParams.keys()].sort();
    expect(sent).toEqual(Object.values(pageConfigQueryKeys).sort());
  });
});
