import { describe, expect, it } from 'vitest';
import {
  outcomeForCardNumber,
  outcomeForToken,
  sandboxTokenList,
  testCardOutcomes,
  testCards,
} from '@/core/gateway/test-cards';
import { parseTokenList } from '@/core/token-list';

/** Luhn written out here, independent of src/core, so the table is checked by a second opinion. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('test cards', () => {
  it.each(testCards.map((card) => [card.number, card.outcome, card.scheme] as const))(
    '%s (%s) is a Luhn-valid %s number of the right length',
    (number, _outcome, scheme) => {
      expect(luhnValid(number)).toBe(true);
      const prefix = { visa: /^4\d{15}$/, mastercard: /^5[1-5]\d{14}$/, amex: /^3[47]\d{13}$/ }[scheme];
      expect(number).toMatch(prefix);
    },
  );

  it('rejects a number with a wrong check digit (the Luhn check can fail)', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('has every outcome, and unique numbers and tokens', () => {
    expect(new Set(testCards.map((card) => card.outcome))).toEqual(new Set(testCardOutcomes));
    expect(new Set(testCards.map((card) => card.number)).size).toBe(testCards.length);
    expect(new Set(testCards.map((card) => card.token)).size).toBe(testCards.length);
  });

  it('has an approved card for Visa, Mastercard and Amex', () => {
    const approvedSchemes = testCards
      .filter((card) => card.outcome === 'approved')
      .map((card) => card.scheme);
    expect(approvedSchemes.sort()).toEqual(['amex', 'mastercard', 'visa']);
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['4000000000003220', '3ds-challenge'],
    ['4242424242424242', 'approved'],
  ] as const)('card %s gives %s (unknown cards are approved)', (number, outcome) => {
    expect(outcomeForCardNumber(number)).toBe(outcome);
  });

  it.each([
    ['tok_visa_wrong_cvv', 'wrong-cvv'],
    ['tok_visa_3ds_silent', '3ds-method-silent'],
    ['tok_anything_else', 'approved'],
  ] as const)('token %s gives %s (unknown tokens are approved)', (token, outcome) => {
    expect(outcomeForToken(token)).toBe(outcome);
  });

  it('builds a tokenList the page parses back into the same tokens and last four digits', () => {
    const parsed = parseTokenList(sandboxTokenList());
    expect(parsed.map((card) => [card.token, card.last4])).toEqual(
      testCards.map((card) => [card.token, card.number.slice(-4)]),
    );
    expect(sandboxTokenList()).not.toContain(testCards[0]?.number);
  });
});
