import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';
import { parsePageConfig } from '@/core/page-config';
import { parseTokenList } from '@/core/token-list';
import { apmMethodsValue, composeVariantUrl } from '@/screens/sandbox/compose-variant-url';
import { type SandboxParams, sandboxApmChoices, sandboxParams } from '@/screens/sandbox/sandbox-params';
import { sandboxVariants } from '@/screens/sandbox/sandbox-variants';

const origin = 'http://127.0.0.1:8080';
const makeParams = (overrides: Partial<SandboxParams> = {}): SandboxParams => ({
  ...sandboxParams(origin, 'sbx-0001'),
  ...overrides,
});
const queryOf = (relative: string) => new URL(relative, origin).searchParams;

describe('composeVariantUrl', () => {
  it.each([
    ['basic', '/basic/'],
    ['scenic', '/scenic/'],
    ['aober/chicshes.html', '/aober/chicshes.html'],
    ['salesforce/templates/vpos', '/salesforce/templates/vpos/'],
    // Never a link off the site or to a page that takes no payment.
    ['//evil.example', '/basic/'],
    ['https://evil.example/', '/basic/'],
    ['sandbox', '/basic/'],
    ['result', '/basic/'],
  ])('%s opens %s', (path, expectedPath) => {
    const url = new URL(composeVariantUrl(path, makeParams()), origin);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe(expectedPath);
  });

  it('sends the defaults a merchant would, and leaves empty fields out', () => {
    const query = queryOf(
      composeVariantUrl('basic', makeParams({ shopperId: '', purchaseDescription: '  ' })),
    );
    expect(Object.fromEntries(query)).toEqual({
      M: 'sandbox-merchant',
      a1: 'order-1001',
      statickey: 'static-key-1',
      uniqueRequestID: 'sbx-0001',
      controllerVersion: 'v2',
      FailURL: `${origin}/result/`,
      BackURL: `${origin}/sandbox/`,
      merchantName: 'Sandbox Shop',
    });
  });

  it.each([
    ['enforceCVV only when checked', { enforceCvv: true }, 'enforceCVV', 'true'],
    ['lang when chosen', { language: 'he' as const }, 'lang', 'he'],
    [
      'APMs joined with |',
      { apmMethods: ['paypal', 'mbway'], apmOther: ' trustly | ' },
      'apmPaymentMethods',
      'paypal|mbway|trustly',
    ],
    ['g1 when given', { token: 'tok_visa_approved' }, 'g1', 'tok_visa_approved'],
    ['3dsForm=Y only when checked', { threeDsForm: true }, '3dsForm', 'Y'],
    [
      'merchantAddress when given',
      { merchantAddress: 'https://shop.example/' },
      'merchantAddress',
      'https://shop.example/',
    ],
    [
      'supportedCardTypes as written',
      { supportedCardTypes: 'visa, Amex' },
      'supportedCardTypes',
      'visa, Amex',
    ],
    [
      'the tokenList format',
      {
        savedCards: [
          { key: 'k', token: 't1', cardNumber: '411111******1111', expiryMonth: '12', expiryYear: '2034' },
        ],
      },
      'tokenList',
      '[token:t1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034]',
    ],
  ])('%s', (_name, overrides: Partial<SandboxParams>, key, value) => {
    expect(queryOf(composeVariantUrl('basic', makeParams())).has(key)).toBe(false);
    expect(queryOf(composeVariantUrl('basic', makeParams(overrides))).get(key)).toBe(value);
  });

  it.each([
    ['scenic', 'true'],
    ['basic', null],
  ])('addressFields goes only to variants that read it (%s)', (path, expected) => {
    expect(queryOf(composeVariantUrl(path, makeParams({ addressFields: true }))).get('addressFields')).toBe(
      expected,
    );
  });

  it('round-trips through the page parser', () => {
    const text = fc.string({ maxLength: 60 }).filter((value) => value.trim() !== '' || value === '');
    fc.assert(
      fc.property(
        fc.record({
          path: fc.constantFrom(...sandboxVariants),
          merchantId: text,
          requestId: text,
          shopperId: text,
          staticKey: text,
          uniqueRequestId: text,
          controllerVersion: fc.constantFrom('v1' as const, 'v2' as const),
          enforceCvv: fc.boolean(),
          apmMethods: fc.subarray([...sandboxApmChoices]),
          failUrl: text,
          backUrl: text,
          merchantName: text,
          purchaseDescription: text,
          addressFields: fc.boolean(),
          language: fc.constantFrom('' as const, ...supportedLanguages),
          token: fc.stringMatching(/^[a-z0-9_]{1,20}$/),
          preselected: text,
          merchantAddress: text,
          threeDsForm: fc.boolean(),
          cardTypes: fc.subarray(['visa', 'mastercard', 'amex', 'jcb', 'unionpay'], { minLength: 1 }),
        }),
        ({ path, token, preselected, cardTypes, ...fields }) => {
          const params = makeParams({
            ...fields,
            apmOther: '',
            token: preselected,
            supportedCardTypes: cardTypes.map((type) => type.toUpperCase()).join(', '),
            savedCards: [
              { key: 'k', token, cardNumber: '400000******0002', expiryMonth: '01', expiryYear: '30' },
            ],
          });
          const relative = composeVariantUrl(path, params);
          expect(relative.startsWith(`/${path}`)).toBe(true);
          const config = parsePageConfig(new URL(relative, origin).search);
          expect(config).toMatchObject({
            merchantId: fields.merchantId,
            requestId: fields.requestId,
            shopperId: fields.shopperId,
            staticKey: fields.staticKey,
            uniqueRequestId: fields.uniqueRequestId,
            controllerVersion: fields.controllerVersion,
            failUrl: fields.failUrl,
            backUrl: fields.backUrl,
            token: preselected,
            merchantName: fields.merchantName,
            merchantAddress: fields.merchantAddress,
            threeDsForm: fields.threeDsForm,
            supportedCardTypes: cardTypes,
            purchaseDescription: fields.purchaseDescription,
            enforceCvv: fields.enforceCvv,
            apmPaymentMethods: fields.apmMethods,
            addressFields: fields.addressFields && path === 'scenic',
            language: fields.language === '' ? undefined : fields.language,
          });
          expect(parseTokenList(config.tokenList).map((card) => card.token)).toEqual([token]);
        },
      ),
    );
  });
});

describe('apmMethodsValue', () => {
  it.each([
    [[], '', ''],
    [['paypal'], '', 'paypal'],
    [['paypal', 'blik'], 'Trustly|| paypal |Apple Pay', 'paypal|blik|Trustly|Apple Pay'],
    [[], ' | ', ''],
  ])('%j + %j → %j', (checked, other, expected) => {
    expect(apmMethodsValue(checked, other)).toBe(expected);
  });
});
