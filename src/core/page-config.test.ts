import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSupportedCardTypes,
  type PageConfig,
  pageConfigQueryKeys,
  parsePageConfig,
} from '@/core/page-config';
import { parseTokenList } from '@/core/token-list';
import { adversarialQuery } from '@/testing/adversarial-queries';
import { makePageConfig } from '@/testing/page-config-fixture';

const defaults: PageConfig = {
  merchantId: '',
  requestId: '',
  shopperId: '',
  staticKey: '',
  uniqueRequestId: '',
  controllerVersion: '',
  token: '',
  failUrl: '',
  backUrl: '',
  merchantAddress: '',
  merchantName: '',
  purchaseDescription: '',
  threeDsForm: false,
  tokenList: '',
  enforceCvv: false,
  apmPaymentMethods: [],
  supportedCardTypes: ['visa', 'mastercard', 'maestro'],
  addressFields: false,
  language: undefined,
};

const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

describe('parsePageConfig', () => {
  it.each(['', '?', '?unknown=1', '&&&', '?=x', 'garbage'])('%j gives every default', (search) => {
    expect(parsePageConfig(search)).toEqual(defaults);
  });

  it.each<[string, string, Partial<PageConfig>]>([
    ['M', 'M1001', { merchantId: 'M1001' }],
    ['a1', 'REQ-1', { requestId: 'REQ-1' }],
    ['shopperID', 'shopper 42', { shopperId: 'shopper 42' }],
    ['statickey', 'sk', { staticKey: 'sk' }],
    ['uniqueRequestID', 'u-1', { uniqueRequestId: 'u-1' }],
    ['controllerVersion', 'v2', { controllerVersion: 'v2' }],
    ['g1', 'tok_1', { token: 'tok_1' }],
    ['FailURL', 'https://m.example/fail?o=1', { failUrl: 'https://m.example/fail?o=1' }],
    ['BackURL', 'https://m.example/cart', { backUrl: 'https://m.example/cart' }],
    ['merchantAddress', '1 Main St', { merchantAddress: '1 Main St' }],
    ['merchantName', 'Shop & Co', { merchantName: 'Shop & Co' }],
    ['merchantName', 'Shop \u202Emoc.lapyap', { merchantName: 'Shop moc.lapyap' }],
    ['merchantName', '\u2067Shop\u2069 \u200F', { merchantName: 'Shop ' }],
    ['merchantName', 'חנות הספרים', { merchantName: 'חנות הספרים' }],
    ['merchantAddress', '1 Main St\u202D', { merchantAddress: '1 Main St' }],
    ['PurchaseDescription', 'Order\u202E 7', { purchaseDescription: 'Order 7' }],
    ['PurchaseDescription', 'Order 7', { purchaseDescription: 'Order 7' }],
    ['3dsForm', 'Y', { threeDsForm: true }],
    ['3dsForm', 'y', { threeDsForm: false }],
    ['3dsForm', 'N', { threeDsForm: false }],
    ['3dsForm', 'true', { threeDsForm: false }],
    ['enforceCVV', 'true', { enforceCvv: true }],
    ['enforceCVV', 'TRUE', { enforceCvv: false }],
    ['enforceCVV', ' true', { enforceCvv: false }],
    ['enforceCVV', '1', { enforceCvv: false }],
    ['addressFields', 'true', { addressFields: true }],
    ['addressFields', 'yes', { addressFields: false }],
    ['apmPaymentMethods', 'MBWAY|MULTIBANCO', { apmPaymentMethods: ['MBWAY', 'MULTIBANCO'] }],
    ['apmPaymentMethods', ' MBWAY | |PAYPAL|', { apmPaymentMethods: ['MBWAY', 'PAYPAL'] }],
    ['apmPaymentMethods', 'MBWAY|MBWAY', { apmPaymentMethods: ['MBWAY'] }],
    ['apmPaymentMethods', '||', { apmPaymentMethods: [] }],
    ['supportedCardTypes', 'Visa, MasterCard ,AMEX', { supportedCardTypes: ['visa', 'mastercard', 'amex'] }],
    ['supportedCardTypes', 'master card', { supportedCardTypes: ['mastercard'] }],
    ['supportedCardTypes', 'visa,,', { supportedCardTypes: ['visa'] }],
    ['supportedCardTypes', ' , ', { supportedCardTypes: ['visa', 'mastercard', 'maestro'] }],
    ['supportedCardTypes', '', { supportedCardTypes: ['visa', 'mastercard', 'maestro'] }],
    ['lang', 'pt', { language: 'pt' }],
    ['lang', 'xx-bogus', { language: 'xx-bogus' }],
    ['lang', '', { language: undefined }],
    ['lang', 'x'.repeat(36), { language: undefined }],
    ['m', 'lower-case key', {}],
    ['Statickey', 'wrong case', {}],
  ])('%s=%j', (key, value, expected) => {
    expect(parsePageConfig(`?${query({ [key]: value })}`)).toEqual({ ...defaults, ...expected });
  });

  it('keeps tokenList raw, for the saved-card parser that only pages with saved cards load', () => {
    const tokenList = '[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]';
    expect(parsePageConfig(`?${query({ tokenList })}`).tokenList).toBe(tokenList);
  });

  it('decodes + as a space and percent-escapes, and tolerates broken escapes', () => {
    expect(parsePageConfig('?merchantName=Shop+%26+Co&PurchaseDescription=100%&M=%E0%A4%A')).toMatchObject({
      merchantName: 'Shop & Co',
      purchaseDescription: '100%',
      // Invalid UTF-8 becomes U+FFFD, as in every browser; it never throws like decodeURIComponent.
      merchantId: '\ufffd%A',
    });
  });

  it.each([
    ['M=first&M=second', { merchantId: 'first' }],
    ['FailURL=https://m.example/a&FailURL=javascript:alert(1)', { failUrl: 'https://m.example/a' }],
    ['enforceCVV=true&enforceCVV=false', { enforceCvv: true }],
    ['M=&M=second', { merchantId: '' }],
  ])('repeated keys: the first wins (%s)', (search, expected) => {
    expect(parsePageConfig(search)).toMatchObject(expected);
  });

  it.each<[keyof PageConfig, number, unknown]>([
    ['merchantId', 257, ''],
    ['failUrl', 2049, ''],
    ['purchaseDescription', 1025, ''],
    ['tokenList', 8193, ''],
    ['apmPaymentMethods', 2049, []],
    ['supportedCardTypes', 2049, [...defaultSupportedCardTypes]],
  ])('an oversized %s (%i characters) falls back to its default', (field, length, expected) => {
    const config = parsePageConfig(`?${query({ [pageConfigQueryKeys[field]]: 'a'.repeat(length) })}`);
    expect(config[field]).toEqual(expected);
  });

  it('keeps a value at its size limit', () => {
    expect(parsePageConfig(`?M=${'a'.repeat(256)}`).merchantId).toHaveLength(256);
  });

  const expectDefaultShapes = (config: PageConfig) => {
    expect(Object.keys(config).sort()).toEqual(Object.keys(defaults).sort());
    for (const key of Object.keys(defaults) as (keyof PageConfig)[]) {
      const expected = defaults[key];
      if (key === 'language') {
        expect(config.language === undefined || typeof config.language === 'string').toBe(true);
      } else if (Array.isArray(expected)) {
        expect(Array.isArray(config[key])).toBe(true);
      } else {
        expect(typeof config[key]).toBe(typeof expected);
      }
    }
    expect(config.supportedCardTypes.length).toBeGreaterThan(0);
    expect(config.supportedCardTypes.every((type) => type === type.toLowerCase() && !/\s/.test(type))).toBe(
      true,
    );
    expect(config.apmPaymentMethods.every((method) => method !== '' && method === method.trim())).toBe(true);
  };

  it('never throws on arbitrary strings and keeps the defaults shapes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (search) => {
        expectDefaultShapes(parsePageConfig(search));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary query arrays with repeated keys and huge values', () => {
    const key = fc.oneof(fc.constantFrom(...Object.values(pageConfigQueryKeys)), fc.string({ maxLength: 8 }));
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('Y', 'true', '|', ',', '[token:a,cardNumber:4111,expiryMonth:1,expiryYear:2]'),
      fc.integer({ min: 0, max: 40_000 }).map((length) => 'x'.repeat(length)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 30 }), fc.boolean(), (pairs, rawJoin) => {
        const search = rawJoin
          ? pairs.map(([k, val]) => `${k}=${val}`).join('&')
          : new URLSearchParams(pairs).toString();
        const config = parsePageConfig(search);
        expectDefaultShapes(config);
        if (!rawJoin) {
          const firstM = pairs.find(([k]) => k === 'M')?.[1];
          // Surrogates are left out: URLSearchParams replaces lone ones, which is not what this checks.
          if (firstM !== undefined && firstM.length <= 256 && !/[\ud800-\udfff]/.test(firstM)) {
            expect(config.merchantId).toBe(firstM);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('survives thousands of adversarial queries within its limits (markup, escapes, tokenList, repeats, huge)', () => {
    fc.assert(
      fc.property(adversarialQuery({ maxValueLength: 40_000 }), (search) => {
        const config = parsePageConfig(search);
        expectDefaultShapes(config);
        // Every free-text value is capped, whatever arrived.
        expect(config.merchantName.length).toBeLessThanOrEqual(1024);
        expect(config.purchaseDescription.length).toBeLessThanOrEqual(1024);
        expect(config.failUrl.length).toBeLessThanOrEqual(2048);
        expect(config.merchantId.length).toBeLessThanOrEqual(256);
        expect(config.tokenList.length).toBeLessThanOrEqual(8192);
        const savedCards = parseTokenList(config.tokenList);
        expect(savedCards.length).toBeLessThanOrEqual(50);
        for (const card of savedCards) {
          expect(card.token).not.toBe('');
          expect(card.maskedCardNumber).toMatch(/^\.{4}\d{0,4}$/);
        }
        // Prototype names are plain data, never a polluted prototype.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('makePageConfig', () => {
  it('gives a complete typical config', () => {
    const config = makePageConfig();
    expect(Object.keys(config).sort()).toEqual(Object.keys(defaults).sort());
    expect(config.merchantId).not.toBe('');
    expect(parseTokenList(config.tokenList)).toHaveLength(1);
  });

  it.each<Partial<PageConfig>>([
    { merchantId: 'X' },
    { threeDsForm: true, tokenList: '' },
    { language: 'de' },
  ])('applies overrides %j', (overrides) => {
    expect(makePageConfig(overrides)).toMatchObject(overrides);
  });
});
