import { describe, expect, it, vi } from 'vitest';
import { kb, median, percentile, ratioInterval, roundOrder } from './bench-stats';

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

  describe('the interval of a ratio of medians, over resampled rounds', () => {
    const floor = [400, 420, 440, 460, 480, 500, 520];
    it.each([
      // name, ours, floor, expected low, expected high
      ['every round the same ratio: no spread', floor.map((v) => v * 1.1), floor, 1.1, 1.1],
      ['a steady page against itself', floor, floor, 1, 1],
    ])('%s', (_name, ours, against, low, high) => {
      const [from, to] = ratioInterval(ours, against);
      expect(from).toBeCloseTo(low, 10);
      expect(to).toBeCloseTo(high, 10);
    });

    it('spans the ratio of the medians when the rounds disagree', () => {
      const noisy = [380, 470, 500, 430, 560, 520, 610];
      const point = median(noisy) / median(floor);
      const [low, high] = ratioInterval(noisy, floor);
      expect(low).toBeLessThan(point);
      expect(high).toBeGreaterThan(point);
    });

    it('draws its resamples from its own seeded generator, not Math.random', () => {
      const noisy = [380, 470, 500, 430, 560, 520, 610];
      const random = vi.spyOn(Math, 'random').mockImplementation(() => {
        throw new Error('Math.random: a run could not be reproduced');
      });
      try {
        expect(ratioInterval(noisy, floor)).toEqual(ratioInterval(noisy, floor));
      } finally {
        random.mockRestore();
      }
    });

    it('holds fewer resampled ratios at a lower confidence: a narrower interval inside the wider one', () => {
      const noisy = [380, 470, 500, 430, 560, 520, 610, 455, 490, 540, 415];
      const against = [400, 420, 440, 460, 480, 500, 520, 410, 450, 470, 430];
      const [wideLow, wideHigh] = ratioInterval(noisy, against, { confidence: 0.9 });
      const [narrowLow, narrowHigh] = ratioInterval(noisy, against, { confidence: 0.5 });
      expect(narrowLow).toBeGreaterThan(wideLow);
      expect(narrowHigh).toBeLessThan(wideHigh);
    });

    it('leaves out a round with no figure on either side, whole: the rest stay paired', () => {
      const withGap = ratioInterval([500, Number.NaN, 480, 490, 530], [400, 999, 420, 410, Number.NaN]);
      expect(withGap).toEqual(ratioInterval([500, 480, 490], [400, 420, 410]));
    });

    it.each([
      ['one round', [500], [400]],
      ['rounds with no figure on one side', [500, Number.NaN, 480], [Number.NaN, 400, 420]],
    ])('has no interval for %s', (_name, ours, against) => {
      expect(ratioInterval(ours, against)).toEqual([Number.NaN, Number.NaN]);
    });
  });

  describe('the order of a round', () => {
    it.each([
      [0, ['floor', 'basic', 'gett']],
      [1, ['basic', 'gett', 'floor']],
      [2, ['gett', 'floor', 'basic']],
      [3, ['floor', 'basic', 'gett']],
    ])('round %i loads %j', (round, order) => {
      expect(roundOrder(['floor', 'basic', 'gett'], round)).toEqual(order);
    });

    it('puts every page in every place equally often over as many rounds as pages', () => {
      const pages = ['a', 'b', 'c', 'd', 'e'];
      for (const page of pages) {
        const places = pages.map((_, round) => roundOrder(pages, round).indexOf(page));
        expect(places.sort()).toEqual([0, 1, 2, 3, 4]);
      }
    });

    it('has nothing to order for no page', () => {
      expect(roundOrder([], 3)).toEqual([]);
    });
  });
});
