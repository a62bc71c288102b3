import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BillingInput,
  buildApmPayload,
  buildCardPayload,
  buildCompletionPayload,
  buildDeleteTokenPayload,
  buildPaymentRequestPayload,
  buildTokenPayload,
  type CardInput,
  type RecipientInput,
} from '@/core/gateway/payloads';
import { makeBrowserData } from '@/testing/browser-data-fixture';
import { makePageConfig } from '@/testing/page-config-fixture';

const config = makePageConfig({
  merchantId: 'M1001',
  requestId: 'REQ-1',
  staticKey: 'sk',
  uniqueRequestId: 'u-1',
  shopperId: 'shopper-42',
  token: 'tok_preselected',
});
const browser = makeBrowserData({
  colorDepth: 24,
  screenHeight: 1080,
  screenWidth: 1920,
  timezoneOffset: -60,
  userAgent: 'UA/1.0',
  language: 'en-GB',
});
const card: CardInput = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/30',
  cvv: '123',
  saveCard: false,
  cardholderName: 'Ana Silva',
};
/** A Brazilian address: Brazil's addresses name a state, so c8 is sent (countries-with-states.ts). */
const billing: BillingInput = {
  email: 'ana@example.com',
  streetNumber: '1578',
  streetName: 'Avenida Paulista',
  city: 'São Paulo',
  stateCode: 'SP',
  countryCode: 'BR',
  zipCode: '01310-200',
};
const recipient: RecipientInput = {
  firstName: 'Rui',
  lastName: 'Costa',
  streetAddress: '5 Avenida',
  city: 'Porto',
  countryAlpha3: 'PRT',
};

const browserEntries = [
  ['3ds_browsercolordepth', '24'],
  ['3ds_browserjavaenabled', 'false'],
  ['3ds_browserscreenheight', '1080'],
  ['3ds_browserscreenwidth', '1920'],
  ['3ds_browsertz', '-60'],
  ['3ds_challengewindowsize', '05'],
  ['d5', 'UA/1.0'],
  ['d6', 'en-GB'],
];
const identityEntries = [
  ['M', 'M1001'],
  ['RequestID', 'REQ-1'],
  ['Statickey', 'sk'],
  ['uniqueRequestID', 'u-1'],
  ['shopperID', 'shopper-42'],
];

describe('buildCardPayload', () => {
  it("sends browser data, identity, card fields and the query's g1 in the spec's order", () => {
    expect([...buildCardPayload({ config, browser, card: { ...card, saveCard: true } })]).toEqual([
      ...browserEntries,
      ...identityEntries,
      ['b1', '4111111111111111'],
      ['b3', '12'],
      ['b4', '30'],
      ['b5', '123'],
      ['c1', 'Ana Silva'],
      ['g1', 'tok_preselected'],
      ['generateToken', 'true'],
    ]);
  });

  it.each<[string, string, string | null]>([
    ['sends g1 as received', 'tok_preselected', 'tok_preselected'],
    ['sends g1 untrimmed, like every query value', ' tok 1 ', ' tok 1 '],
    ['omits g1 when the query has none', '', null],
    ['omits a whitespace-only g1', '  ', null],
  ])('%s', (_name, token, expected) => {
    const form = buildCardPayload({ config: { ...config, token }, browser, card });
    expect(form.get('g1')).toBe(expected);
    expect(form.get('b1')).toBe('4111111111111111');
  });

  it('adds billing and recipient fields with their codes', () => {
    const form = buildCardPayload({ config, browser, card, billing, recipient });
    expect(Object.fromEntries(form)).toMatchObject({
      c3: 'ana@example.com',
      c4: '1578',
      c5: 'Avenida Paulista',
      c7: 'São Paulo',
      c8: 'SP',
      c9: 'BR',
      c10: '01310-200',
      j5: 'Rui',
      j13: 'Costa',
      j6: '5 Avenida',
      j7: 'Porto',
      j9: 'PRT',
    });
  });

  it.each<[string, Partial<CardInput>, Record<string, string | null>]>([
    ['save card sends generateToken', { saveCard: true }, { generateToken: 'true' }],
    ['no save card omits generateToken', { saveCard: false }, { generateToken: null }],
    ['card number digits only', { cardNumber: '3782-822463 10005' }, { b1: '378282246310005' }],
    ['four-digit year kept as two', { expiryDate: '01/2031' }, { b3: '01', b4: '31' }],
    ['single-digit month padded', { expiryDate: '1/31' }, { b3: '01', b4: '31' }],
    ['expiry without slash dropped', { expiryDate: '1231' }, { b3: null, b4: null }],
    ['empty cvv dropped', { cvv: '' }, { b5: null }],
    ['whitespace name dropped', { cardholderName: '   ' }, { c1: null }],
    ['name trimmed', { cardholderName: '  Ana  ' }, { c1: 'Ana' }],
    ['empty card number dropped', { cardNumber: ' - ' }, { b1: null }],
  ])('%s', (_name, overrides, expected) => {
    const form = buildCardPayload({ config, browser, card: { ...card, ...overrides } });
    for (const [code, value] of Object.entries(expected)) expect(form.get(code)).toBe(value);
  });

  it.each<[string, keyof BillingInput, string]>([
    ['c3', 'email', ''],
    ['c4', 'streetNumber', ' '],
    ['c8', 'stateCode', '\t'],
    ['c10', 'zipCode', ''],
  ])('drops an empty billing %s (%s=%j)', (code, field, value) => {
    const form = buildCardPayload({ config, browser, card, billing: { ...billing, [field]: value } });
    expect(form.has(code)).toBe(false);
    expect(form.get('c7')).toBe('São Paulo');
  });

  it.each<[string, string, string | null]>([
    // country (c9), state typed → c8 sent
    ['BR', 'SP', 'SP'],
    ['US', 'CA', 'CA'],
    ['CA', 'QC', 'QC'],
    [' us ', 'NY', 'NY'],
    ['PT', 'LI', null],
    ['DE', 'BY', null],
    ['GB', 'Kent', null],
    ['', 'CA', null],
  ])('with the country %j a state typed as %j is sent as c8 %j', (countryCode, stateCode, c8) => {
    const form = buildCardPayload({ config, browser, card, billing: { ...billing, countryCode, stateCode } });
    expect(form.get('c8')).toBe(c8);
  });

  it.each<[string, keyof RecipientInput]>([
    ['j5', 'firstName'],
    ['j13', 'lastName'],
    ['j6', 'streetAddress'],
    ['j7', 'city'],
    ['j9', 'countryAlpha3'],
  ])('drops an empty recipient %s (%s)', (code, field) => {
    const form = buildCardPayload({ config, browser, card, recipient: { ...recipient, [field]: ' ' } });
    expect(form.has(code)).toBe(false);
  });

  it.each<[string, Partial<typeof config>, string]>([
    ['M', { merchantId: '' }, 'M'],
    ['RequestID', { requestId: ' ' }, 'RequestID'],
    ['Statickey', { staticKey: '' }, 'Statickey'],
    ['uniqueRequestID', { uniqueRequestId: '' }, 'uniqueRequestID'],
    ['shopperID', { shopperId: '' }, 'shopperID'],
  ])('drops an empty %s', (_name, overrides, code) => {
    expect(buildCardPayload({ config: { ...config, ...overrides }, browser, card }).has(code)).toBe(false);
  });

  it('sends query values exactly as received', () => {
    const form = buildCardPayload({ config: { ...config, merchantId: ' M 1 ' }, browser, card });
    expect(form.get('M')).toBe(' M 1 ');
  });

  it('never sends an empty or whitespace-only value', () => {
    const text = fc.oneof(fc.constantFrom('', ' ', '\t\n', 'x'), fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(
        fc.record({
          cardNumber: text,
          expiryDate: text,
          cvv: text,
          saveCard: fc.boolean(),
          cardholderName: text,
        }),
        fc.record({
          email: text,
          streetNumber: text,
          streetName: text,
          city: text,
          stateCode: text,
          countryCode: text,
          zipCode: text,
        }),
        fc.record({ merchantId: text, requestId: text, staticKey: text }),
        (cardInput, billingInput, identity) => {
          const form = buildCardPayload({
            config: { ...config, ...identity },
            browser,
            card: cardInput,
            billing: billingInput,
          });
          for (const value of form.values()) expect(value.trim()).not.toBe('');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('buildTokenPayload', () => {
  it('sends g1 and b5, never b1', () => {
    expect([...buildTokenPayload({ config, browser, token: 'tok_1', cvv: ' 456 ' })]).toEqual([
      ...browserEntries,
      ...identityEntries,
      ['g1', 'tok_1'],
      ['b5', '456'],
    ]);
  });

  it.each([
    ['no cvv', undefined],
    ['empty cvv', ''],
    ['blank cvv', '  '],
  ])('omits b5 with %s', (_name, cvv) => {
    const form = buildTokenPayload({ config, browser, token: 'tok_1', cvv });
    expect(form.has('b5')).toBe(false);
    expect(form.has('b1')).toBe(false);
    expect(form.get('g1')).toBe('tok_1');
  });
});

describe('the other payloads', () => {
  it.each<[string, URLSearchParams, string[][]]>([
    [
      'APM',
      buildApmPayload(config, 'MBWAY'),
      [
        ['M', 'M1001'],
        ['shopperID', 'shopper-42'],
        ['RequestID', 'REQ-1'],
        ['Statickey', 'sk'],
        ['uniqueRequestID', 'u-1'],
        ['payment_method', 'MBWAY'],
      ],
    ],
    [
      'APM with blank shopper',
      buildApmPayload({ ...config, shopperId: '' }, 'MBWAY'),
      [
        ['M', 'M1001'],
        ['RequestID', 'REQ-1'],
        ['Statickey', 'sk'],
        ['uniqueRequestID', 'u-1'],
        ['payment_method', 'MBWAY'],
      ],
    ],
    [
      'delete token',
      buildDeleteTokenPayload(config, 'tok_1'),
      [
        ['g1', 'tok_1'],
        ['M', 'M1001'],
        ['uniqueRequestID', 'u-1'],
      ],
    ],
    [
      'completion',
      buildCompletionPayload({
        config,
        trxId: 'trx-1',
        methodUrl: 'https://acs.example/m',
        encodedMethodData: 'eyJ9',
      }),
      [
        ['3ds_trxid', 'trx-1'],
        ['3ds_method', 'https://acs.example/m'],
        ['encodedMethodData', 'eyJ9'],
        ['M', 'M1001'],
        ['RequestID', 'REQ-1'],
      ],
    ],
    [
      'payment request',
      buildPaymentRequestPayload(config),
      [
        ['M', 'M1001'],
        ['RequestID', 'REQ-1'],
      ],
    ],
  ])('%s', (_name, form, expected) => {
    expect([...form]).toEqual(expected);
  });

  it('form-encodes special characters', () => {
    expect(buildApmPayload(config, 'A&B=C D').toString()).toContain('payment_method=A%26B%3DC+D');
  });
});
