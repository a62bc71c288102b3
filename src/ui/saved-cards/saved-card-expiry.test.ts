import { describe, expect, it } from 'vitest';
import { savedCardExpiry } from '@/ui/saved-cards/saved-card-expiry';

describe('savedCardExpiry', () => {
  it.each([
    ['12', '2030', { month: '12', year: '30' }],
    ['3', '29', { month: '03', year: '29' }],
    ['07', '2031', { month: '07', year: '31' }],
    ['**', '2030', undefined],
    ['12', '**', undefined],
    ['**', '**', undefined],
    ['13', '2030', undefined],
    ['0', '2030', undefined],
    ['12', '203', undefined],
    ['1a', '2030', undefined],
    ['<b>', '2030', undefined],
  ])('month %j, year %j → %j', (expiryMonth, expiryYear, expected) => {
    expect(savedCardExpiry({ expiryMonth, expiryYear })).toEqual(expected);
  });
});
