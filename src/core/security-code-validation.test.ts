import { describe, expect, it } from 'vitest';
import { type CardScheme, type CardSchemeId, cardSchemes } from '@/core/card-schemes';
import { securityCodeHint, validateSecurityCode } from '@/core/security-code-validation';
import type { ValidationResult } from '@/core/validation-result';

function scheme(id: CardSchemeId): CardScheme {
  const found = cardSchemes.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no scheme ${id}`);
  return found;
}

const valid: ValidationResult = { isValid: true, isPotentiallyValid: true };
const required: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.cvv.required' };
const invalid = (length: string, isPotentiallyValid: boolean): ValidationResult => ({
  isValid: false,
  isPotentiallyValid,
  error: 'card.cvv.invalid',
  params: { length },
});

describe('validateSecurityCode', () => {
  it.each<[string, CardSchemeId | undefined, ValidationResult]>([
    ['123', 'visa', valid],
    ['1234', 'visa', invalid('3', false)],
    ['12', 'visa', invalid('3', true)],
    ['1', 'mastercard', invalid('3', true)],
    ['123', 'amex', valid],
    ['1234', 'amex', valid],
    ['12345', 'amex', invalid('3–4', false)],
    ['12', 'amex', invalid('3–4', true)],
    ['123', 'unionpay', valid],
    ['123', undefined, valid],
    ['1234', undefined, valid],
    ['12', undefined, invalid('3–4', true)],
    ['12345', undefined, invalid('3–4', false)],
    ['12a', 'visa', invalid('3', false)],
    ['1 3', 'visa', invalid('3', false)],
    [' 123 ', 'visa', valid],
    ['', 'visa', required],
    ['  ', undefined, required],
  ])('%j for %s', (value, id, expected) => {
    expect(validateSecurityCode(value, id === undefined ? undefined : scheme(id))).toEqual(expected);
  });

  it.each(cardSchemes.map((entry): [string, CardScheme] => [entry.id, entry]))(
    '%s accepts its own code lengths only',
    (_, entry) => {
      for (let length = 1; length <= 5; length++) {
        const expected = entry.securityCodeLengths.includes(length);
        expect(validateSecurityCode('7'.repeat(length), entry).isValid, `${length} digits`).toBe(expected);
      }
    },
  );
});

describe('securityCodeHint', () => {
  it.each([
    ['amex', 'card.cvv.hintAmex'],
    ['visa', 'card.cvv.hint'],
    ['mastercard', 'card.cvv.hint'],
    ['diners', 'card.cvv.hint'],
    ['unionpay', 'card.cvv.hint'],
  ] as const)('%s: %s', (id, hint) => {
    expect(securityCodeHint(scheme(id))).toBe(hint);
  });

  it('gives the usual hint while the scheme is unknown, although either length is accepted', () => {
    expect(securityCodeHint(undefined)).toBe('card.cvv.hint');
  });
});
