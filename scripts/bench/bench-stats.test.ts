import { describe, expect, it } from 'vitest';
import { kb, median, percentile } from './bench-stats';

describe('bench statistics', () => {
  it.each([
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it.each([
    [50, 10],
    [95, 19],
    [100, 20],
    [0, 1],
  ])('nearest-rank p%d of 1..20 is %d', (p, expected) => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, p)).toBe(expected);
  });

  it('has no figure for no sample', () => {
    expect(median([])).toBeNaN();
    expect(percentile([], 50)).toBeNaN();
  });

  it('rounds bytes to tenths of a decimal kB', () => {
    expect(kb(100_000)).toBe(100);
    expect(kb(104_349)).toBe(104.3);
    expect(kb(1_550)).toBe(1.6);
  });
});
