// @vitest-environment happy-dom

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/platform/http-client';
import { $checkingWithBank, $request } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { setSmallScreen } from '@/testing/match-media';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

const textInputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const saveCard = () => screen.getByRole('checkbox', { name: tEn('card.saveCard') }) as HTMLInputElement;

async function fillValidCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(tEn('card.number.label')), '4111111111111111');
  await user.type(screen.getByLabelText(tEn('card.expiry.label')), '1230');
  await user.type(screen.getByLabelText(tEn('card.cvv.label')), '123');
  await user.type(screen.getByLabelText(tEn('card.name.label')), 'Ana Silva');
}

describe('the card form while a payment is in flight', () => {
  beforeEach(() => {
    resetStores();
    setSmallScreen(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetStores();
  });

  it.each<[string, unknown]>([
    ['a RETRY', { CHECKOUT_TYPE: 'RETRY' }],
    ['a WRONG_CVV', { CHECKOUT_TYPE: 'RETRY', errorCode: 'WRONG_CVV' }],
  ])('is read-only until the reply, and the shopper’s again after %s', async (_name, reply) => {
    let answer: (value: unknown) => void = () => undefined;
    installFakeGateway({ '/rest/v2/checkout': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect($request.get()).toBe('processing'));
    expect(textInputs().map((input) => input.readOnly)).toEqual([true, true, true, true]);
    const number = screen.getByLabelText(tEn('card.number.label')) as HTMLInputElement;
    await user.type(number, '9');
    expect(number.value).toBe('4111 1111 1111 1111');
    await user.click(saveCard());
    expect(saveCard().checked).toBe(false);

    await act(async () => answer(reply));
    await waitFor(() => expect($request.get()).toBe('none'));
    expect(textInputs().map((input) => input.readOnly)).toEqual([false, false, false, false]);
    await user.click(saveCard());
    expect(saveCard().checked).toBe(true);
  });

  it('is the shopper’s again when the payment service cannot be reached', async () => {
    installFakeGateway({ '/rest/v2/checkout': new HttpError('Error: Failed to fetch') });
    renderWithI18n(<CardForm />);
    act(() => $request.set('processing'));
    expect(textInputs().every((input) => input.readOnly)).toBe(true);
    // What servicesForRequest does when the checkout's services cannot be loaded.
    act(() => $request.set('none'));
    expect(textInputs().some((input) => input.readOnly)).toBe(false);
  });

  it.each<[string, boolean, RegExp]>([
    ['processing: said to screen readers only', false, new RegExp(tEn('status.processing'))],
    [
      'the 3-D Secure step: checking with the bank, with a progress bar',
      true,
      new RegExp(tEn('status.threeDs')),
    ],
  ])('says what the payment is doing in a polite live region (%s)', async (_name, checking, text) => {
    renderWithI18n(<CardForm />);
    const region = screen.getByRole('button', { name: /^Pay/ }).nextElementSibling;
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    act(() => {
      $request.set('processing');
      $checkingWithBank.set(checking);
    });
    await waitFor(() => expect(region?.textContent).toMatch(text));
    expect(region?.querySelector('.payment-progress__bar') !== null).toBe(checking);
    expect(screen.getByRole('button', { name: tEn('actions.processing') })).toBeTruthy();
  });
});

describe('labels that stay once a field is filled', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetStores();
  });

  // The class is the same at every size (the build's HTML has no screen); floating-label.css floats
  // the label on small screens only. What follows the screen is the placeholder.
  const every = ['cardnumber', 'exp-date', 'cvc', 'ccname'];
  it.each<[string, boolean, boolean, string[], string[]]>([
    ['gett on a phone: every card field', true, true, every, every],
    ['gett on a large screen: the format as placeholder (labels show above)', true, false, every, []],
    ['the default on a phone: the name, whose placeholder is its label', false, true, ['ccname'], ['ccname']],
    ['the default on a large screen: the format as placeholder', false, false, ['ccname'], []],
  ])('%s', (_name, labelsAsPlaceholders, small, floatingOnSmallScreens, labelAsPlaceholder) => {
    resetStores({ settings: { labelsAsPlaceholdersOnSmallScreens: labelsAsPlaceholders } });
    setSmallScreen(small);
    renderWithI18n(<CardForm />);
    const floated = [...document.querySelectorAll('.field--floating-label input')].map((input) =>
      input.getAttribute('name'),
    );
    expect(floated).toEqual(floatingOnSmallScreens);
    const labelled = [...document.querySelectorAll<HTMLInputElement>('.field input:not([type="checkbox"])')]
      .filter((input) => input.placeholder === input.labels?.[0]?.textContent)
      .map((input) => input.getAttribute('name'));
    expect(labelled).toEqual(labelAsPlaceholder);
  });
});
