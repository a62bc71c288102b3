import { describe, expect, it } from 'vitest';
import { billingAsksForState, validateBillingField } from '@/core/billing-validation';
import { countriesWithStates } from '@/core/countries-with-states';
import { countryCodes } from '@/core/country-codes';

describe('billingAsksForState', () => {
  it.each([
    // alpha-2 code → whether its addresses have a state line
    ['US', true],
    ['CA', true],
    ['AU', true],
    ['BR', true],
    ['MX', true],
    ['IN', true],
    ['JP', true],
    ['IT', true],
    ['ES', true],
    ['us', true],
    [' BR ', true],
    ['PT', false],
    ['DE', false],
    ['FR', false],
    ['GB', false],
    ['NL', false],
    ['PL', false],
    ['', false],
    ['USA', false],
  ])('%j → %s', (code, asks) => {
    expect(billingAsksForState(code)).toBe(asks);
  });

  it('names only countries the billing list offers', () => {
    const offered = new Set(countryCodes);
    expect([...countriesWithStates].filter((code) => !offered.has(code))).toEqual([]);
  });
});

describe('validateBillingField', () => {
  it.each([
    ['state', '', false, 'billing.state.required'],
    ['state', 'CA', true, undefined],
    ['email', 'ana@example', false, 'billing.email.invalid'],
    ['email', 'ana@example.com', true, undefined],
    ['city', 'x'.repeat(129), false, 'billing.city.required'],
  ] as const)('%s %j: valid %s, %s', (field, value, valid, error) => {
    const result = validateBillingField(field, value);
    expect(result.isValid).toBe(valid);
    expect(result.error).toBe(error);
  });
});
