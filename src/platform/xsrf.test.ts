import { describe, expect, it } from 'vitest';
import { readCookie, xsrfHeaderFor } from '@/platform/xsrf';

const page = 'https://hpp.example';
const cookies = 'theme=dark; XSRF-TOKEN=tok%3D123; other=1';

describe('the XSRF rule', () => {
  it.each([
    ['POST', '/gateway/rest/v2/checkout', 'tok=123'],
    ['PUT', 'relative/path', 'tok=123'],
    ['PATCH', 'https://hpp.example/gateway/x', 'tok=123'],
    ['DELETE', '/x', 'tok=123'],
    ['GET', '/gateway/ping', undefined],
    ['HEAD', '/x', undefined],
    ['POST', 'https://gateway.example/rest/v2/checkout', undefined],
    ['POST', '//evil.example/steal', undefined],
    ['POST', '\\\\evil.example/steal', undefined],
    ['POST', 'http://hpp.example/downgraded', undefined],
  ])('%s %s gets header %s', (method, url, expected) => {
    expect(xsrfHeaderFor({ method, url, pageOrigin: page, cookies, existingHeaders: new Headers() })).toBe(
      expected,
    );
  });

  it('never overwrites a header already set', () => {
    const existingHeaders = new Headers({ 'X-XSRF-TOKEN': 'mine' });
    expect(
      xsrfHeaderFor({ method: 'POST', url: '/x', pageOrigin: page, cookies, existingHeaders }),
    ).toBeUndefined();
  });

  it('sends nothing when there is no cookie', () => {
    expect(
      xsrfHeaderFor({
        method: 'POST',
        url: '/x',
        pageOrigin: page,
        cookies: 'a=b',
        existingHeaders: new Headers(),
      }),
    ).toBeUndefined();
  });

  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['  XSRF-TOKEN = abc ; x=1', 'abc'],
    ['NOT-XSRF-TOKEN=zzz; XSRF-TOKEN=right', 'right'],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['', undefined],
  ])('reads the cookie from %j', (header, expected) => {
    expect(readCookie(header, 'XSRF-TOKEN')).toBe(expected);
  });
});
