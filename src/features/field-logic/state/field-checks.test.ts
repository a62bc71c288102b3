import { defaultSettings } from '@variants/settings';
import { describe, expect, it } from 'vitest';
import { askedFields, fieldErrors } from '@/features/field-logic/state/field-checks';
import { emptyCardForm } from '@/state/card-form';
import { makePageConfig } from '@/testing/page-config-fixture';

const settings = { ...defaultSettings, readAddressFields: true };
const config = makePageConfig({ addressFields: true });
const now = new Date('2026-11-22T12:00:00Z');

describe('the billing state among the fields asked for (scenic with addressFields=true)', () => {
  it.each([
    // country → the billing fields asked for, in tab order
    ['', ['email', 'streetNumber', 'streetName', 'zipCode', 'city', 'country']],
    ['PT', ['email', 'streetNumber', 'streetName', 'zipCode', 'city', 'country']],
    ['US', ['email', 'streetNumber', 'streetName', 'zipCode', 'city', 'country', 'state']],
    ['IN', ['email', 'streetNumber', 'streetName', 'zipCode', 'city', 'country', 'state']],
  ])('with the country %j', (country, billing) => {
    const values = { ...emptyCardForm(false), country };
    expect(askedFields(values, { settings, config }).slice(4)).toEqual(billing);
  });

  it.each([
    ['PT', undefined],
    ['US', 'billing.state.required'],
  ])('an empty state with the country %j: %s', (country, error) => {
    const values = { ...emptyCardForm(false), country };
    const errors = fieldErrors(values, { settings, config, now });
    expect(errors.find((entry) => entry.field === 'state')?.key).toBe(error);
  });

  it('asks for no billing field where the variant or the query does not', () => {
    const values = { ...emptyCardForm(false), country: 'US' };
    expect(askedFields(values, { settings: defaultSettings, config })).toEqual([
      'cardNumber',
      'expiryDate',
      'cvv',
      'cardholderName',
    ]);
  });
});
