import { describe, expect, it } from 'vitest';
import {
  contextLedToLanding,
  landingKey,
  parseReturnContext,
  type ReturnContext,
  returnContextMaxAgeMs,
  safeThemeValue,
  serialiseReturnContext,
} from '@/core/return-context';
import type { ThemePropertyName } from '@/core/theme-properties';

const origin = 'https://pay.example';
const now = Date.parse('2026-11-23T12:00:00Z');

const valid: ReturnContext = {
  variantPath: 'aober/chicshes.html',
  merchantName: 'Loja Exemplo',
  wordmark: 'CHICSHES',
  wordmarkStyle: 'caps',
  headerLayout: 'travel',
  headerStyle: 'plain',
  logo: {
    src: '/aober/chicshes/assets/logo-1a2b3c4d.svg',
    darkSchemeSrc: '/aober/chicshes/assets/logo-5e6f7a8b.svg',
    alt: 'Chicshes',
  },
  amount: { minorUnits: 12761, currency: 'EUR' },
  language: 'pt',
  backUrl: 'https://shop.example/cart',
  pageUrl: 'https://pay.example/aober/chicshes.html?M=M1&uniqueRequestID=u-1',
  uniqueRequestId: 'u-1',
  theme: {
    '--hpp-brand': '#00785a',
    '--hpp-radius': '6px',
    '--hpp-font': 'Inter, "Helvetica Neue", sans-serif',
  },
  darkTheme: {},
  colourScheme: 'light',
  savedAt: now - 1000,
  outcome: undefined,
  landing: undefined,
  repeatedAttempt: false,
  outcomeUnknown: false,
  leftForFailure: false,
};

const stored = (changes: Record<string, unknown>) => JSON.stringify({ ...valid, ...changes });

describe('parseReturnContext', () => {
  it('keeps a payment page address as long as a link may be (a long saved-card list)', () => {
    const pageUrl = `https://pay.example/basic/?uniqueRequestID=u-1&tokenList=${'a'.repeat(8000)}`;
    const stored = serialiseReturnContext({ ...valid, pageUrl });
    expect(parseReturnContext(stored, now, origin)?.pageUrl).toBe(pageUrl);
    const tooLong = serialiseReturnContext({ ...valid, pageUrl: `${pageUrl}${'a'.repeat(600)}` });
    expect(parseReturnContext(tooLong, now, origin)).toBeUndefined();
  });

  it('reads back what the payment page wrote', () => {
    expect(parseReturnContext(serialiseReturnContext(valid), now, origin)).toEqual(valid);
  });

  it('reads a logo of one scheme only, and a PNG or WebP one', () => {
    for (const src of [
      '/aober/chicshes/assets/logo-0a1b2c3d.png',
      '/aober/chicshes/assets/logo-0a1b2c3d.webp',
    ]) {
      const logo = { src, alt: 'Chicshes' };
      expect(parseReturnContext(stored({ logo }), now, origin)?.logo).toEqual(logo);
    }
    const basic = { src: '/basic/assets/logo-0a1b2c3d.svg', alt: 'Acme' };
    expect(parseReturnContext(stored({ variantPath: 'basic', logo: basic }), now, origin)?.logo).toEqual(
      basic,
    );
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['malformed JSON', '{"variantPath":'],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['an oversized entry', stored({ merchantName: 'x'.repeat(20_000) })],
    ['no timestamp', stored({ savedAt: undefined })],
    ['a timestamp as text', stored({ savedAt: String(now) })],
    ['an entry older than an hour', stored({ savedAt: now - returnContextMaxAgeMs - 1 })],
    ['an entry from the future', stored({ savedAt: now + 5 * 60_000 })],
    ['a page on another origin', stored({ pageUrl: 'https://evil.example/basic/?M=M1' })],
    ['a javascript: page address', stored({ pageUrl: 'javascript:alert(1)' })],
    ['a relative page address', stored({ pageUrl: '/basic/' })],
    ['a variant path with ..', stored({ variantPath: '../evil' })],
    ['a variant path with markup', stored({ variantPath: '<b>' })],
    ['no uniqueRequestID', stored({ uniqueRequestId: '' })],
    ['a uniqueRequestID that is not text', stored({ uniqueRequestId: 42 })],
  ])('ignores %s', (_name, entry) => {
    expect(parseReturnContext(entry, now, origin)).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, Partial<ReturnContext>]>([
    ['a merchant name with a bidi override', { merchantName: '\u202Eevil' }, { merchantName: undefined }],
    ['a merchant name with a newline', { merchantName: 'a\nb' }, { merchantName: undefined }],
    ['a merchant name that is too long', { merchantName: 'x'.repeat(201) }, { merchantName: undefined }],
    ['a merchant name that is a number', { merchantName: 7 }, { merchantName: undefined }],
    ['a javascript: BackURL', { backUrl: 'javascript:alert(1)' }, { backUrl: undefined }],
    ['a protocol-relative BackURL', { backUrl: '//evil.example/' }, { backUrl: undefined }],
    ['a negative amount', { amount: { minorUnits: -1, currency: 'EUR' } }, { amount: undefined }],
    ['a fractional amount', { amount: { minorUnits: 1.5, currency: 'EUR' } }, { amount: undefined }],
    ['a lower-case currency', { amount: { minorUnits: 100, currency: 'eur' } }, { amount: undefined }],
    ['an unknown colour scheme', { colourScheme: 'sepia' }, { colourScheme: undefined }],
    ['an outcome that is too long', { outcome: 'x'.repeat(17) }, { outcome: undefined }],
    [
      'a dark palette with an unsafe value',
      { darkTheme: { '--hpp-bg': '#101216', '--hpp-brand': 'var(--x)' } },
      { darkTheme: { '--hpp-bg': '#101216' } },
    ],
    [
      'a theme with unknown and unsafe values',
      {
        theme: {
          '--hpp-brand': 'url(https://evil.example/x.png)',
          '--hpp-accent': '#123456',
          '--evil': '#000',
        },
      },
      { theme: { '--hpp-accent': '#123456' } },
    ],
    ['a theme that is not an object', { theme: 'red' }, { theme: {} }],
    // Written into a class name on the result page: only a layout on the list.
    ['an unknown header layout', { headerLayout: 'evil" onclick' }, { headerLayout: undefined }],
    ['a header layout that is not text', { headerLayout: ['airline'] }, { headerLayout: undefined }],
    ['an unknown header style', { headerStyle: 'evil" onclick' }, { headerStyle: undefined }],
    // The logo is shown as an <img>: only a logo file of the payment page's own bundle, else the text mark.
    ...(
      [
        ['on another site', 'https://evil.example/logo.svg'],
        ['protocol-relative', '//evil.example/aober/chicshes/assets/logo-1a2b3c4d.svg'],
        ['a data: URL', 'data:image/svg+xml,<svg/>'],
        ["another variant's bundle", '/eupago/assets/logo-f3cef26f.svg'],
        ['out of the bundle by ..', '/aober/chicshes/assets/../../../evil/assets/logo-1a2b3c4d.svg'],
        ['a file of the bundle that is no logo', '/aober/chicshes/assets/index-CJDYb-ZE.js'],
        ['with a query', '/aober/chicshes/assets/logo-1a2b3c4d.svg?x=1'],
        ['relative', 'assets/logo-1a2b3c4d.svg'],
        ['not text', 42],
      ] as const
    ).flatMap(([how, src]): [string, Record<string, unknown>, Partial<ReturnContext>][] => [
      [`a logo ${how}`, { logo: { ...valid.logo, src } }, { logo: undefined }],
      [`a dark-scheme logo ${how}`, { logo: { ...valid.logo, darkSchemeSrc: src } }, { logo: undefined }],
    ]),
    [
      'a logo whose alt has a bidi override',
      { logo: { ...valid.logo, alt: '\u202Eevil' } },
      { logo: undefined },
    ],
    ['a logo with no alt', { logo: { src: valid.logo?.src } }, { logo: undefined }],
    ['a logo that is text', { logo: '/aober/chicshes/assets/logo-1a2b3c4d.svg' }, { logo: undefined }],
  ])('drops only the bad field for %s', (_name, changes, expected) => {
    expect(parseReturnContext(stored(changes), now, origin)).toEqual({ ...valid, ...expected });
  });
});

describe('safeThemeValue', () => {
  it.each<[ThemePropertyName, unknown, string | undefined]>([
    ['--hpp-brand', '#1f5fbf', '#1f5fbf'],
    ['--hpp-brand', ' #fff ', '#fff'],
    ['--hpp-brand', '#1f5fbf80', '#1f5fbf80'],
    ['--hpp-brand', 'red', undefined],
    ['--hpp-brand', 'rgb(0 0 0)', undefined],
    ['--hpp-brand', 'var(--x)', undefined],
    ['--hpp-brand', '#fff;background:url(x)', undefined],
    ['--hpp-radius', '6px', '6px'],
    ['--hpp-radius', '0.5rem', '0.5rem'],
    ['--hpp-radius', 'calc(1px + 2px)', undefined],
    [
      '--hpp-font',
      'system-ui, -apple-system, "Segoe UI", sans-serif',
      'system-ui, -apple-system, "Segoe UI", sans-serif',
    ],
    ['--hpp-heading-font', "'Iowan Old Style', serif", "'Iowan Old Style', serif"],
    ['--hpp-font', 'x, url(https://evil.example/f.woff)', undefined],
    ['--hpp-font', 'a}body{display:none', undefined],
    ['--hpp-font', 'a\\62 c', undefined],
    ['--hpp-font', 'x'.repeat(301), undefined],
    ['--hpp-text', '', undefined],
    ['--hpp-text', 12, undefined],
  ])('%s %j gives %j', (name, raw, expected) => {
    expect(safeThemeValue(name, raw)).toBe(expected);
  });
});

describe('contextLedToLanding', () => {
  it.each<[string, Partial<ReturnContext>, string, string | undefined, boolean]>([
    ['a payment on its way to the result page: the landing it reaches', {}, 'approved', 'SBX-1', true],
    [
      'the landing it reached, again (a reload)',
      { landing: landingKey('approved', 'SBX-1') },
      'approved',
      'SBX-1',
      true,
    ],
    [
      'another reference (a forged link in the same tab)',
      { landing: landingKey('approved', 'SBX-1') },
      'approved',
      'FAKE-000123',
      false,
    ],
    [
      'another outcome, same reference',
      { landing: landingKey('declined', 'SBX-1') },
      'approved',
      'SBX-1',
      false,
    ],
    ['no reference on either', { landing: landingKey('failure', undefined) }, 'failure', undefined, true],
    [
      'a reference where there was none',
      { landing: landingKey('failure', undefined) },
      'failure',
      'X',
      false,
    ],
    [
      'left for the failure URL, landing on its failure (FailURL = /result/)',
      { leftForFailure: true },
      'failure',
      undefined,
      true,
    ],
    // Review of issue 37 (headless Chromium): a FailURL on the shop's origin, then this link in
    // the same tab, showed "Payment successful" under the shop's name.
    [
      'left for the failure URL, then a forged success in the same tab',
      { leftForFailure: true },
      'approved',
      'FAKE-000123',
      false,
    ],
    [
      'left for the failure URL, then a forged pending',
      { leftForFailure: true },
      'pending',
      undefined,
      false,
    ],
  ])('%s', (_name, changes, outcome, reference, led) => {
    expect(contextLedToLanding({ ...valid, ...changes }, outcome, reference)).toBe(led);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    ['true', false],
    [undefined, false],
  ])('leftForFailure stored as %j reads as %j', (leftForFailure, expected) => {
    expect(parseReturnContext(stored({ leftForFailure }), now, origin)?.leftForFailure).toBe(expected);
  });

  it('the landing survives storage as written, its trailing space included', () => {
    const landing = landingKey('failure', undefined);
    expect(parseReturnContext(stored({ landing }), now, origin)?.landing).toBe(landing);
    expect(parseReturnContext(stored({ landing: 7 }), now, origin)?.landing).toBeUndefined();
  });
});
