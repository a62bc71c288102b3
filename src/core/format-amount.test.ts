import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/core/format-amount';

// Intl output uses narrow/non-breaking spaces and right-to-left marks in some locales; compare without them.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

describe('formatAmount', () => {
  it.each([
    [1234, 'EUR', 'en', '€12.34'],
    [1234, 'EUR', 'de', '12,34 €'],
    [123456, 'EUR', 'fr', '1 234,56 €'],
    [1234, 'JPY', 'en', '¥1,234'],
    [1234, 'BHD', 'en', 'BHD 1.234'],
    [0, 'USD', 'en', '$0.00'],
    [9999, 'ILS', 'he', '99.99 ₪'],
  ])('%d minor units of %s in %s is %s', (minor, currency, locale, expected) => {
    expect(normalise(formatAmount(minor, currency, locale))).toBe(expected);
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatAmount(1050, 'XX1', 'en')).toBe('10.50 XX1');
  });
});
