import { describe, expect, it } from 'vitest';
import { isMerchantHostPattern, merchantUrl } from '@/core/merchant-hosts';

const list = ['shop.example', '*.shop.example', 'pay.other.example'];

describe('merchantUrl', () => {
  it.each([
    ['no list: any http(s) URL', 'https://evil.example/x', undefined, 'https://evil.example/x'],
    ['empty list: any http(s) URL', 'http://evil.example/', [], 'http://evil.example/'],
    ['no list still refuses script URLs', 'javascript:alert(1)', undefined, undefined],
    ['exact host', 'https://shop.example/cart?a=1', list, 'https://shop.example/cart?a=1'],
    ['exact host, http and another port', 'http://shop.example:8443/', list, 'http://shop.example:8443/'],
    ['host compared after URL normalisation', 'HTTPS://SHOP.Example/c', list, 'https://shop.example/c'],
    ['subdomain through *.', 'https://m.shop.example/', list, 'https://m.shop.example/'],
    ['deeper subdomain through *.', 'https://a.b.shop.example/', list, 'https://a.b.shop.example/'],
    ['exact entry does not allow subdomains', 'https://x.pay.other.example/', list, undefined],
    ['exact entry does not allow the parent', 'https://other.example/', list, undefined],
    ['unlisted host', 'https://evil.example/', list, undefined],
    ['suffix without the dot', 'https://evilshop.example/', list, undefined],
    ['listed name inside another host', 'https://shop.example.evil.example/', list, undefined],
    ['listed name as user info', 'https://shop.example@evil.example/', list, undefined],
    ['listed name in the path', 'https://evil.example/shop.example', list, undefined],
    ['listed host, script scheme', 'javascript://shop.example/%0aalert(1)', list, undefined],
    ['relative URL', '/cart', list, undefined],
    ['blank', '', list, undefined],
    ['whitespace only', ' \t\n ', list, undefined],
    [
      'surrounding spaces trimmed',
      '  https://shop.example/fail?o=a%20b  ',
      list,
      'https://shop.example/fail?o=a%20b',
    ],
    ['surrounding spaces, no list', ' https://any.example/ ', undefined, 'https://any.example/'],
    ['a tab and a newline around, trimmed', '\thttps://shop.example/\n', list, 'https://shop.example/'],
    ['no-break spaces around, trimmed', '\u00a0https://shop.example/\u00a0', list, 'https://shop.example/'],
    ['surrounding spaces, unlisted host', '  https://evil.example/  ', list, undefined],
    ['surrounding spaces, script scheme', '  javascript:alert(1)  ', undefined, undefined],
    ['surrounding spaces, relative', ' /cart ', undefined, undefined],
    ['a tab inside is still refused', ' java\tscript:alert(1) ', undefined, undefined],
    ['a newline inside is still refused', ' https://shop.example/a\nb ', list, undefined],
    [
      'IDN compared in its xn-- form',
      'https://bücher.example/',
      ['xn--bcher-kva.example'],
      'https://xn--bcher-kva.example/',
    ],
  ])('%s', (_name, candidate, hosts, expected) => {
    expect(merchantUrl(candidate, hosts)).toBe(expected);
  });
});

describe('isMerchantHostPattern', () => {
  it.each([
    ['shop.example', true],
    ['*.shop.example', true],
    ['localhost', true],
    ['127.0.0.1', true],
    ['xn--bcher-kva.example', true],
    ['Shop.example', false],
    ['https://shop.example', false],
    ['shop.example:443', false],
    ['shop.example/cart', false],
    ['*', false],
    ['*.', false],
    ['a.*.example', false],
    ['-shop.example', false],
    ['shop-.example', false],
    ['shop..example', false],
    ['', false],
    [`${'a'.repeat(63)}.example`, true],
    [`${'a'.repeat(64)}.example`, false],
  ])('%s → %s', (entry, expected) => {
    expect(isMerchantHostPattern(entry)).toBe(expected);
  });
});
