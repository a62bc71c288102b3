// @vitest-environment happy-dom
// (the field logic, once loaded, listens for the page being hidden)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptTypedEarly,
  chooseFieldValue,
  enterField,
  leaveField,
  setSaveCard,
  typeIntoField,
} from '@/state/actions/edit-card-form';
import { $cardForm, $focusedField, $touched } from '@/state/card-form';
import { $fieldLogic } from '@/state/field-logic-store';
import { loadLater } from '@/state/load-later';
import { $request } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('editing the card form', () => {
  beforeEach(async () => {
    resetStores();
    await loadLater('field-logic');
  });
  afterEach(() => resetStores());

  it.each([
    // field, typed, caret, caret before → kept, caret after
    ['cardNumber', '41111', 5, 4, '4111 1', 6],
    ['expiryDate', '123', 3, 2, '12/3', 4],
    ['cvv', '12a34', 5, 4, '1234', 4],
    ['cardholderName', 'Ana Silva', 9, 8, 'Ana Silva', 9],
  ] as const)('%s typed %j is kept as %j, caret at %i', (field, typed, caret, before, kept, caretAfter) => {
    expect(typeIntoField(field, typed, caret, before)).toEqual({ value: kept, caret: caretAfter });
    expect($cardForm.get()[field]).toBe(kept);
  });

  it('keeps what is typed as it is before the field logic has arrived', () => {
    const logic = $fieldLogic.get();
    $fieldLogic.set(undefined);
    try {
      expect(typeIntoField('cardNumber', '41111', 5, 4)).toEqual({ value: '41111', caret: 5 });
      expect($cardForm.get().cardNumber).toBe('41111');
    } finally {
      $fieldLogic.set(logic);
    }
  });

  it.each([
    ['an empty form takes it', '', '4111', '4111'],
    ['a value the form holds stays', '5555', '4111', '5555'],
    ['nothing typed changes nothing', '5555', '', '5555'],
  ])('what was typed before the script ran: %s', (_name, held, typed, kept) => {
    $cardForm.setKey('cardNumber', held);
    adoptTypedEarly('cardNumber', typed);
    expect($cardForm.get().cardNumber).toBe(kept);
  });

  it.each([
    ['none', 'PRT', 'true'],
    ['processing', '', ''],
  ] as const)(
    'while the request is %s a choice and the save-card box are kept: %j, %j',
    (state, country, save) => {
      $request.set(state);
      chooseFieldValue('country', 'PRT');
      setSaveCard(true);
      expect($cardForm.get().country).toBe(country);
      expect($cardForm.get().saveCard).toBe(save);
    },
  );

  it('knows which field the shopper is in, and that a field left was touched', () => {
    enterField('cvv');
    expect($focusedField.get()).toBe('cvv');
    enterField('expiryDate');
    leaveField('cvv');
    expect($focusedField.get()).toBe('expiryDate');
    leaveField('expiryDate');
    expect($focusedField.get()).toBeUndefined();
    expect([...$touched.get()]).toEqual(['cvv', 'expiryDate']);
  });
});
