import { describe, expect, it } from 'vitest';
import { isNamedErrorCode } from '@/core/gateway/error-codes';

describe('isNamedErrorCode', () => {
  it.each<[string | undefined, boolean]>([
    ['WRONG_CVV', true],
    ['CARD_EXPIRED', true],
    // The spec spells them in capitals; the page does not guess at other spellings.
    ['wrong_cvv', false],
    ['TOKEN_NOT_FOUND', false],
    ['-10', false],
    // Names an object has of itself are not codes.
    ['constructor', false],
    ['wrongCvv', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (code, named) => {
    expect(isNamedErrorCode(code)).toBe(named);
  });
});
