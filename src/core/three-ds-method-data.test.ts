import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  encodeThreeDsMethodData,
  threeDsNotificationUrl,
  utf8Bytes,
} from '@/core/three-ds-method-data';

describe('threeDsNotificationUrl', () => {
  it.each([
    ['https://gw.example', 'M1001', 'trx-1', 'https://gw.example/rest/v2/deviceInfo/M1001/trx-1'],
    ['https://gw.example/hpp/', 'M1001', 'trx-1', 'https://gw.example/hpp/rest/v2/deviceInfo/M1001/trx-1'],
    ['https://gw.example', 'M/1 0', 'a?b#c', 'https://gw.example/rest/v2/deviceInfo/M%2F1%200/a%3Fb%23c'],
  ])('%s, %s, %s → %s', (base, merchantId, key, expected) => {
    expect(threeDsNotificationUrl(base, merchantId, key)).toBe(expected);
  });
});

describe('base64UrlEncode', () => {
  // RFC 4648 section 10 test vectors, without padding.
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('%j → %j', (text, expected) => {
    expect(base64UrlEncode(utf8Bytes(text))).toBe(expected);
  });

  it('uses the URL-safe alphabet', () => {
    expect(base64UrlEncode([0xfb, 0xff, 0xbf])).toBe('-_-_');
  });

  it('matches Node base64url for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64UrlEncode([...bytes])).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });
});

describe('utf8Bytes', () => {
  it.each([
    ['A', [0x41]],
    ['é', [0xc3, 0xa9]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
    ['\ud800', [0xef, 0xbf, 0xbd]],
  ])('%j → %j', (text, expected) => {
    expect(utf8Bytes(text)).toEqual(expected);
  });

  it('matches TextEncoder for any string, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(utf8Bytes(text)).toEqual([...new TextEncoder().encode(text)]);
      }),
    );
  });
});

describe('encodeThreeDsMethodData', () => {
  const decode = (value: string): unknown => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));

  it('encodes the EMV 3DS method data JSON', () => {
    const encoded = encodeThreeDsMethodData('trx-1', 'https://gw.example/rest/v2/deviceInfo/M1/trx-1');
    expect(encoded).toBe(
      Buffer.from(
        '{"threeDSServerTransID":"trx-1","threeDSMethodNotificationURL":"https://gw.example/rest/v2/deviceInfo/M1/trx-1"}',
      ).toString('base64url'),
    );
    expect(encoded).not.toMatch(/[=+/]/);
  });

  it('round-trips any transaction id and URL, non-ASCII included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (trxId, url) => {
        expect(decode(encodeThreeDsMethodData(trxId, url))).toEqual({
          threeDSServerTransID: trxId,
          threeDSMethodNotificationURL: url,
        });
      }),
    );
  });
});
