import { describe, expect, it } from 'vitest';
import { providerName } from '@/core/provider';
import { buildFailureUrl, defaultFailure, unknownOutcomeFailure } from '@/features/checkout/core/failure-url';

const pageUrl = 'https://pay.example/basic/?M=1001&a1=REQ';
const z = `z2=-10&z3=${encodeURIComponent(defaultFailure.message)}&outcome=failed`;
const zUnknown = `z2=-10&z3=${encodeURIComponent(unknownOutcomeFailure.message)}&outcome=unknown`;

describe('defaultFailure', () => {
  it('is the spec section 8 failure with the provider name filled in', () => {
    expect(defaultFailure).toEqual({
      code: '-10',
      message: 'Internal server error. Please contact HPP support.',
    });
    expect(defaultFailure.message).toContain(`${providerName} support`);
  });

  it('an unknown outcome keeps the spec code, and its message says not to pay again unchecked', () => {
    expect(unknownOutcomeFailure.code).toBe(defaultFailure.code);
    expect(unknownOutcomeFailure.message).toMatch(/^Payment status unknown: .* before paying again\.$/);
  });
});

describe('buildFailureUrl', () => {
  // The FailURL's shapes: every byte the merchant sent stays, in its order, and only z2, z3 and
  // outcome are replaced (query-parameter.ts is the one editor).
  it.each([
    ['FailURL without query', 'https://merchant.example/fail', `https://merchant.example/fail?${z}`],
    ['FailURL with an empty query', 'https://merchant.example/fail?', `https://merchant.example/fail?${z}`],
    [
      'FailURL query kept',
      'https://merchant.example/fail?order=1001',
      `https://merchant.example/fail?order=1001&${z}`,
    ],
    [
      'FailURL query kept byte for byte',
      'https://merchant.example/fail?sig=a%20b&n=x+y&e=',
      `https://merchant.example/fail?sig=a%20b&n=x+y&e=&${z}`,
    ],
    [
      'encoded bytes kept as written (lower-case escapes, %2B, escaped UTF-8)',
      'https://merchant.example/fail?p=a%2fb&q=1%2B1&n=Caf%C3%A9',
      `https://merchant.example/fail?p=a%2fb&q=1%2B1&n=Caf%C3%A9&${z}`,
    ],
    [
      'existing z2/z3/outcome replaced, every copy',
      'https://merchant.example/fail?z2=0&order=1&z3=ok&outcome=paid&z2=1',
      `https://merchant.example/fail?order=1&${z}`,
    ],
    ['encoded z2 key replaced', 'https://merchant.example/fail?%7A2=0', `https://merchant.example/fail?${z}`],
    ['z20 is not z2', 'https://merchant.example/fail?z20=1', `https://merchant.example/fail?z20=1&${z}`],
    ['outcomes is not outcome', 'https://m.example/f?outcomes=1', `https://m.example/f?outcomes=1&${z}`],
    [
      'fragment kept after the query',
      'https://merchant.example/fail?o=1#summary',
      `https://merchant.example/fail?o=1&${z}#summary`,
    ],
    [
      'fragment without a query',
      'https://merchant.example/fail#top',
      `https://merchant.example/fail?${z}#top`,
    ],
    [
      'empty pairs (&&) and a trailing & kept',
      'https://merchant.example/fail?&&o=1&',
      `https://merchant.example/fail?&&o=1&${z}`,
    ],
    [
      'empty pairs around a replaced z2 kept',
      'https://merchant.example/fail?a=1&&z2=0&&b=2',
      `https://merchant.example/fail?a=1&&&b=2&${z}`,
    ],
    ['blank FailURL', '', `https://pay.example/basic/?M=1001&a1=REQ&${z}`],
    ['whitespace FailURL', '   ', `https://pay.example/basic/?M=1001&a1=REQ&${z}`],
    ['javascript: FailURL', 'javascript:alert(1)', `https://pay.example/basic/?M=1001&a1=REQ&${z}`],
    ['data: FailURL', 'data:text/html,x', `https://pay.example/basic/?M=1001&a1=REQ&${z}`],
    ['relative FailURL', '/fail', `https://pay.example/basic/?M=1001&a1=REQ&${z}`],
    [
      'FailURL with surrounding spaces: trimmed, its query kept',
      '  https://merchant.example/fail?sig=a%20b  ',
      `https://merchant.example/fail?sig=a%20b&${z}`,
    ],
    [
      'javascript: FailURL with surrounding spaces',
      ' javascript:alert(1) ',
      `https://pay.example/basic/?M=1001&a1=REQ&${z}`,
    ],
  ])('%s', (_name, failUrl, expected) => {
    expect(buildFailureUrl({ failUrl, pageUrl })).toBe(expected);
  });

  it.each([
    ['a definite failure', 'failed', `https://m.example/f?order=7&${z}`],
    ['an unknown outcome', 'unknown', `https://m.example/f?order=7&${zUnknown}`],
  ] as const)('%s says so in outcome, z2 stays the spec code', (_name, outcome, expected) => {
    expect(buildFailureUrl({ failUrl: 'https://m.example/f?order=7', pageUrl, outcome })).toBe(expected);
  });

  it.each([
    [{ code: 'WRONG_CVV', message: 'Wrong code' }, 'z2=WRONG_CVV&z3=Wrong%20code&outcome=failed'],
    [{ code: '-10' }, z],
    [{ code: '  ', message: '' }, z],
    [{ message: 'Ünïcode & = ? #' }, 'z2=-10&z3=%C3%9Cn%C3%AFcode%20%26%20%3D%20%3F%20%23&outcome=failed'],
  ])('code and message %j', (failure, expectedQuery) => {
    expect(buildFailureUrl({ failUrl: 'https://m.example/f', pageUrl, ...failure })).toBe(
      `https://m.example/f?${expectedQuery}`,
    );
  });

  it.each([
    ['no list: any host', 'https://elsewhere.example/f', undefined, 'https://elsewhere.example/f'],
    ['listed host', 'https://shop.example/f', ['shop.example'], 'https://shop.example/f'],
    ['listed subdomain form', 'https://m.shop.example/f', ['*.shop.example'], 'https://m.shop.example/f'],
    [
      'unlisted host: as if no FailURL was given',
      'https://evil.example/f',
      ['shop.example'],
      'https://pay.example/basic/?M=1001&a1=REQ',
    ],
  ])('merchant hosts, %s', (_name, failUrl, merchantHosts, expectedBase) => {
    expect(buildFailureUrl({ failUrl, pageUrl, merchantHosts })).toBe(
      `${expectedBase}${expectedBase.includes('?') ? '&' : '?'}${z}`,
    );
  });

  it('replaces z2/z3/outcome already on the page URL too', () => {
    expect(
      buildFailureUrl({
        failUrl: '',
        pageUrl: 'https://pay.example/basic/?M=1&z2=-10&z3=x&outcome=unknown#f',
      }),
    ).toBe(`https://pay.example/basic/?M=1&${z}#f`);
  });

  it('round-trips the message through URLSearchParams', () => {
    const url = new URL(buildFailureUrl({ failUrl: 'https://m.example/f?a=1', pageUrl, outcome: 'unknown' }));
    expect(url.searchParams.get('z2')).toBe('-10');
    expect(url.searchParams.get('z3')).toBe(unknownOutcomeFailure.message);
    expect(url.searchParams.get('outcome')).toBe('unknown');
    expect(url.searchParams.get('a')).toBe('1');
  });

  it('stays on the current page when neither URL is http(s)', () => {
    expect(buildFailureUrl({ failUrl: 'javascript:x', pageUrl: 'file:///page.html' })).toBe(`?${z}`);
  });
});
