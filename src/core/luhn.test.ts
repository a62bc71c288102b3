import { describe, expect, it } from 'vitest';
import { luhn, luhnCheckDigit } from '@/core/luhn';

describe('luhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['378282246310006', false],
    ['36227206271667', true],
    ['4222222222222', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['18', true],
    ['81', false],
    ['', false],
    ['4111 1111 1111 1111', false],
    ['4111a11111111111', false],
  ])('%j → %s', (digits, expected) => {
    expect(luhn(digits)).toBe(expected);
  });

  it.each([
    ['7992739871', '3'],
    ['411111111111111', '1'],
    ['37828224631000', '5'],
  ])('check digit of %s is %s', (partial, digit) => {
    expect(luhnCheckDigit(partial)).toBe(digit);
  });
});
