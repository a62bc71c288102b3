import { describe, expect, it } from 'vitest';
import { resolveLanguage, supportedLanguages, textDirection, toBcp47 } from '@/core/languages';

describe('languages', () => {
  it('lists the 16 languages of the spec', () => {
    expect(supportedLanguages).toHaveLength(16);
  });

  it.each([
    ['cn', 'zh-Hans'],
    ['ua', 'uk'],
    ['no', 'nb'],
    ['he', 'he'],
    ['de', 'de'],
  ] as const)('maps %s to the BCP 47 tag %s', (code, tag) => {
    expect(toBcp47(code)).toBe(tag);
    expect(() => new Intl.NumberFormat(tag)).not.toThrow();
  });

  it.each([
    [undefined, 'en', 'en'],
    ['de', 'en', 'de'],
    [' FR ', 'en', 'fr'],
    ['uk', 'en', 'ua'],
    ['zh', 'en', 'cn'],
    ['nb', 'en', 'no'],
    ['xx', 'he', 'he'],
    ['', 'he', 'he'],
    ['<script>', 'en', 'en'],
  ] as const)('lang=%s with default %s resolves to %s', (query, fallback, expected) => {
    expect(resolveLanguage(query, fallback)).toBe(expected);
  });

  it('lays Hebrew out right to left and everything else left to right', () => {
    expect(supportedLanguages.filter((code) => textDirection(code) === 'rtl')).toEqual(['he']);
  });
});
