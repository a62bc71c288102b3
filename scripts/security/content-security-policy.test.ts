import { describe, expect, it } from 'vitest';
import {
  gatewayOriginOf,
  isSourceExpression,
  pageContentSecurityPolicy,
  resourceContentSecurityPolicy,
  securityHeaders,
} from './content-security-policy';

/** "a b; c d" → { a: ['b'], c: ['d'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('pageContentSecurityPolicy', () => {
  const basic = directives(pageContentSecurityPolicy({ frameAncestors: [] }));

  it.each<[string, string[]]>([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'", 'https:']],
    ['form-action', ["'self'", 'https:']],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
  ])('a page not meant for iframes: %s %j', (name, sources) => {
    expect(basic[name]).toEqual(sources);
  });

  it('never allows inline code, eval or data: anywhere', () => {
    const policy = pageContentSecurityPolicy({
      frameAncestors: ["'self'", 'https://shop.example'],
      gatewayOrigin: 'https://gw.example',
      extraAcsOrigins: ['http://127.0.0.1:9999'],
    });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|data:|blob:|\*(?!\.)/);
  });

  it('adds the gateway origin to connect-src, frame-src and form-action, and nothing else', () => {
    const policy = directives(
      pageContentSecurityPolicy({ frameAncestors: [], gatewayOrigin: 'https://gw.example' }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://gw.example']);
    expect(policy['frame-src']).toContain('https://gw.example');
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('lets the sandbox name its http ACS origin in frame-src and form-action only', () => {
    const policy = directives(
      pageContentSecurityPolicy({ frameAncestors: [], extraAcsOrigins: ['http://127.0.0.1:9999'] }),
    );
    expect(policy['frame-src']).toContain('http://127.0.0.1:9999');
    expect(policy['form-action']).toContain('http://127.0.0.1:9999');
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows the page’s own inline script and style by hash, each in its directive only', () => {
    const script = "'sha256-6trPlAn3vYmftqrnGwWJnGDyESv9mZuX18orhJ67ruU='";
    const style = "'sha256-u7E3xY/Xa7IJNsDqfRE6kbQfu+NEgxklGE79zAz8Qec='";
    const policy = directives(
      pageContentSecurityPolicy({
        frameAncestors: [],
        inlineHashes: { script: [script, script], style: [style] },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", script]);
    expect(policy['style-src']).toEqual(["'self'", style]);
    expect(policy['img-src']).toEqual(["'self'"]);
  });

  it('writes the allow-list of an iframe variant into frame-ancestors', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        frameAncestors: ["'self'", 'https://shop.example', 'https://*.partner.example'],
      }),
    );
    expect(policy['frame-ancestors']).toEqual([
      "'self'",
      'https://shop.example',
      'https://*.partner.example',
    ]);
  });

  it.each([
    ['frameAncestors', { frameAncestors: ["https://a.example; script-src 'unsafe-inline'"] }],
    ['frameAncestors', { frameAncestors: ['*'] }],
    ['gatewayOrigin', { frameAncestors: [], gatewayOrigin: 'javascript:alert(1)' }],
    ['extraAcsOrigins', { frameAncestors: [], extraAcsOrigins: ['http://a.example/path'] }],
    ['extraConnectOrigins', { frameAncestors: [], extraConnectOrigins: ["'unsafe-eval'"] }],
    ['inlineHashes', { frameAncestors: [], inlineHashes: { script: ["'unsafe-inline'"], style: [] } }],
    [
      'inlineHashes',
      { frameAncestors: [], inlineHashes: { script: [], style: ["'sha256-abc=' 'unsafe-eval'"] } },
    ],
    ['inlineHashes', { frameAncestors: [], inlineHashes: { script: ['sha256-abc='], style: [] } }],
  ])('refuses a %s that could widen or break the policy', (_field, input) => {
    expect(() => pageContentSecurityPolicy(input)).toThrow();
  });
});

describe('isSourceExpression', () => {
  it.each([
    ["'self'", true],
    ['https://shop.example', true],
    ['https://shop.example:8443', true],
    ['https://*.shop.example', true],
    ['http://localhost:5173', true],
    ["'none'", false],
    ["'unsafe-inline'", false],
    ['https:', false],
    ['*', false],
    ['https://shop.example/checkout', false],
    ['https://a.example;', false],
    ['https://a.example https://b.example', false],
    ['"https://a.example"', false],
  ])('%s → %s', (value, expected) => {
    expect(isSourceExpression(value)).toBe(expected);
  });
});

describe('gatewayOriginOf', () => {
  it.each([
    ['/gateway', undefined],
    ['https://gw.example/hpp', 'https://gw.example'],
    ['http://127.0.0.1:9000/gateway', 'http://127.0.0.1:9000'],
  ])('%s → %s', (base, origin) => {
    expect(gatewayOriginOf(base)).toBe(origin);
  });

  it('refuses a non-http scheme', () => {
    expect(() => gatewayOriginOf('ftp://gw.example')).toThrow();
  });
});

describe('securityHeaders', () => {
  it.each<[string, Parameters<typeof securityHeaders>[0], Record<string, string | undefined>]>([
    [
      'a page on https, not framable',
      { kind: 'page', https: true, page: { frameAncestors: [] } },
      {
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'referrer-policy': 'strict-origin',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      },
    ],
    [
      'an iframe variant on http (sandbox)',
      { kind: 'page', https: false, page: { frameAncestors: ["'self'"] } },
      {
        'x-frame-options': undefined,
        'cross-origin-opener-policy': undefined,
        'strict-transport-security': undefined,
        'x-content-type-options': 'nosniff',
      },
    ],
    [
      'a resource',
      { kind: 'resource', https: true },
      {
        'content-security-policy': resourceContentSecurityPolicy,
        'x-frame-options': undefined,
        'cross-origin-opener-policy': undefined,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      },
    ],
  ])('%s', (_name, input, expected) => {
    const headers = securityHeaders(input);
    for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('needs the policy input for a page', () => {
    expect(() => securityHeaders({ kind: 'page', https: true })).toThrow();
  });
});
