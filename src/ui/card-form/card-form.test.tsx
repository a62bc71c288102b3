// @vitest-environment happy-dom

import { useStore } from '@nanostores/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'nanostores';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fieldLogic from '@/features/field-logic';
import { $cardForm } from '@/state/card-form';
import { $fieldLogic, publishFieldLogic } from '@/state/field-logic-store';
import { $paymentRequest, $request } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { setSmallScreen } from '@/testing/match-media';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

const cardNumber = () => screen.getByLabelText(tEn('card.number.label'));
const expiry = () => screen.getByLabelText(tEn('card.expiry.label'));
const cvv = () => screen.getByLabelText(tEn('card.cvv.label'));
const payButton = () => screen.getByRole('button', { name: /^Pay/ });

/** The payment panel's switch between the new-card form and the saved cards, reduced to a flag. */
const $newCardShown = atom(true);
function NewCardOrSavedCards() {
  return useStore($newCardShown) ? <CardForm /> : <p>saved cards</p>;
}

async function fillValidCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(cardNumber(), '4111111111111111');
  await user.type(expiry(), '1230');
  await user.type(cvv(), '123');
  await user.type(screen.getByLabelText(tEn('card.name.label')), 'Ana Silva');
}

describe('the card form', () => {
  beforeEach(() => {
    resetStores();
    setSmallScreen(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives phones and autofill what they need', () => {
    renderWithI18n(<CardForm />);
    expect(cardNumber()).toHaveProperty('autocomplete', 'cc-number');
    expect(cardNumber().getAttribute('inputmode')).toBe('numeric');
    expect(cardNumber().getAttribute('dir')).toBe('ltr');
    expect(expiry().getAttribute('autocomplete')).toBe('cc-exp');
    expect(cvv().getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText(tEn('card.name.label')).getAttribute('autocomplete')).toBe('cc-name');
  });

  it('formats the number with the scheme mask and shows the scheme logo', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(cardNumber(), '378282246310005');
    expect((cardNumber() as HTMLInputElement).value).toBe('3782 822463 10005');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    expect(screen.getByText(tEn('card.cvv.hintAmex'))).toBeTruthy();
  });

  it('keeps the caret where the shopper edits inside the number', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    const input = cardNumber() as HTMLInputElement;
    await user.type(input, '4111111');
    expect(input.value).toBe('4111 111');
    // Backspace just after the group space deletes the digit before it, caret stays there.
    await user.type(input, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input.value).toBe('4111 11');
    expect(input.selectionStart).toBe(3);
    // A digit typed inside a group pushes the rest along; the caret follows the new digit.
    await user.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input.value).toBe('4119 111');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps card data out of the DOM attributes and re-renders only when what the field shows changes', async () => {
    const user = userEvent.setup();
    let commits = 0;
    renderWithI18n(
      <Profiler id="form" onRender={() => commits++}>
        <CardForm />
      </Profiler>,
    );
    await user.click(cardNumber());
    const before = commits;
    // Twelve digits of a Visa number: the logo and the security code's hint follow the scheme
    // the first digit names; after that the number stays "still possible" while typed, so
    // nothing new shows (a controlled input re-rendered on each of the 12 keys).
    await user.keyboard('411111111111');
    expect((cardNumber() as HTMLInputElement).value).toBe('4111 1111 1111');
    expect(commits - before).toBeLessThanOrEqual(2);
    await user.type(cvv(), '123');
    for (const input of [cardNumber(), cvv()]) expect(input.getAttribute('value') ?? '').toBe('');
    expect(document.body.innerHTML).not.toContain('4111');
  });

  it('keeps what was typed across a remount (saved cards and back), still out of the DOM attributes', async () => {
    const user = userEvent.setup();
    $newCardShown.set(true);
    renderWithI18n(<NewCardOrSavedCards />);
    await user.type(cardNumber(), '4111111111111111');
    await user.type(cvv(), '737');
    act(() => $newCardShown.set(false));
    act(() => $newCardShown.set(true));
    expect((cardNumber() as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((cvv() as HTMLInputElement).value).toBe('737');
    expect(document.body.innerHTML).not.toContain('4111');
    expect(document.body.innerHTML).not.toContain('737');
  });

  it('puts the slash in the expiry as the shopper types', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(expiry(), '2');
    expect((expiry() as HTMLInputElement).value).toBe('02/');
    await user.type(expiry(), '30');
    expect((expiry() as HTMLInputElement).value).toBe('02/30');
  });

  it('keeps a pasted number formatted', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(cardNumber());
    await user.paste('4111-1111 1111 1111');
    expect((cardNumber() as HTMLInputElement).value).toBe('4111 1111 1111 1111');
  });

  it('shows no error while the shopper is still typing, and one after leaving the field', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(cardNumber(), '4111 11');
    expect(cardNumber().getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    expect(cardNumber().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(tEn('card.number.incomplete'));
    expect(cardNumber().getAttribute('aria-describedby')).toContain(message.parentElement?.id ?? 'missing');
  });

  it('on submit marks empty fields, focuses the first and counts the errors, without empty-field text by default', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(payButton());
    expect(document.activeElement).toBe(cardNumber());
    expect(cardNumber().getAttribute('aria-invalid')).toBe('true');
    // No empty-field text anywhere: not beside the field, not in the error summary, which names
    // each field by its label and links it, and still counts them.
    expect(cardNumber().getAttribute('aria-describedby')).toBeNull();
    for (const key of [
      'card.number.required',
      'card.expiry.required',
      'card.cvv.required',
      'card.name.required',
    ])
      expect(document.body.textContent).not.toContain(tEn(key));
    expect(screen.getByRole('link', { name: tEn('card.number.label') })).toBeTruthy();
    expect(screen.getByText(tEn('status.fixErrors', { count: 4 }))).toBeTruthy();
  });

  it('shows empty-field messages where the variant enables them (moneycorp)', async () => {
    resetStores({ settings: { showEmptyFieldErrors: true } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(payButton());
    // Beside the field, and in the error summary.
    expect(screen.getAllByText(tEn('card.number.required'))).toHaveLength(2);
    expect(screen.getAllByText(tEn('card.expiry.required'))).toHaveLength(2);
  });

  it('hides error text but still marks the field where the variant hides errors (refundit)', async () => {
    resetStores({ settings: { showErrorText: false } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(cardNumber(), '4111111111111112');
    await user.tab();
    expect(cardNumber().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(tEn('card.number.invalid'))).toBeNull();
    // Nor after a submit, in the error summary: it names the field by its label.
    await user.click(payButton());
    expect(await screen.findByRole('link', { name: tEn('card.number.label') })).toBeTruthy();
    expect(document.body.textContent).not.toContain(tEn('card.number.invalid'));
  });

  it('refuses a card type the merchant does not accept where validation is strict (basic)', async () => {
    resetStores({ settings: { strictCardTypeValidation: true }, config: { supportedCardTypes: ['visa'] } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(cardNumber(), '5555555555554444');
    await user.tab();
    expect(screen.getByText(tEn('card.number.unsupported'))).toBeTruthy();
  });

  it('accepts a valid card of an unlisted type where validation is not strict', async () => {
    resetStores({ config: { supportedCardTypes: ['visa'] } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.type(cardNumber(), '5555555555554444');
    await user.tab();
    expect(cardNumber().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(tEn('card.number.unsupported'))).toBeNull();
  });

  it('hides the cardholder name where the variant says (moneybase)', () => {
    resetStores({ settings: { showCardholderName: false } });
    renderWithI18n(<CardForm />);
    expect(screen.queryByLabelText(tEn('card.name.label'))).toBeNull();
  });

  it.each([
    [false, false],
    [true, true],
  ])('save card checked by default: %s', (saveCardByDefault, checked) => {
    resetStores({ settings: { saveCardByDefault } });
    renderWithI18n(<CardForm />);
    expect((screen.getByRole('checkbox', { name: tEn('card.saveCard') }) as HTMLInputElement).checked).toBe(
      checked,
    );
  });

  it('uses the label as placeholder on small screens only where the variant says (gett)', () => {
    resetStores({ settings: { labelsAsPlaceholdersOnSmallScreens: true } });
    setSmallScreen(true);
    renderWithI18n(<CardForm />);
    expect(cardNumber().getAttribute('placeholder')).toBe(tEn('card.number.label'));
  });

  it('keeps the format placeholder and screen-reader-only labels on small screens by default', () => {
    setSmallScreen(true);
    renderWithI18n(<CardForm />);
    expect(cardNumber().getAttribute('placeholder')).toBe(tEn('card.number.placeholder'));
    expect(screen.getByText(tEn('card.number.label')).className).toContain(
      'field__label--large-screens-only',
    );
    // The name's placeholder must say what the field is when its label is hidden.
    expect(screen.getByLabelText(tEn('card.name.label')).getAttribute('placeholder')).toBe(
      tEn('card.name.label'),
    );
  });

  it('shows labels on every screen where the variant says (moneybase, moneycorp)', () => {
    resetStores({ settings: { inputLabelsOnAllScreens: true } });
    renderWithI18n(<CardForm />);
    expect(screen.getByText(tEn('card.number.label')).className).not.toContain('large-screens-only');
  });

  it('asks for the billing address when scenic gets addressFields=true, with address autocomplete', () => {
    resetStores({ settings: { readAddressFields: true }, config: { addressFields: true } });
    renderWithI18n(<CardForm />);
    expect(screen.getByLabelText(tEn('billing.zipCode.label')).getAttribute('autocomplete')).toBe(
      'billing postal-code',
    );
    expect(screen.getByLabelText(tEn('billing.country.label')).tagName).toBe('SELECT');
  });

  it('pays once however often the shopper clicks, and shows progress', async () => {
    let release: (value: unknown) => void = () => undefined;
    const gateway = installFakeGateway({
      '/rest/v2/checkout': () => new Promise((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: tEn('actions.processing') }));
    fireEvent.submit(screen.getByRole('button', { name: tEn('actions.processing') }));
    expect(screen.getByRole('button', { name: tEn('actions.processing') }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await act(async () => release('https://merchant.example/ok'));
    await waitFor(() => expect(gateway.navigations).toEqual(['https://merchant.example/ok']));
    expect(gateway.posts).toHaveLength(1);
    expect($request.get()).toBe('processing');
  });

  it('names the amount on the pay button where the variant shows it', () => {
    resetStores({ settings: { showAmount: true } });
    $paymentRequest.set({ amount: 1234, currency: 'EUR' });
    renderWithI18n(<CardForm />);
    expect(screen.getByRole('button', { name: 'Pay €12.34' })).toBeTruthy();
  });

  it('focuses the security code and clears it after WRONG_CVV', async () => {
    installFakeGateway({ '/rest/v2/checkout': { CHECKOUT_TYPE: 'RETRY', errorCode: 'WRONG_CVV' } });
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await fillValidCard(user);
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(tEn('card.cvv.wrong')));
    expect(document.activeElement).toBe(cvv());
    expect((cvv() as HTMLInputElement).value).toBe('');
  });

  describe('before the field logic has arrived (it loads on the first interaction)', () => {
    beforeEach(() => $fieldLogic.set(undefined));
    afterEach(() => $fieldLogic.set(fieldLogic));

    it('keeps what is typed, marks nothing, and formats it all when the logic arrives', async () => {
      const user = userEvent.setup();
      renderWithI18n(<CardForm />);
      await user.type(cardNumber(), '378282246310005');
      await user.type(expiry(), '1230');
      await user.tab();
      expect((cardNumber() as HTMLInputElement).value).toBe('378282246310005');
      expect(cardNumber().getAttribute('aria-invalid')).toBe('false');
      expect(expiry().getAttribute('aria-invalid')).toBe('false');
      expect(screen.queryByRole('img', { name: 'American Express' })).toBeNull();

      act(() => publishFieldLogic(fieldLogic));
      expect((cardNumber() as HTMLInputElement).value).toBe('3782 822463 10005');
      expect($cardForm.get().expiryDate).toBe('12/30');
      expect((expiry() as HTMLInputElement).value).toBe('12/30');
      expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
      expect(screen.getByText(tEn('card.cvv.hintAmex'))).toBeTruthy();
      // The security code was left empty: now that there is a verdict, leaving it marks it.
      await user.click(cvv());
      await user.tab();
      expect(cvv().getAttribute('aria-invalid')).toBe('true');
    });

    it('formats the focused field while the shopper types, caret at the end, and typing goes on', async () => {
      const user = userEvent.setup();
      renderWithI18n(<CardForm />);
      await user.type(cardNumber(), '4111111');
      expect(document.activeElement).toBe(cardNumber());
      act(() => publishFieldLogic(fieldLogic));
      const input = cardNumber() as HTMLInputElement;
      expect(input.value).toBe('4111 111');
      expect(input.selectionStart).toBe(8);
      await user.type(input, '11', { skipClick: true });
      expect(input.value).toBe('4111 1111 1');
    });

    it('formats what a field held while it was off screen (the store is formatted, not only the inputs)', () => {
      $cardForm.setKey('expiryDate', '1230');
      publishFieldLogic(fieldLogic);
      expect($cardForm.get().expiryDate).toBe('12/30');
    });

    it('counts the errors on submit, once the logic it loads has arrived', async () => {
      const user = userEvent.setup();
      renderWithI18n(<CardForm />);
      await user.click(payButton());
      // The logic's module is loaded once per test file; what its arrival does, done here.
      act(() => publishFieldLogic(fieldLogic));
      await waitFor(() => expect(screen.getByText(tEn('status.fixErrors', { count: 4 }))).toBeTruthy());
    });
  });
});
