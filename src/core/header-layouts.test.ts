import { describe, expect, it } from 'vitest';
import { toHeaderLayout } from '@/core/header-layouts';

describe('toHeaderLayout', () => {
  it.each<[unknown, string | undefined]>([
    ['airline', 'airline'],
    ['kiosk', 'kiosk'],
    ['storefront', 'storefront'],
    // Only the names on the list: a stored or forged value never reaches a class name.
    ['Airline', undefined],
    ['airline ', undefined],
    ['page__header--bar', undefined],
    ['', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(toHeaderLayout(raw)).toBe(expected);
  });
});
