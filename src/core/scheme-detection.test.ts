import { describe, expect, it } from 'vitest';
import { cardSchemes } from '@/core/card-schemes';
import { detectScheme, expandedPrefixes, maxPrefixLength, possibleSchemes } from '@/core/scheme-detection';

describe('detectScheme: first row of the table whose prefix matches', () => {
  it.each([
    ['5018000000000009', 'maestro'],
    ['5019717010103742', 'dankort'],
    ['502', 'maestro'],
    ['5100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720', 'mastercard'],
    ['56', 'maestro'],
    ['6220000000000001', 'maestro'],
    ['6221260000000000', 'discover'],
    ['622', 'discover'],
    ['6212345678901232', 'unionpay'],
    ['62', 'unionpay'],
    ['6007220000000004', 'forbrugsforeningen'],
    ['600', 'forbrugsforeningen'],
    ['6011111111111117', 'discover'],
    ['60', 'discover'],
    ['64', 'discover'],
    ['6304000000000000', 'maestro'],
    ['6759649826438453', 'maestro'],
    ['4', 'visa'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['30', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['35', 'jcb'],
    ['88', 'unionpay'],
    ['1', 'uatp'],
  ])('%s → %s', (digits, id) => {
    expect(detectScheme(digits)?.id).toBe(id);
  });

  it.each([
    [''],
    ['5'],
    ['2'],
    ['21'],
    ['28'],
    ['501'],
    ['5017'],
    ['57'],
    ['59'],
    ['61'],
    ['7'],
    ['9'],
    ['0'],
    ['31'],
    ['a4'],
  ])('%j → no scheme', (digits) => {
    expect(detectScheme(digits)).toBeUndefined();
  });

  it('expands mastercard ranges into same-length prefixes', () => {
    expect(expandedPrefixes[4]).toEqual(['51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '27']);
    expect(maxPrefixLength).toBe(4);
  });
});

describe('possibleSchemes', () => {
  it.each([
    // Before the first digit every scheme is still possible, in the order of the table
    // (card-schemes.test.ts spells that order out).
    ['', cardSchemes.map((scheme) => scheme.id)],
    ['5', ['maestro', 'dankort', 'mastercard']],
    ['2', ['mastercard']],
    ['50', ['maestro', 'dankort']],
    ['6', ['maestro', 'forbrugsforeningen', 'discover', 'unionpay']],
    ['60', ['forbrugsforeningen', 'discover']],
    ['62', ['maestro', 'discover', 'unionpay']],
    ['622', ['maestro', 'discover']],
    ['6221', ['discover']],
    ['3', ['amex', 'diners', 'jcb']],
    ['41111', ['visa']],
    ['9', []],
    ['20', []],
    ['5017', []],
  ])('%j may become %j', (digits, ids) => {
    expect(possibleSchemes(digits).map((scheme) => scheme.id)).toEqual(ids);
  });
});
