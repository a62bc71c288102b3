// @vitest-environment happy-dom

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '@/testing/reset-stores';
import { englishStartUpTexts } from '@/testing/start-up-english';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

const payButton = () => screen.getByRole('button', { name: /^Pay/ });
const summaryLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

function setLargeScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the error summary', () => {
  beforeEach(() => setLargeScreen());
  afterEach(() => {
    vi.restoreAllMocks();
    resetStores();
  });

  it.each<[string, Parameters<typeof resetStores>[0], string[]]>([
    [
      'the card form with empty-field messages (moneycorp)',
      { settings: { showEmptyFieldErrors: true } },
      ['card.number.required', 'card.expiry.required', 'card.cvv.required', 'card.name.required'],
    ],
    [
      'the card form without empty-field messages (the default): the labels',
      {},
      ['card.number.label', 'card.expiry.label', 'card.cvv.label', 'card.name.label'],
    ],
    [
      'the card form with the billing address (scenic)',
      { settings: { readAddressFields: true, showEmptyFieldErrors: true }, config: { addressFields: true } },
      [
        'card.number.required',
        'card.expiry.required',
        'card.cvv.required',
        'card.name.required',
        'billing.email.required',
        'billing.streetNumber.required',
        'billing.streetName.required',
        // As the fieldset shows them: the zip code before the city; no state before a country
        // that has states is chosen.
        'billing.zipCode.required',
        'billing.city.required',
        'billing.country.required',
      ],
    ],
    [
      'the card form with the recipient (small_world)',
      { settings: { recipientDetails: true, showEmptyFieldErrors: true } },
      [
        'card.number.required',
        'card.expiry.required',
        'card.cvv.required',
        'card.name.required',
        'recipient.firstName.required',
        'recipient.lastName.required',
        'recipient.streetAddress.required',
        'recipient.city.required',
        'recipient.country.required',
      ],
    ],
  ])('lists every error of %s after a submit, counted, in tab order', async (_name, stores, keys) => {
    resetStores(stores);
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    expect(screen.queryByText(tEn('status.fixErrors', { count: keys.length }))).toBeNull();
    await user.click(payButton());
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: tEn('status.fixErrors', { count: keys.length }) }),
      ).toBeTruthy(),
    );
    expect(summaryLinks()).toEqual(keys.map((key) => tEn(key)));
  });

  it.each<[string, Parameters<typeof resetStores>[0]]>([
    ['the card form', {}],
    [
      'the billing address (scenic)',
      { settings: { readAddressFields: true }, config: { addressFields: true } },
    ],
    ['the recipient (small_world)', { settings: { recipientDetails: true } }],
    ['hidden error text (refundit)', { settings: { showErrorText: false, showEmptyFieldErrors: true } }],
  ])(
    'where a message is hidden, names each field of %s by the label its field shows, and links it',
    async (_name, stores) => {
      resetStores(stores);
      const user = userEvent.setup();
      renderWithI18n(<CardForm />);
      await user.click(payButton());
      await screen.findByRole('heading', { name: /errors in the form/ });
      const links = screen.getAllByRole('link');
      for (const link of links) {
        const input = document.querySelector(link.getAttribute('href') ?? '#none');
        expect(input).not.toBeNull();
        expect(link.textContent).toBe(document.querySelector(`label[for="${input?.id}"]`)?.textContent);
      }
      expect(links.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('focuses the field a link names', async () => {
    resetStores();
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(payButton());
    const link = await screen.findByRole('link', { name: tEn('card.cvv.label') });
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.cvv.label')));
    expect(window.location.hash).toBe('');
  });

  it('follows the values: a fixed field leaves the list, and the summary goes with the last error', async () => {
    resetStores({ settings: { showCardholderName: false, showEmptyFieldErrors: true } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(payButton());
    await screen.findByRole('heading', { name: tEn('status.fixErrors', { count: 3 }) });
    await user.type(screen.getByLabelText(tEn('card.expiry.label')), '1230');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: tEn('status.fixErrors', { count: 2 }) })).toBeTruthy(),
    );
    expect(summaryLinks()).toEqual([tEn('card.number.required'), tEn('card.cvv.required')]);
    await user.type(screen.getByLabelText(tEn('card.number.label')), '4111111111111111');
    await user.type(screen.getByLabelText(tEn('card.cvv.label')), '123');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3 })).toBeNull());
    expect(summaryLinks()).toEqual([]);
  });

  it('says the count and every field in a polite live region there before the submit, anew on each refused Pay', async () => {
    resetStores();
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    // On the page from the first render, before the field logic and the summary have arrived.
    const before = [...document.querySelectorAll<HTMLElement>('form [aria-live="polite"]')];
    await user.click(payButton());
    const heading = await screen.findByRole('heading', { name: tEn('status.fixErrors', { count: 4 }) });
    const region = before.find((element) => element.contains(heading));
    expect(region).toBeDefined();
    const fields = ['card.number.label', 'card.expiry.label', 'card.cvv.label', 'card.name.label'];
    for (const key of fields) expect(region?.textContent).toContain(tEn(key));
    // The same errors again: rendered anew, so the region announces them again.
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).not.toBe(heading));
    expect(region?.contains(screen.getByRole('heading', { level: 3 }))).toBe(true);
  });

  // Pay pressed as the page starts is answered before the later file (the messages) can have come:
  // the page then speaks with the first file alone, and the summary still counts and names every
  // field, by its label until its message's text arrives.
  const labels = ['card.number.label', 'card.expiry.label', 'card.cvv.label', 'card.name.label'];
  it.each<[string, Parameters<typeof resetStores>[0], string, string]>([
    ['empty fields, their messages hidden (the default)', {}, '', 'There are 4 errors in the form.'],
    [
      'empty fields, their messages shown (moneycorp)',
      { settings: { showEmptyFieldErrors: true } },
      '',
      'There are 4 errors in the form.',
    ],
    ['a wrong card number, its message shown', {}, '4111111111111112', 'There are 4 errors in the form.'],
  ])(
    'before the later texts have come, %s: the count, and each field by its label',
    async (_name, stores, typed, count) => {
      resetStores(stores);
      const user = userEvent.setup();
      const firstFileOnly = englishStartUpTexts();
      render(<CardForm />, {
        wrapper: ({ children }) => createElement(I18nextProvider, { i18n: firstFileOnly }, children),
      });
      if (typed) await user.type(screen.getByLabelText(tEn('card.number.label')), typed);
      await user.click(payButton());
      expect(await screen.findByRole('heading', { name: count })).toBeTruthy();
      expect(summaryLinks()).toEqual(labels.map((key) => tEn(key)));
    },
  );
});
