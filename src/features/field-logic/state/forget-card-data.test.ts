// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCardData } from '@/features/field-logic/state/forget-card-data';
import { clearCardInputs } from '@/platform/card-inputs';
import { $cardForm } from '@/state/card-form';
import { fillValidCard } from '@/testing/fill-valid-card';
import { resetStores } from '@/testing/reset-stores';

describe('leaving the page forgets the card', () => {
  afterEach(() => {
    resetStores();
    document.body.innerHTML = '';
  });

  it('empties the card fields of the store and keeps the rest', () => {
    resetStores();
    fillValidCard({ city: 'Lisboa', recipientCity: 'Lagos' });
    forgetCardData();
    expect($cardForm.get()).toMatchObject({
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      cardholderName: '',
      city: 'Lisboa',
      recipientCity: 'Lagos',
    });
  });

  it.each([
    ['cc-number', '4111 1111 1111 1111', ''],
    ['cc-exp', '12/30', ''],
    ['cc-csc', '123', ''],
    ['cc-name', 'Ana Silva', ''],
    ['email', 'ana@example.com', 'ana@example.com'],
    ['section-recipient given-name', 'Amara', 'Amara'],
  ])('an input with autocomplete=%s holding %s keeps %j', (autocomplete, value, kept) => {
    const input = document.createElement('input');
    input.setAttribute('autocomplete', autocomplete);
    input.value = value;
    document.body.append(input);
    clearCardInputs(document);
    expect(input.value).toBe(kept);
  });
});
