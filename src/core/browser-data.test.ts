import { describe, expect, it } from 'vitest';
import { type BrowserData, type BrowserFacts, browserData } from '@/core/browser-data';
import { makeBrowserData } from '@/testing/browser-data-fixture';

/**
 * Facts a real browser reports, every one in range: they come out as they went in. Frozen, so
 * browserData cannot pass by changing what the row expects.
 */
const realFacts: BrowserFacts = Object.freeze({
  colorDepth: 24,
  screenHeight: 1080,
  screenWidth: 1920,
  timezoneOffset: -120,
  userAgent: 'UA',
  language: 'pt-PT',
});

describe('browserData', () => {
  it.each<[string, BrowserFacts, Partial<BrowserData>]>([
    ['real values kept', realFacts, realFacts],
    [
      'missing values become 0 and empty text',
      {},
      { colorDepth: 0, screenHeight: 0, screenWidth: 0, timezoneOffset: 0, userAgent: '', language: '' },
    ],
    [
      'NaN and Infinity become 0',
      { colorDepth: Number.NaN, screenWidth: Number.POSITIVE_INFINITY },
      { colorDepth: 0, screenWidth: 0 },
    ],
    [
      'fractions rounded',
      { screenHeight: 863.5, timezoneOffset: 330.2 },
      { screenHeight: 864, timezoneOffset: 330 },
    ],
    [
      'out of range clamped',
      { colorDepth: 1000, timezoneOffset: -5000, screenWidth: -3 },
      { colorDepth: 99, timezoneOffset: -900, screenWidth: 0 },
    ],
    [
      'long text capped',
      { userAgent: 'u'.repeat(5000), language: 'l'.repeat(100) },
      { userAgent: 'u'.repeat(2048), language: 'l'.repeat(35) },
    ],
  ])('%s', (_name, facts, expected) => {
    const data = browserData(facts);
    expect(data).toMatchObject(expected);
    expect(data.javaEnabled).toBe(false);
  });

  it('makeBrowserData applies overrides', () => {
    expect(makeBrowserData({ language: 'he' })).toMatchObject({
      language: 'he',
      colorDepth: 24,
      javaEnabled: false,
    });
  });
});
