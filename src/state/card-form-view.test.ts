// @vitest-environment happy-dom
// (the field logic, once loaded, listens for the page being hidden)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cardForm, $focusedField, $submitted, $touched, visibleFields } from '@/state/card-form';
import { $fieldLogicArrived, $formErrors, $securityCodeHint, fieldView } from '@/state/card-form-view';
import { $fieldLogic } from '@/state/field-logic-store';
import { loadLater } from '@/state/load-later';
import { $config, $variant } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('what the card form shows, derived from the stores', () => {
  beforeEach(async () => {
    resetStores();
    await loadLater('field-logic');
  });
  afterEach(() => resetStores());

  it.each([
    // typed before, typed after, whether the card number's listeners hear of it
    ['a still-possible Visa, one digit more', '4111', '4111 1', false],
    ['a Visa becomes a Mastercard', '4111', '5555', true],
    [
      'a complete valid number, then one digit too many',
      '4111 1111 1111 1111',
      '4111 1111 1111 1111 1',
      true,
    ],
  ])('the card number, left by the shopper: %s', (_name, before, after, notified) => {
    $touched.set(new Set(['cardNumber']));
    $cardForm.setKey('cardNumber', before);
    const view = fieldView('cardNumber');
    const first = view.get();
    let heard = 0;
    const stop = view.listen(() => heard++);
    $cardForm.setKey('cardNumber', after);
    stop();
    expect(heard > 0).toBe(notified);
    expect(view.get() === first).toBe(!notified);
  });

  it('says nothing yet of a number being typed, and that it is invalid once the shopper has left it', () => {
    $cardForm.setKey('cardNumber', '4111 1');
    const view = fieldView('cardNumber');
    const stop = view.listen(() => undefined);
    expect(view.get()).toMatchObject({ invalid: false, error: undefined });
    $touched.set(new Set(['cardNumber']));
    expect(view.get().invalid).toBe(true);
    expect(view.get().error?.key).toBeDefined();
    stop();
  });

  it('lists no error before a submit, every visible field after it, and stays the same list while it is', () => {
    const stop = $formErrors.listen(() => undefined);
    expect($formErrors.get()).toEqual([]);
    $submitted.set(true);
    const errors = $formErrors.get();
    expect(errors.map((error) => error.field)).toEqual(visibleFields($variant.get().settings, $config.get()));
    $cardForm.setKey('saveCard', 'true');
    expect($formErrors.get()).toBe(errors);
    stop();
  });

  it('shows no verdict, the plain hint and no list until the field logic has arrived, then what it says', () => {
    const logic = $fieldLogic.get();
    $fieldLogic.set(undefined);
    $touched.set(new Set(['cardNumber']));
    $submitted.set(true);
    $cardForm.setKey('cardNumber', '3782 1');
    const view = fieldView('cardNumber');
    const stop = [view, $securityCodeHint, $formErrors, $fieldLogicArrived].map(($store) =>
      $store.listen(() => undefined),
    );
    expect(view.get()).toEqual({ invalid: false, error: undefined, scheme: undefined });
    expect($securityCodeHint.get()).toBe('card.cvv.hint');
    expect($formErrors.get()).toEqual([]);
    expect($fieldLogicArrived.get()).toBe(false);

    $fieldLogic.set(logic);
    expect(view.get()).toMatchObject({ invalid: true, scheme: { id: 'amex' } });
    expect($securityCodeHint.get()).toBe('card.cvv.hintAmex');
    expect($formErrors.get().length).toBeGreaterThan(0);
    expect($fieldLogicArrived.get()).toBe(true);
    for (const unlisten of stop) unlisten();
  });

  it.each([
    ['', 'card.cvv.hint'],
    ['4111', 'card.cvv.hint'],
    ['3782', 'card.cvv.hintAmex'],
  ])('the security code hint for %j is %s', (number, hint) => {
    $cardForm.setKey('cardNumber', number);
    expect($securityCodeHint.get()).toBe(hint);
  });

  // Spec sections 2 and 9: the field and the summary obey the same two settings. Where the field
  // may not say its message, the summary names the field by its label (and still links it).
  it.each([
    // showErrorText, showEmptyFieldErrors, the number, what the field says, what the summary says
    [true, false, '', undefined, 'card.number.label'],
    [true, false, '4111 1111 1111 1112', 'card.number.invalid', 'card.number.invalid'],
    [true, true, '', 'card.number.required', 'card.number.required'],
    [true, true, '4111 1111 1111 1112', 'card.number.invalid', 'card.number.invalid'],
    [false, false, '', undefined, 'card.number.label'],
    [false, false, '4111 1111 1111 1112', undefined, 'card.number.label'],
    [false, true, '', undefined, 'card.number.label'],
    [false, true, '4111 1111 1111 1112', undefined, 'card.number.label'],
  ])(
    'showErrorText %s, showEmptyFieldErrors %s, number %j after a submit: the field says %s, the summary %s',
    (showErrorText, showEmptyFieldErrors, number, fieldSays, summarySays) => {
      resetStores({ settings: { showErrorText, showEmptyFieldErrors } });
      $cardForm.setKey('cardNumber', number);
      $submitted.set(true);
      const view = fieldView('cardNumber');
      const stop = [view.listen(() => undefined), $formErrors.listen(() => undefined)];
      expect(view.get().invalid).toBe(true);
      expect(view.get().error?.key).toBe(fieldSays);
      const lines = $formErrors.get();
      expect(lines.map((line) => line.field)).toEqual(['cardNumber', 'expiryDate', 'cvv', 'cardholderName']);
      expect(lines[0]?.key).toBe(summarySays);
      // The empty fields beside it follow the same rule.
      expect(lines[1]?.key).toBe(
        showErrorText && showEmptyFieldErrors ? 'card.expiry.required' : 'card.expiry.label',
      );
      for (const unlisten of stop) unlisten();
    },
  );

  it.each([
    // the expiry, whether the shopper is in the field, what the field and the summary say
    ['12/20', true, undefined, 'card.expiry.label'],
    ['12/20', false, 'card.expiry.past', 'card.expiry.past'],
    ['12/2', true, undefined, 'card.expiry.label'],
  ])(
    'after a submit, an expiry %j with the shopper in the field: %s: the field says %s, the summary %s',
    (expiry, typing, fieldSays, summarySays) => {
      // "12/20" may still become "12/2030": while it is typed, neither says it is expired.
      $cardForm.setKey('expiryDate', expiry);
      $submitted.set(true);
      $focusedField.set(typing ? 'expiryDate' : undefined);
      const view = fieldView('expiryDate');
      const stop = [view.listen(() => undefined), $formErrors.listen(() => undefined)];
      expect(view.get().error?.key).toBe(fieldSays);
      expect($formErrors.get().find((line) => line.field === 'expiryDate')?.key).toBe(summarySays);
      for (const unlisten of stop) unlisten();
    },
  );
});
