import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutDecision,
  decideApmReply,
  decideCheckoutReply,
} from '@/features/checkout/core/reply-decision';

const acs = { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 'trx-1', '3ds_method': 'https://acs.example/method' };

describe('decideCheckoutReply', () => {
  it.each<[string, unknown, CheckoutDecision]>([
    [
      'URL',
      { CHECKOUT_TYPE: 'URL', url: 'https://merchant.example/ok' },
      { kind: 'redirect', url: 'https://merchant.example/ok' },
    ],
    [
      'APM',
      { CHECKOUT_TYPE: 'APM', url: 'https://apm.example/pay?id=1' },
      { kind: 'redirect', url: 'https://apm.example/pay?id=1' },
    ],
    ['bare string', 'https://merchant.example/ok', { kind: 'redirect', url: 'https://merchant.example/ok' }],
    [
      'bare string with trailing newline',
      'https://merchant.example/ok\n',
      { kind: 'redirect', url: 'https://merchant.example/ok' },
    ],
    ['ACS', acs, { kind: 'three-ds-method', trxId: 'trx-1', methodUrl: 'https://acs.example/method' }],
    [
      'ACS with url too',
      { ...acs, url: 'https://x.example' },
      { kind: 'three-ds-method', trxId: 'trx-1', methodUrl: 'https://acs.example/method' },
    ],
    [
      'CHALLENGE',
      { CHECKOUT_TYPE: 'CHALLENGE', '3ds_acsurl': 'https://acs.example/c' },
      { kind: 'challenge', url: 'https://acs.example/c' },
    ],
    ['RETRY', { CHECKOUT_TYPE: 'RETRY' }, { kind: 'retry' }],
    [
      'RETRY with code',
      { CHECKOUT_TYPE: 'RETRY', errorCode: 'WRONG_CVV' },
      { kind: 'retry', errorCode: 'WRONG_CVV' },
    ],
    ['RETRY with blank code', { CHECKOUT_TYPE: 'RETRY', errorCode: ' ' }, { kind: 'retry' }],
    [
      'lower-case type',
      { CHECKOUT_TYPE: 'url', url: 'https://m.example/' },
      { kind: 'redirect', url: 'https://m.example/' },
    ],
    [
      'type with spaces',
      { CHECKOUT_TYPE: ' Challenge ', '3ds_acsurl': 'https://acs.example/c' },
      { kind: 'challenge', url: 'https://acs.example/c' },
    ],
    [
      'untyped object with a url',
      { url: 'https://m.example/done' },
      { kind: 'redirect', url: 'https://m.example/done' },
    ],
    [
      'ACS without a method URL',
      { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 't' },
      { kind: 'three-ds-method', trxId: 't' },
    ],
    [
      'ACS with a null method URL',
      { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 't', '3ds_method': null },
      { kind: 'three-ds-method', trxId: 't' },
    ],
    [
      'ACS with a numeric trxid',
      { CHECKOUT_TYPE: 'ACS', '3ds_trxid': 12345, '3ds_method': 'https://acs.example/m' },
      { kind: 'three-ds-method', trxId: '12345', methodUrl: 'https://acs.example/m' },
    ],
    [
      'null fields beside the ones that matter',
      { CHECKOUT_TYPE: 'URL', url: 'https://m.example/', '3ds_trxid': null, errorCode: null },
      { kind: 'redirect', url: 'https://m.example/' },
    ],
    [
      'RETRY with a numeric code',
      { CHECKOUT_TYPE: 'RETRY', errorCode: 51 },
      { kind: 'retry', errorCode: '51' },
    ],
    [
      'RETRY with a code too long to be one',
      { CHECKOUT_TYPE: 'RETRY', errorCode: 'x'.repeat(65) },
      { kind: 'retry' },
    ],
    [
      'extra fields ignored',
      { CHECKOUT_TYPE: 'URL', url: 'https://m.example/', extra: 1 },
      { kind: 'redirect', url: 'https://m.example/' },
    ],
  ])('%s', (_name, reply, expected) => {
    expect(decideCheckoutReply(reply)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'invalid-reply'],
    ['undefined', undefined, 'invalid-reply'],
    ['number', 42, 'invalid-reply'],
    ['array', ['https://m.example'], 'invalid-reply'],
    ['empty object', {}, 'invalid-reply'],
    ['unknown type', { CHECKOUT_TYPE: 'PAY', url: 'https://m.example' }, 'invalid-reply'],
    ['unknown type with a url', { CHECKOUT_TYPE: 'PAY', url: 'https://m.example' }, 'invalid-reply'],
    [
      'a url under a type of another spelling',
      { type: 'ACS', url: 'https://acs.example/m' },
      'invalid-reply',
    ],
    [
      'a url under checkout_type',
      { checkout_type: 'CHALLENGE', url: 'https://acs.example/c' },
      'invalid-reply',
    ],
    ['a url beside 3-D Secure fields', { url: 'https://acs.example/m', '3ds_trxid': 't' }, 'invalid-reply'],
    ['a trxid too large to be exact', { ...acs, '3ds_trxid': 2 ** 64 }, 'invalid-reply'],
    ['a trxid that is not an integer', { ...acs, '3ds_trxid': 1.5 }, 'invalid-reply'],
    ['type not a string', { CHECKOUT_TYPE: 1, url: 'https://m.example' }, 'invalid-reply'],
    ['trxid an object', { ...acs, '3ds_trxid': { id: 1 } }, 'invalid-reply'],
    ['url a number', { CHECKOUT_TYPE: 'URL', url: 5 }, 'unsafe-url'],
    ['huge string', `https://m.example/${'a'.repeat(9000)}`, 'invalid-reply'],
    ['URL without url', { CHECKOUT_TYPE: 'URL' }, 'missing-url'],
    ['URL with blank url', { CHECKOUT_TYPE: 'URL', url: '  ' }, 'missing-url'],
    ['empty string', '', 'missing-url'],
    ['URL javascript:', { CHECKOUT_TYPE: 'URL', url: 'javascript:alert(1)' }, 'unsafe-url'],
    ['APM data:', { CHECKOUT_TYPE: 'APM', url: 'data:text/html,x' }, 'unsafe-url'],
    ['bare javascript:', 'JaVaScRiPt:alert(1)', 'unsafe-url'],
    ['bare relative', '/result.html', 'unsafe-url'],
    ['bare tab trick', 'java\tscript:alert(1)', 'unsafe-url'],
    [
      'ACS without trxid',
      { CHECKOUT_TYPE: 'ACS', '3ds_method': 'https://acs.example/m' },
      'missing-3ds_trxid',
    ],
    ['ACS blank trxid', { ...acs, '3ds_trxid': '' }, 'missing-3ds_trxid'],
    ['ACS unsafe method', { ...acs, '3ds_method': 'javascript:alert(1)' }, 'unsafe-url'],
    [
      'CHALLENGE without acsurl',
      { CHECKOUT_TYPE: 'CHALLENGE', url: 'https://acs.example' },
      'missing-3ds_acsurl',
    ],
    ['CHALLENGE unsafe acsurl', { CHECKOUT_TYPE: 'CHALLENGE', '3ds_acsurl': 'vbscript:x' }, 'unsafe-url'],
  ])('%s → failure %s', (_name, reply, reason) => {
    expect(decideCheckoutReply(reply)).toEqual({ kind: 'failure', reason });
  });

  it('never throws and only ever redirects to http(s)', () => {
    const reply = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.record({
        CHECKOUT_TYPE: fc.constantFrom('URL', 'APM', 'ACS', 'CHALLENGE', 'RETRY'),
        url: fc.oneof(fc.string(), fc.webUrl()),
        '3ds_trxid': fc.string(),
        '3ds_method': fc.oneof(fc.string(), fc.webUrl()),
        '3ds_acsurl': fc.oneof(fc.string(), fc.webUrl()),
      }),
    );
    fc.assert(
      fc.property(reply, (raw) => {
        const decision = decideCheckoutReply(raw);
        const url =
          decision.kind === 'redirect' || decision.kind === 'challenge'
            ? decision.url
            : decision.kind === 'three-ds-method'
              ? decision.methodUrl
              : undefined;
        if (url !== undefined) expect(['http:', 'https:']).toContain(new URL(url).protocol);
      }),
      { numRuns: 300 },
    );
  });
});

describe('decideApmReply', () => {
  it.each<[string, unknown, ReturnType<typeof decideApmReply>]>([
    ['bare url', 'https://apm.example/pay', { kind: 'redirect', url: 'https://apm.example/pay' }],
    [
      'object url',
      { url: 'https://apm.example/pay?x=1' },
      { kind: 'redirect', url: 'https://apm.example/pay?x=1' },
    ],
    ['unsafe url', { url: 'javascript:alert(1)' }, { kind: 'failure', reason: 'unsafe-url' }],
    ['empty url', { url: '' }, { kind: 'failure', reason: 'missing-url' }],
    ['no url', {}, { kind: 'failure', reason: 'invalid-reply' }],
    ['null', null, { kind: 'failure', reason: 'invalid-reply' }],
    ['checkout-shaped without url', { CHECKOUT_TYPE: 'URL' }, { kind: 'failure', reason: 'invalid-reply' }],
    [
      'checkout-shaped APM',
      { CHECKOUT_TYPE: 'APM', url: 'https://apm.example/pay' },
      { kind: 'redirect', url: 'https://apm.example/pay' },
    ],
    [
      'extra fields',
      { url: 'https://apm.example/pay', session: 'x', expires: 60 },
      { kind: 'redirect', url: 'https://apm.example/pay' },
    ],
    [
      'text/plain url with newline',
      'https://apm.example/pay\n',
      { kind: 'redirect', url: 'https://apm.example/pay' },
    ],
  ])('%s', (_name, reply, expected) => {
    expect(decideApmReply(reply)).toEqual(expected);
  });
});
