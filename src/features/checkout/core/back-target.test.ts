import { describe, expect, it } from 'vitest';
import { backTarget } from '@/features/checkout/core/back-target';

describe('backTarget', () => {
  it.each([
    [
      'BackURL wins',
      'https://merchant.example/cart',
      'https://merchant.example/checkout',
      'https://merchant.example/cart',
    ],
    [
      'blank BackURL → referrer',
      '',
      'https://merchant.example/checkout',
      'https://merchant.example/checkout',
    ],
    [
      'whitespace BackURL → referrer',
      '  ',
      'https://merchant.example/checkout',
      'https://merchant.example/checkout',
    ],
    [
      'unsafe BackURL → referrer',
      'javascript:history.back()',
      'https://merchant.example/c',
      'https://merchant.example/c',
    ],
    ['relative BackURL → referrer', '/cart', 'https://merchant.example/c', 'https://merchant.example/c'],
    ['no BackURL, no referrer', '', '', undefined],
    ['no BackURL, unsafe referrer', '', 'data:text/html,x', undefined],
    ['unsafe both', 'vbscript:x', 'JaVaScRiPt:x', undefined],
    ['BackURL normalized', 'HTTPS://Merchant.Example', '', 'https://merchant.example/'],
    [
      'BackURL with surrounding spaces: trimmed, not thrown away',
      '  https://merchant.example/cart  ',
      'https://merchant.example/checkout',
      'https://merchant.example/cart',
    ],
    [
      'unsafe BackURL with surrounding spaces → referrer',
      ' javascript:history.back() ',
      'https://merchant.example/c',
      'https://merchant.example/c',
    ],
  ])('%s', (_name, backUrl, referrer, expected) => {
    expect(backTarget(backUrl, referrer)).toBe(expected);
  });
});

describe('backTarget with merchant hosts', () => {
  const hosts = ['shop.example', '*.shop.example'];
  it.each([
    ['listed BackURL', 'https://shop.example/cart', 'https://ref.example/', 'https://shop.example/cart'],
    ['listed subdomain', 'https://m.shop.example/', '', 'https://m.shop.example/'],
    ['unlisted BackURL → referrer', 'https://evil.example/', 'https://ref.example/', 'https://ref.example/'],
    ['unlisted BackURL, no referrer → nowhere (history)', 'https://evil.example/', '', undefined],
    [
      'listed BackURL with surrounding spaces',
      ' https://shop.example/cart ',
      '',
      'https://shop.example/cart',
    ],
    [
      'unlisted BackURL with surrounding spaces → referrer',
      ' https://evil.example/ ',
      'https://ref.example/',
      'https://ref.example/',
    ],
  ])('%s', (_name, backUrl, referrer, expected) => {
    expect(backTarget(backUrl, referrer, hosts)).toBe(expected);
  });
});
