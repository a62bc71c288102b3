import { describe, expect, it } from 'vitest';
import { isBlank, validationErrorKeys, validationResult } from '@/core/validation-result';
import { englishMessage } from '@/testing/english-messages';

describe('validation error keys', () => {
  it.each(validationErrorKeys.map((key) => [key]))('%s is an English message', (key) => {
    expect(englishMessage(key)).toEqual(expect.any(String));
  });

  it('builds frozen results', () => {
    const result = validationResult('card.cvv.invalid', true, { length: '3' });
    expect(result).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      error: 'card.cvv.invalid',
      params: { length: '3' },
    });
    expect(Object.isFrozen(result)).toBe(true);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n\u00a0', true],
    [' a ', false],
    ['0', false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
