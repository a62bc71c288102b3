import type { CardSchemeId } from '@/core/card-schemes';

/*
 * Rows from braintree/card-validator's own tests of `number` (src/__tests__/card-number.ts, version
 * 10.0.4), string inputs only (the field only ever holds text), run through our validateCardNumber on
 * a non-strict variant (no merchant list), which is what card-validator judges. Where our verdict
 * is not theirs the row says why in `differs` and holds our spec-table result.
 */

export const cardValidatorNumberSource = 'card-validator src/__tests__/card-number.ts';

export interface CardNumberVector {
  readonly number: string;
  /** card-validator's verdict; `card` is its brand name, null while several brands are possible. */
  readonly theirs: {
    readonly card: string | null;
    readonly isPotentiallyValid: boolean;
    readonly isValid: boolean;
  };
  readonly ours: {
    readonly scheme: CardSchemeId | undefined;
    readonly isPotentiallyValid: boolean;
    readonly isValid: boolean;
  };
  readonly differs?: string;
}

export const cardValidatorNumberVectors: readonly CardNumberVector[] = [
  // partial validation sequences
  {
    number: '',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
  },
  {
    number: '6',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
  },
  {
    number: '60',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: 60 is discover at once (credit-card-type still weighs maestro and hipercard)',
  },
  {
    number: '601',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: 601 is discover at once (credit-card-type still weighs maestro)',
  },
  {
    number: '6011',
    theirs: { card: 'discover', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '4',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: 4 is visa at once (credit-card-type still weighs maestro and elo)',
  },
  {
    number: '41',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '411',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: false },
  },
  {
    number: 'x',
    theirs: { card: null, isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: false, isValid: false },
  },
  {
    number: '123',
    theirs: { card: null, isPotentiallyValid: false, isValid: false },
    ours: { scheme: 'uatp', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: uatp is prefix 1, so 123 can still become a uatp card',
  },
  // normal cases
  {
    number: '4012888888881881',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '62123456789002',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: unionpay lengths are 16 to 19',
  },
  {
    number: '621234567890003',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: unionpay lengths are 16 to 19',
  },
  {
    number: '6288997715452584',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '6282001509099283',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '6269992058134322',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '6240008631401148',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '6221558812340000',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'discover', isPotentiallyValid: false, isValid: false },
    differs: 'spec table: 622 is discover, which has a checksum',
  },
  {
    number: '4111111111111111',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '6011000990139424',
    theirs: { card: 'discover', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '411111y',
    theirs: { card: null, isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: false, isValid: false },
  },
  {
    number: '41111111111111111111',
    theirs: { card: 'visa', isPotentiallyValid: false, isValid: false },
    ours: { scheme: 'visa', isPotentiallyValid: false, isValid: false },
  },
  {
    number: '4111111111111112',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'visa', isPotentiallyValid: false, isValid: false },
    differs: 'spec table: visa lengths are 13 or 16 only, so 16 digits failing Luhn cannot grow into a card',
  },
  // weird formatting
  {
    number: '4111-1111-1111-1111',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '4111 1111 1111 1111',
    theirs: { card: 'visa', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'visa', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '601 1 1 1  1 1 1 1   1 1 1 1 1 7',
    theirs: { card: 'discover', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: true },
  },
  // Discover
  {
    number: '6011111',
    theirs: { card: 'discover', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '6011111111111117',
    theirs: { card: 'discover', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: true },
  },
  // MasterCard
  {
    number: '2',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
  },
  {
    number: '27',
    theirs: { card: 'mastercard', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'mastercard', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '272',
    theirs: { card: 'mastercard', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'mastercard', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '2720',
    theirs: { card: 'mastercard', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'mastercard', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '55555555',
    theirs: { card: 'mastercard', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'mastercard', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '5555555555554444',
    theirs: { card: 'mastercard', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'mastercard', isPotentiallyValid: true, isValid: true },
  },
  {
    number: '5555555555554446',
    theirs: { card: 'mastercard', isPotentiallyValid: false, isValid: false },
    ours: { scheme: 'mastercard', isPotentiallyValid: false, isValid: false },
  },
  // Maestro
  {
    number: '602011',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'discover', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: 60 is discover; maestro has no 60 prefix',
  },
  {
    number: '500000000000',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '500000000000061',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '5000000000000611',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: true },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: true },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '5000000000000612',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '500000000000000005',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '5000000000000000005',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: true },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: true },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '5000000000000000001',
    theirs: { card: 'maestro', isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: false, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  {
    number: '50000000000000000009',
    theirs: { card: 'maestro', isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: false, isValid: false },
    differs:
      'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 500 is in no row (validity as for a card of no known scheme: 12 to 19 digits and Luhn)',
  },
  // Amex
  {
    number: '3782',
    theirs: { card: 'american-express', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'amex', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '378282246310005',
    theirs: { card: 'american-express', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'amex', isPotentiallyValid: true, isValid: true },
  },
  // JCB
  {
    number: '1',
    theirs: { card: 'jcb', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'uatp', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: uatp is prefix 1; jcb is 35 only',
  },
  {
    number: '21',
    theirs: { card: 'jcb', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs: 'spec table: jcb is 35 only; 21 names no scheme (still possible as a card of no known scheme)',
  },
  {
    number: '3530111',
    theirs: { card: 'jcb', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'jcb', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '3530111333300000',
    theirs: { card: 'jcb', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'jcb', isPotentiallyValid: true, isValid: true },
  },
  // UnionPay
  {
    number: '6',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
  },
  {
    number: '62',
    theirs: { card: null, isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: false },
    differs: 'spec table: 62 is unionpay at once (credit-card-type still weighs maestro and elo)',
  },
  {
    number: '623456',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: false },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: false },
  },
  {
    number: '6212345678901232',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  // edge cases
  {
    number: 'foo',
    theirs: { card: null, isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: false, isValid: false },
  },
  {
    number: '32908234',
    theirs: { card: null, isPotentiallyValid: false, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs:
      'a number of no known scheme is taken with 12 to 19 digits passing Luhn on non-strict variants, so 8 digits can still grow',
  },
  // UnionPay where card number is luhn invalid
  {
    number: '6212345000000001',
    theirs: { card: 'unionpay', isPotentiallyValid: true, isValid: true },
    ours: { scheme: 'unionpay', isPotentiallyValid: true, isValid: true },
  },
  // Skip Luhn Validation
  {
    number: '5732806135556590',
    theirs: { card: 'maestro', isPotentiallyValid: true, isValid: false },
    ours: { scheme: undefined, isPotentiallyValid: true, isValid: false },
    differs: 'spec table: maestro is 5018, 502, 503, 506, 56, 58, 6220, 63, 67; 57 is in no row',
  },
];
