import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSavedCardExpired,
  markExpiredCards,
  maxSavedCards,
  pageUrlWithoutSavedCard,
  parseTokenList,
  removeSavedCard,
  type SavedCard,
  savedCardExpiry,
  savedCardScheme,
  tokenListWithout,
  tokenListWithoutFullCardNumbers,
} from '@/core/token-list';

const group = (token: string, number: string, month = '12', year = '2030') =>
  `[token:${token},cardNumber:${number},expiryMonth:${month},expiryYear:${year}]`;

describe('parseTokenList', () => {
  it('parses the spec example', () => {
    expect(
      parseTokenList(
        '[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_2,cardNumber:555555******4444,expiryMonth:,expiryYear:]',
      ),
    ).toEqual<SavedCard[]>([
      {
        token: 'tok_1',
        cardNumber: '411111******1111',
        expiryMonth: '12',
        expiryYear: '2030',
        maskedCardNumber: '....1111',
        last4: '1111',
        cardSchemeImage: 'visa',
      },
      {
        token: 'tok_2',
        cardNumber: '555555******4444',
        expiryMonth: '**',
        expiryYear: '**',
        maskedCardNumber: '....4444',
        last4: '4444',
        cardSchemeImage: 'mastercard',
      },
    ]);
  });

  it.each([
    ['411111******1111', 'visa'],
    ['4111111111111111', 'visa'],
    ['555555******4444', 'mastercard'],
    ['222300******0000', 'mastercard'],
    ['676770******0006', 'maestro'],
    ['501800******0000', 'maestro'],
    ['378282*****0005', 'amex'],
    ['340000*****0009', 'amex'],
    ['601111******1117', 'discover'],
    ['650000******0000', 'discover'],
    ['305693****5904', 'diners'],
    ['361234****1234', 'diners'],
    ['353011******0000', 'default'],
    ['620000******0000', 'default'],
    ['501912******0000', 'default'],
    ['100000*****0000', 'default'],
    ['************1111', 'default'],
    ['4111 11** **** 1111', 'visa'],
    ['', 'default'],
  ])('card number %j shows scheme image %s', (cardNumber, image) => {
    expect(parseTokenList(group('t', cardNumber))[0]?.cardSchemeImage).toBe(image);
  });

  it.each([
    ['411111******1111', '....1111', '1111'],
    ['4111 1111 1111 1234', '....1234', '1234'],
    ['****12', '....12', '12'],
    ['****', '....', ''],
  ])('card number %j is masked as %j', (cardNumber, masked, last4) => {
    expect(parseTokenList(group('t', cardNumber))[0]).toMatchObject({ maskedCardNumber: masked, last4 });
  });

  it.each([
    ['12', '2030', '12', '2030'],
    ['', '', '**', '**'],
    ['  ', ' 30 ', '**', '30'],
    ['1', '', '1', '**'],
  ])('expiry %j/%j → %j/%j', (month, year, expectedMonth, expectedYear) => {
    expect(parseTokenList(group('t', '4111', month, year))[0]).toMatchObject({
      expiryMonth: expectedMonth,
      expiryYear: expectedYear,
    });
  });

  it.each<[string, string | null | undefined, string[]]>([
    ['null', null, []],
    ['undefined', undefined, []],
    ['empty', '', []],
    ['no brackets', 'token:a,cardNumber:4111,expiryMonth:1,expiryYear:2', []],
    [
      'whitespace tolerated',
      ` [ token : a , cardNumber : 4111 , expiryMonth : 1 , expiryYear : 2 ] , ${group('b', '5555')}`,
      ['a', 'b'],
    ],
    ['value keeps later colons', '[token:a:b:c,cardNumber:4111,expiryMonth:1,expiryYear:2]', ['a:b:c']],
    ['keys are read by position', '[t:a,n:4111,m:1,y:2]', ['a']],
    [
      'group without token dropped',
      `[token:,cardNumber:4111,expiryMonth:1,expiryYear:2],${group('b', '5555')}`,
      ['b'],
    ],
    [
      'group with three items dropped',
      `[token:a,cardNumber:4111,expiryMonth:1],${group('b', '5555')}`,
      ['b'],
    ],
    [
      'group with five items dropped',
      `[token:a,cardNumber:4111,expiryMonth:1,expiryYear:2,x:1],${group('b', '5555')}`,
      ['b'],
    ],
    ['item without colon dropped', `[token:a,4111,expiryMonth:1,expiryYear:2],${group('b', '5555')}`, ['b']],
    ['unclosed group dropped', `[token:a,cardNumber:4111,${group('b', '5555')}`, ['b']],
    ['unclosed last group dropped', `${group('a', '4111')},[token:b,cardNumber:5555`, ['a']],
    ['stray closing bracket ignored', `]]${group('a', '4111')}]`, ['a']],
    [
      'duplicate token keeps the first',
      `${group('a', '4111')},${group('a', '5555')},${group('c', '3782')}`,
      ['a', 'c'],
    ],
    ['oversized token dropped', `${group('x'.repeat(300), '4111')},${group('b', '5555')}`, ['b']],
  ])('%s', (_name, raw, tokens) => {
    expect(parseTokenList(raw).map((card) => card.token)).toEqual(tokens);
  });

  it('keeps the first card of a duplicated token', () => {
    expect(parseTokenList(`${group('a', '4111')},${group('a', '5555')}`)[0]?.cardSchemeImage).toBe('visa');
  });

  it(`caps the list at ${maxSavedCards} cards`, () => {
    const raw = Array.from({ length: 80 }, (_, i) => group(`tok_${i}`, '4111')).join(',');
    const cards = parseTokenList(raw);
    expect(cards).toHaveLength(maxSavedCards);
    expect(cards.at(-1)?.token).toBe(`tok_${maxSavedCards - 1}`);
  });

  it('never throws, and every card has a token and the defaults shapes', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom('[', ']', ',', ':', 'token:', '**'),
      fc.tuple(fc.string(), fc.string()).map(([t, n]) => group(t, n)),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 20 }), (parts) => {
        const cards = parseTokenList(parts.join(''));
        expect(cards.length).toBeLessThanOrEqual(maxSavedCards);
        expect(new Set(cards.map((card) => card.token)).size).toBe(cards.length);
        for (const card of cards) {
          expect(card.token).not.toBe('');
          expect(card.expiryMonth).not.toBe('');
          expect(card.expiryYear).not.toBe('');
          expect(card.maskedCardNumber).toMatch(/^\.{4}\d{0,4}$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('parses a hostile 100 000-character value quickly', () => {
    const started = performance.now();
    parseTokenList('['.repeat(50_000) + ']'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('savedCardExpiry', () => {
  it.each([
    ['12', '2030', { month: '12', year: '30' }],
    ['3', '29', { month: '03', year: '29' }],
    ['07', '2031', { month: '07', year: '31' }],
    ['**', '2030', undefined],
    ['12', '**', undefined],
    ['**', '**', undefined],
    ['13', '2030', undefined],
    ['0', '2030', undefined],
    ['12', '203', undefined],
    ['1a', '2030', undefined],
    ['<b>', '2030', undefined],
  ])('month %j, year %j → %j', (expiryMonth, expiryYear, expected) => {
    expect(savedCardExpiry({ expiryMonth, expiryYear })).toEqual(expected);
  });
});

describe('isSavedCardExpired (now: 2026-11-22)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['10', '2026', true],
    ['10', '26', true],
    ['1', '2020', true],
    ['12', '25', true],
    ['11', '2026', false],
    ['11', '26', false],
    ['12', '2030', false],
    ['01', '27', false],
    // Unknown or unreadable: not called expired, the gateway decides.
    ['**', '**', false],
    ['**', '2020', false],
    ['13', '2020', false],
    ['10', '202', false],
  ])('month %j, year %j → %s', (expiryMonth, expiryYear, expected) => {
    expect(isSavedCardExpired({ expiryMonth, expiryYear }, now)).toBe(expected);
  });

  it('marks each card of a list, keeping the order and the cards', () => {
    const cards = parseTokenList(`${group('a', '4111', '12', '2030')},${group('b', '5555', '10', '2026')}`);
    expect(markExpiredCards(cards, now).map((card) => [card.token, card.expired])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(cards[1]?.expired).toBeUndefined();
  });
});

describe('savedCardScheme', () => {
  it.each([
    ['411111******1111', 'visa', [3]],
    ['378282*****0005', 'amex', [3, 4]],
    ['353011******0000', 'jcb', [3]],
    ['************1111', undefined, undefined],
    ['', undefined, undefined],
  ])('%j → %s', (cardNumber, id, codeLengths) => {
    const scheme = savedCardScheme({ cardNumber });
    expect(scheme?.id).toBe(id);
    expect(scheme?.securityCodeLengths).toEqual(codeLengths);
  });
});

describe('removeSavedCard', () => {
  const cards = parseTokenList(`${group('a', '4111')},${group('b', '5555')},${group('c', '3782')}`);

  it.each([
    ['a', ['b', 'c']],
    ['b', ['a', 'c']],
    ['missing', ['a', 'b', 'c']],
    ['', ['a', 'b', 'c']],
  ])('removing %j leaves %j', (token, expected) => {
    expect(removeSavedCard(cards, token).map((card) => card.token)).toEqual(expected);
  });

  it('does not modify the list it was given', () => {
    removeSavedCard(cards, 'a');
    expect(cards).toHaveLength(3);
  });
});

describe('tokenListWithout', () => {
  const a = '[token:tok_a,cardNumber:4111,expiryMonth:12,expiryYear:2030]';
  const b = '[token:tok_b, cardNumber:5555 ,expiryMonth:,expiryYear:]';
  it.each<[string, string, string, string | undefined]>([
    ['the first of two', `${a},${b}`, 'tok_a', b],
    ['the second of two', `${a},${b}`, 'tok_b', a],
    ['the only card', a, 'tok_a', undefined],
    ['a token not in the list', `${a},${b}`, 'tok_x', `${a},${b}`],
    ['a broken group is dropped with it', `${a},[token:broken,${b}`, 'tok_a', b],
    ['an empty list', '', 'tok_a', undefined],
    // The value as it stands in the address: the other groups keep their bytes, however encoded.
    [
      'as URLSearchParams encodes it',
      '%5Btoken%3Atok_a%2CcardNumber%3A4111%2CexpiryMonth%3A12%2CexpiryYear%3A2030%5D%2C%5Btoken%3Atok_b%2CcardNumber%3A5555%2CexpiryMonth%3A%2CexpiryYear%3A%5D',
      'tok_a',
      '%5Btoken%3Atok_b%2CcardNumber%3A5555%2CexpiryMonth%3A%2CexpiryYear%3A%5D',
    ],
    [
      'lower-case escapes, the second of two',
      '%5btoken:tok_a,cardNumber:4111,expiryMonth:12,expiryYear:2030%5d%2c%5btoken:tok_b,cardNumber:5555,expiryMonth:,expiryYear:%5d',
      'tok_b',
      '%5btoken:tok_a,cardNumber:4111,expiryMonth:12,expiryYear:2030%5d',
    ],
    [
      'the middle one of three, spaces as + and %20 kept',
      '[token:tok_a,cardNumber:4111+1111,expiryMonth:12,expiryYear:2030],[token:tok%5Fb,cardNumber:5555,expiryMonth:1,expiryYear:30],%20[token:tok_c,cardNumber:3782%20822,expiryMonth:1,expiryYear:30]',
      'tok_b',
      '[token:tok_a,cardNumber:4111+1111,expiryMonth:12,expiryYear:2030],%20[token:tok_c,cardNumber:3782%20822,expiryMonth:1,expiryYear:30]',
    ],
    [
      'an escaped token matches as decoded; a double-escaped bracket is no bracket',
      '[token:tok%5Fa,cardNumber:%255B4111,expiryMonth:12,expiryYear:2030],[token:tok_b,cardNumber:5555,expiryMonth:,expiryYear:]',
      'tok_a',
      '[token:tok_b,cardNumber:5555,expiryMonth:,expiryYear:]',
    ],
    ['a repeated token: every group of it', `${a},${b},${a}`, 'tok_a', b],
    ['two next to each other', `${a},${a},${b}`, 'tok_a', b],
  ])('%s', (_name, raw, token, expected) => {
    expect(tokenListWithout(raw, token)).toBe(expected);
  });

  it.each([
    [`${a},${b}`, 'tok_a'],
    [`${a},[token:broken,${b},[token:tok_c,cardNumber:1,expiryMonth:,expiryYear:]`, 'tok_b'],
    [`x${a}, , ${b}y`, 'tok_b'],
  ])('what is left of %j parses as the list without the card', (raw, token) => {
    const left = tokenListWithout(raw, token) ?? '';
    expect(parseTokenList(decodeURIComponent(left))).toEqual(
      parseTokenList(raw).filter((card) => card.token !== token),
    );
  });
});

describe('pageUrlWithoutSavedCard', () => {
  it.each<[string, string, string]>([
    ['no tokenList', 'https://h.example/basic/?M=1', 'https://h.example/basic/?M=1'],
    ['not a URL', 'not a url', 'not a url'],
    [
      'other parameters kept in place',
      'https://h.example/basic/?M=1&tokenList=[token:t1,cardNumber:4111,expiryMonth:1,expiryYear:30]&lang=de',
      'https://h.example/basic/?M=1&lang=de',
    ],
    [
      "the merchant's encoding of every other parameter kept, byte for byte",
      'https://h.example/basic/?M=a%20b&merchantName=Caf%C3%A9%20%26%20co&PurchaseDescription=Two+tickets&tokenList=%5Btoken%3At1%2CcardNumber%3A4111%2CexpiryMonth%3A1%2CexpiryYear%3A30%5D%2C%5Btoken%3At2%2CcardNumber%3A5555%2CexpiryMonth%3A1%2CexpiryYear%3A30%5D&a1=R%2B1#top',
      'https://h.example/basic/?M=a%20b&merchantName=Caf%C3%A9%20%26%20co&PurchaseDescription=Two+tickets&tokenList=%5Btoken%3At2%2CcardNumber%3A5555%2CexpiryMonth%3A1%2CexpiryYear%3A30%5D&a1=R%2B1#top',
    ],
    [
      'g1 naming the card goes (as decoded), tokenList keeps the other card',
      'https://h.example/basic/?g1=t%31&M=a+b&tokenList=[token:t1,cardNumber:4111,expiryMonth:1,expiryYear:30],[token:t2,cardNumber:5555,expiryMonth:1,expiryYear:30]',
      'https://h.example/basic/?M=a+b&tokenList=[token:t2,cardNumber:5555,expiryMonth:1,expiryYear:30]',
    ],
    [
      'g1 naming another card stays',
      'https://h.example/basic/?g1=t2&tokenList=[token:t1,cardNumber:4111,expiryMonth:1,expiryYear:30],[token:t2,cardNumber:5555,expiryMonth:1,expiryYear:30]&M=%7E',
      'https://h.example/basic/?g1=t2&tokenList=[token:t2,cardNumber:5555,expiryMonth:1,expiryYear:30]&M=%7E',
    ],
    [
      'the last card: tokenList goes, a repeated one with it',
      'https://h.example/basic/?tokenList=[token:t1,cardNumber:4111,expiryMonth:1,expiryYear:30]&M=a%20b&tokenList=[token:t9,cardNumber:4111,expiryMonth:1,expiryYear:30]',
      'https://h.example/basic/?M=a%20b',
    ],
  ])('%s', (_name, url, expected) => {
    expect(pageUrlWithoutSavedCard(url, 't1')).toBe(expected);
  });
});

describe('a tokenList without full card numbers', () => {
  it.each([
    [
      'a full number',
      '[token:t1,cardNumber:4111111111111111,expiryMonth:12,expiryYear:2030]',
      '[token:t1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]',
    ],
    [
      'a full number written in groups',
      '[token:t1,cardNumber:4111 1111-1111 1111,expiryMonth:12,expiryYear:2030]',
      '[token:t1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]',
    ],
    [
      'an amex number',
      '[token:t1,cardNumber:378282246310005,expiryMonth:1,expiryYear:31]',
      '[token:t1,cardNumber:378282*****0005,expiryMonth:1,expiryYear:31]',
    ],
    [
      'one full number among masked ones',
      '[token:a,cardNumber:411111******1111,expiryMonth:1,expiryYear:30],[token:b,cardNumber:5555555555554444,expiryMonth:2,expiryYear:31]',
      '[token:a,cardNumber:411111******1111,expiryMonth:1,expiryYear:30],[token:b,cardNumber:555555******4444,expiryMonth:2,expiryYear:31]',
    ],
  ])('cuts %s to its first six and last four digits', (_name, raw, expected) => {
    const cut = tokenListWithoutFullCardNumbers(raw);
    expect(cut).toBe(expected);
    // The page shows the same card: same last four, same scheme logo.
    expect(
      parseTokenList(cut).map(({ maskedCardNumber, cardSchemeImage }) => [maskedCardNumber, cardSchemeImage]),
    ).toEqual(
      parseTokenList(raw).map(({ maskedCardNumber, cardSchemeImage }) => [maskedCardNumber, cardSchemeImage]),
    );
  });

  it.each([
    ['masked numbers', '[token:a,cardNumber:411111******1111,expiryMonth:1,expiryYear:30]'],
    ['the last four alone', '[token:a,cardNumber:1111,expiryMonth:1,expiryYear:30]'],
    [
      'ten digits, all a masked number may show',
      '[token:a,cardNumber:4111111111,expiryMonth:1,expiryYear:30]',
    ],
    ['a broken group', '[token:a'],
    ['an empty value', ''],
  ])('keeps %s exactly as written', (_name, raw) => {
    expect(tokenListWithoutFullCardNumbers(raw)).toBe(raw);
  });
});
