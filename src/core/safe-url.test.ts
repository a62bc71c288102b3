import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafeNavigationUrl } from '@/core/safe-url';

describe('toSafeNavigationUrl', () => {
  it.each([
    ['https://merchant.example/fail', undefined, 'https://merchant.example/fail'],
    ['http://merchant.example', undefined, 'http://merchant.example/'],
    ['HTTPS://Merchant.Example/Path?q=1#top', undefined, 'https://merchant.example/Path?q=1#top'],
    ['https://merchant.example/a b', undefined, 'https://merchant.example/a%20b'],
    ['/result.html?x=1', 'https://pay.example/basic/', 'https://pay.example/result.html?x=1'],
    ['next', 'https://pay.example/basic/', 'https://pay.example/basic/next'],
    ['//evil.example/x', 'https://pay.example/', 'https://evil.example/x'],
    ['//evil.example/x', 'http://pay.example/', 'http://evil.example/x'],
  ])('accepts %j (base %j) as %j', (candidate, base, expected) => {
    expect(toSafeNavigationUrl(candidate, base)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\rscript:alert(1)', undefined],
    ['\u0000javascript:alert(1)', undefined],
    ['\u001fhttps://merchant.example', undefined],
    [' https://merchant.example', undefined],
    ['https://merchant.example/\n', undefined],
    ['https://merchant.example/\u007f', undefined],
    ['javascript:alert(1)', 'https://pay.example/'],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['ftp://merchant.example/', undefined],
    ['blob:https://pay.example/uuid', undefined],
    ['about:blank', undefined],
    ['mailto:a@b.example', undefined],
    ['//evil.example', undefined],
    ['/relative/without/base', undefined],
    ['', undefined],
    ['https://', undefined],
    ['http://[::1', undefined],
    ['next', 'not a base'],
    [`https://merchant.example/${'a'.repeat(9000)}`, undefined],
  ])('refuses %j (base %j)', (candidate, base) => {
    expect(toSafeNavigationUrl(candidate, base)).toBeUndefined();
  });

  const protocolOf = (href: string) => new URL(href).protocol;

  it('never returns a URL whose protocol is not http: or https: (any string)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.option(fc.webUrl(), { nil: undefined }),
        (candidate, base) => {
          const result = toSafeNavigationUrl(candidate, base);
          return result === undefined || ['http:', 'https:'].includes(protocolOf(result));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never returns a URL whose protocol is not http: or https: (scheme-shaped strings)', () => {
    const scheme = fc.constantFrom(
      'javascript',
      'JaVaScRiPt',
      'data',
      'vbscript',
      'http',
      'https',
      'file',
      'java\tscript',
    );
    const padding = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0');
    fc.assert(
      fc.property(padding, scheme, fc.constantFrom(':', '://', ':/'), fc.string(), (pad, name, sep, rest) => {
        const result = toSafeNavigationUrl(`${pad}${name}${sep}${rest}`, 'https://pay.example/');
        return result === undefined || ['http:', 'https:'].includes(protocolOf(result));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every accepted web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(toSafeNavigationUrl(url)).toBe(new URL(url).href);
      }),
      { numRuns: 200 },
    );
  });
});
