import { describe, expect, it } from 'vitest';
import { type CardNumberValidationOptions, validateCardNumber } from '@/core/card-number-validation';
import { type CardSchemeId, cardSchemes } from '@/core/card-schemes';
import type { ValidationErrorKey } from '@/core/validation-result';

const allSchemes: readonly string[] = cardSchemes.map((scheme) => scheme.id);
const strictAll: CardNumberValidationOptions = { supportedCardTypes: allSchemes, strict: true };

interface Expected {
  readonly isValid: boolean;
  readonly isPotentiallyValid: boolean;
  readonly error?: ValidationErrorKey;
  readonly scheme?: CardSchemeId;
}

const valid = (scheme?: CardSchemeId): Expected => ({ isValid: true, isPotentiallyValid: true, scheme });
const incomplete = (scheme?: CardSchemeId): Expected => ({
  isValid: false,
  isPotentiallyValid: true,
  error: 'card.number.incomplete',
  scheme,
});
const invalid = (scheme?: CardSchemeId, isPotentiallyValid = false): Expected => ({
  isValid: false,
  isPotentiallyValid,
  error: 'card.number.invalid',
  scheme,
});
const unsupported = (scheme?: CardSchemeId): Expected => ({
  isValid: false,
  isPotentiallyValid: false,
  error: 'card.number.unsupported',
  scheme,
});

function outcome(value: string, options: CardNumberValidationOptions): Expected {
  const result = validateCardNumber(value, options);
  return {
    isValid: result.isValid,
    isPotentiallyValid: result.isPotentiallyValid,
    error: result.error,
    scheme: result.scheme?.id,
  };
}

describe('validateCardNumber: real test cards, every scheme supported, strict', () => {
  it.each<[string, string, Expected]>([
    // valid
    ['visa 16', '4111111111111111', valid('visa')],
    ['visa 16', '4012888888881881', valid('visa')],
    ['visa 13', '4222222222222', valid('visa')],
    ['mastercard 5x', '5555555555554444', valid('mastercard')],
    ['mastercard 5x', '5105105105105100', valid('mastercard')],
    ['mastercard 2x', '2223003122003222', valid('mastercard')],
    ['amex 37', '378282246310005', valid('amex')],
    ['amex 37', '371449635398431', valid('amex')],
    ['diners 36', '36227206271667', valid('diners')],
    ['diners 30', '30569309025904', valid('diners')],
    ['discover 6011', '6011111111111117', valid('discover')],
    ['discover 622 (before unionpay 62)', '6221260000000000', valid('discover')],
    ['unionpay Luhn-valid', '6212345678901232', valid('unionpay')],
    ['unionpay failing Luhn (no checksum)', '6212345678901231', valid('unionpay')],
    ['unionpay 19 digits', '6212345678901234569', valid('unionpay')],
    ['unionpay 88', '8800000000000005', valid('unionpay')],
    ['jcb', '3530111333300000', valid('jcb')],
    ['jcb', '3566002020360505', valid('jcb')],
    ['maestro 67', '6759649826438453', valid('maestro')],
    ['maestro 5018 (before dankort 5019)', '5018000000000009', valid('maestro')],
    ['maestro 63', '6304000000000000', valid('maestro')],
    ['maestro 6220 (before discover 622)', '6220000000000001', valid('maestro')],
    ['maestro 12 digits', '679999999999', valid('maestro')],
    ['maestro 19 digits', '6799999999999999995', valid('maestro')],
    ['dankort', '5019717010103742', valid('dankort')],
    ['forbrugsforeningen (before discover 60)', '6007220000000004', valid('forbrugsforeningen')],
    ['uatp', '135410014004955', valid('uatp')],
    ['spaces as formatted', '4111 1111 1111 1111', valid('visa')],
    ['dashes', '4111-1111-1111-1111', valid('visa')],
    ['no-break spaces', '3782\u00a0822463\u00a010005', valid('amex')],
    // still typing: shorter than the scheme's longest length
    ['visa 12 digits', '411111111111', incomplete('visa')],
    ['visa 14 digits', '41111111111111', incomplete('visa')],
    ['visa 15 digits', '411111111111111', incomplete('visa')],
    ['mastercard 15 digits', '555555555555444', incomplete('mastercard')],
    ['amex 14 digits', '37828224631000', incomplete('amex')],
    ['diners 13 digits', '3622720627166', incomplete('diners')],
    ['discover 15 digits', '601111111111111', incomplete('discover')],
    ['unionpay 15 digits', '621234567890123', incomplete('unionpay')],
    ['jcb 15 digits', '353011133330000', incomplete('jcb')],
    ['maestro 11 digits', '67596498264', incomplete('maestro')],
    ['dankort 15 digits', '501971701010374', incomplete('dankort')],
    ['forbrugsforeningen 15 digits', '600722000000000', incomplete('forbrugsforeningen')],
    ['uatp 14 digits', '13541001400495', incomplete('uatp')],
    ['one digit, mastercard 2x still possible', '2', incomplete()],
    ['one digit, several schemes possible', '5', incomplete()],
    ['maestro or dankort still possible', '501', incomplete()],
    // wrong length: longer than the scheme allows
    ['visa 17 digits', '41111111111111110', invalid('visa')],
    ['mastercard 17 digits', '55555555555544440', invalid('mastercard')],
    ['amex 16 digits', '3782822463100050', invalid('amex')],
    ['diners 15 digits', '362272062716670', invalid('diners')],
    ['discover 17 digits', '60111111111111170', invalid('discover')],
    ['unionpay 20 digits', '62123456789012345690', invalid('unionpay')],
    ['jcb 17 digits', '35301113333000000', invalid('jcb')],
    ['maestro 20 digits', '67999999999999999950', invalid('maestro')],
    ['dankort 17 digits', '50197170101037420', invalid('dankort')],
    ['forbrugsforeningen 17 digits', '60072200000000040', invalid('forbrugsforeningen')],
    ['uatp 16 digits', '1354100140049550', invalid('uatp')],
    // Luhn failure
    ['visa 16 Luhn', '4111111111111112', invalid('visa')],
    ['visa 13 Luhn (16 still possible)', '4222222222223', invalid('visa', true)],
    ['mastercard Luhn', '5555555555554445', invalid('mastercard')],
    ['mastercard 2x Luhn', '2223003122003223', invalid('mastercard')],
    ['amex Luhn', '378282246310006', invalid('amex')],
    ['diners Luhn', '36227206271668', invalid('diners')],
    ['discover Luhn', '6011111111111118', invalid('discover')],
    ['jcb Luhn', '3530111333300001', invalid('jcb')],
    ['maestro 16 Luhn (19 still possible)', '6759649826438454', invalid('maestro', true)],
    ['maestro 19 Luhn', '6799999999999999996', invalid('maestro')],
    ['dankort Luhn', '5019717010103743', invalid('dankort')],
    ['forbrugsforeningen Luhn', '6007220000000005', invalid('forbrugsforeningen')],
    ['uatp Luhn', '135410014004956', invalid('uatp')],
    // not a card number at all
    ['letters', '4111a11111111111', invalid()],
    ['dots', '4111.1111.1111.1111', invalid()],
    ['separators only', ' - - ', invalid()],
    ['longer than any card', '41111111111111111111111', invalid('visa')],
    // empty
    ['empty', '', { isValid: false, isPotentiallyValid: true, error: 'card.number.required' }],
    ['whitespace only', ' \t ', { isValid: false, isPotentiallyValid: true, error: 'card.number.required' }],
  ])('%s: %s', (_, value, expected) => {
    expect(outcome(value, strictAll)).toEqual(expected);
  });
});

describe('validateCardNumber: every scheme × strict or not × listed in supportedCardTypes or not', () => {
  // One real test number per scheme, and faulty numbers of the same scheme (checksum, length).
  const realCards: readonly [CardSchemeId, string, readonly string[]][] = [
    ['maestro', '6759649826438453', ['6799999999999999996', '67999999999999999950']],
    ['forbrugsforeningen', '6007220000000004', ['6007220000000005', '60072200000000040']],
    ['dankort', '5019717010103742', ['5019717010103743', '50197170101037420']],
    ['visa', '4111111111111111', ['4111111111111112', '41111111111111110']],
    ['mastercard', '5555555555554444', ['5555555555554445', '55555555555544440']],
    ['amex', '378282246310005', ['378282246310006', '3782822463100050']],
    ['diners', '36227206271667', ['36227206271668', '362272062716670']],
    ['discover', '6011111111111117', ['6011111111111118', '60111111111111170']],
    // unionpay has no checksum: only a wrong length is a fault.
    ['unionpay', '6212345678901232', ['62123456789012345690']],
    ['jcb', '3530111333300000', ['3530111333300001', '35301113333000000']],
    ['uatp', '135410014004955', ['135410014004956', '1354100140049550']],
  ];

  it('has a real card for every scheme of the table', () => {
    expect(realCards.map(([id]) => id).sort()).toEqual([...allSchemes].sort());
  });

  type Row = [id: CardSchemeId, number: string, strict: boolean, listed: boolean, expected: Expected];
  const supportedFor = (id: CardSchemeId, listed: boolean): string[] =>
    listed ? [id] : allSchemes.filter((scheme) => scheme !== id);

  it.each<Row>(
    realCards.flatMap(([id, number]): Row[] => [
      [id, number, true, true, valid(id)],
      [id, number, true, false, unsupported(id)],
      [id, number, false, true, valid(id)],
      // Not strict: supportedCardTypes only picks the advertised logos, it refuses nothing.
      [id, number, false, false, valid(id)],
    ]),
  )('%s %s (strict: %s, listed: %s)', (id, number, strict, listed, expected) => {
    expect(outcome(number, { supportedCardTypes: supportedFor(id, listed), strict })).toEqual(expected);
  });

  it.each<Row>(
    realCards.flatMap(([id, , faulty]) =>
      faulty.flatMap((number): Row[] => [
        [id, number, true, true, invalid(id)],
        // Strict refuses the scheme before judging the number.
        [id, number, true, false, unsupported(id)],
        [id, number, false, true, invalid(id)],
        // Not strict and not listed: still judged by its own scheme's rules.
        [id, number, false, false, invalid(id)],
      ]),
    ),
  )('faulty %s %s (strict: %s, listed: %s)', (id, number, strict, listed, expected) => {
    expect(outcome(number, { supportedCardTypes: supportedFor(id, listed), strict })).toEqual(expected);
  });

  it.each<[string, string, Expected]>([
    ['unionpay failing Luhn (no checksum)', '6212345678901231', valid('unionpay')],
    ['visa 13', '4222222222222', valid('visa')],
    ['maestro 12 digits', '679999999999', valid('maestro')],
    ['amex 14 digits, still typing', '37828224631000', incomplete('amex')],
    ['diners 13 digits, still typing', '3622720627166', incomplete('diners')],
  ])('not strict with no scheme listed at all: %s %s', (_, number, expected) => {
    expect(outcome(number, { supportedCardTypes: [], strict: false })).toEqual(expected);
  });
});

describe('validateCardNumber: strict and non-strict modes (default supported types)', () => {
  const defaults = ['visa', 'mastercard', 'maestro'];
  it.each<[string, string, boolean, Expected]>([
    ['Luhn-valid unknown scheme', '7000000000000005', true, unsupported()],
    ['Luhn-valid unknown scheme', '7000000000000005', false, valid()],
    ['12-digit unknown scheme', '900000000001', false, valid()],
    ['5017 is no scheme', '5017000000000000', true, unsupported()],
    ['5017 is no scheme', '5017000000000000', false, valid()],
    ['unknown scheme failing Luhn at 19', '7000000000000000000', false, invalid()],
    ['unknown scheme failing Luhn at 16', '7000000000000006', false, invalid(undefined, true)],
    ['unknown scheme, 11 digits', '70000000000', false, incomplete()],
    ['unknown scheme, 20 digits', '70000000000000000005', false, invalid()],
    ['first digit 9 can become nothing supported', '9', true, unsupported()],
    ['first digit 9 may be an unknown card', '9', false, incomplete()],
    ['3 can only become amex, diners or jcb', '3', true, unsupported()],
    ['3 may still be an unknown card', '3', false, incomplete()],
    ['2 may become mastercard', '2', true, incomplete()],
    ['20 can become nothing supported', '20', true, unsupported()],
    ['62 is unionpay but may become maestro 6220', '62', true, incomplete('unionpay')],
    ['622 is discover but may become maestro 6220', '622', true, incomplete('discover')],
    ['6221 stays discover', '6221', true, unsupported('discover')],
    ['6220 is maestro', '6220', true, incomplete('maestro')],
    ['60 is discover and only forbrugsforeningen may follow', '60', true, unsupported('discover')],
    ['amex is refused when strict', '378282246310005', true, unsupported('amex')],
    ['amex is accepted when not strict', '378282246310005', false, valid('amex')],
    ['37 is an amex still being typed when not strict', '37', false, incomplete('amex')],
    ['60 is a discover still being typed when not strict', '60', false, incomplete('discover')],
    ['6221 stays discover, accepted when not strict', '6221260000000000', false, valid('discover')],
    ['unknown scheme, 20 digits, strict', '70000000000000000005', true, unsupported()],
  ])('%s: %s (strict: %s)', (_, value, strict, expected) => {
    expect(outcome(value, { supportedCardTypes: defaults, strict })).toEqual(expected);
  });

  it.each([['VISA'], [' visa ']])('reads supported type %j case- and space-insensitively', (type) => {
    expect(outcome('4111111111111111', { supportedCardTypes: [type], strict: true })).toEqual(valid('visa'));
  });

  it('follows a new supported list passed after an earlier one', () => {
    const number = '4111111111111111';
    expect(validateCardNumber(number, { supportedCardTypes: ['visa'], strict: true }).isValid).toBe(true);
    expect(validateCardNumber(number, { supportedCardTypes: ['amex'], strict: true }).isValid).toBe(false);
  });
});
