import { describe, expect, it } from 'vitest';
import { schemesOneKeyAhead } from '@/features/field-logic/state/schemes-ahead';

describe('the schemes one key ahead of the card number', () => {
  it.each([
    // typed → shown now or by one more digit (spec section 3's prefixes)
    ['', ['uatp', 'visa']],
    ['4', ['visa']],
    ['4111 1111', ['visa']],
    ['5', ['mastercard', 'maestro']],
    ['3', ['diners', 'amex', 'jcb']],
    ['6', ['discover', 'unionpay', 'maestro']],
    ['2', ['mastercard']],
    ['9', []],
    ['35', ['jcb']],
    ['62', ['unionpay', 'discover']],
    ['5019', ['dankort']],
    ['1', ['uatp']],
    ['8', ['unionpay']],
    ['60', ['discover', 'forbrugsforeningen']],
    // The next digit can lead to another scheme than the one shown now.
    ['622', ['discover', 'maestro']],
    ['501', ['maestro', 'dankort']],
    // Read as the digits in it, as the field logic reads it.
    ['4111-1111', ['visa']],
    ['  5 ', ['mastercard', 'maestro']],
  ])('%j → %j', (typed, schemes) => {
    expect(schemesOneKeyAhead(typed)).toEqual(schemes);
  });
});
