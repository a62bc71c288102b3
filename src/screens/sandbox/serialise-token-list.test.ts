import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { parseTokenList } from '@/core/token-list';
import { maskCardNumber, nextSavedCardRow, type SavedCardRow } from '@/screens/sandbox/saved-card-row';
import { type SavedCardFields, serialiseTokenList } from '@/screens/sandbox/serialise-token-list';

const row = (overrides: Partial<SavedCardFields> = {}): SavedCardFields => ({
  token: 'tok_visa_approved',
  cardNumber: '411111******1111',
  expiryMonth: '12',
  expiryYear: '2034',
  ...overrides,
});

describe('serialiseTokenList', () => {
  it.each([
    ['no rows', [], ''],
    [
      'one row',
      [row()],
      '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034]',
    ],
    [
      'two rows, comma-separated groups',
      [row(), row({ token: 'tok_2', cardNumber: '5555555555554444', expiryMonth: '01', expiryYear: '30' })],
      '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034],' +
        '[token:tok_2,cardNumber:5555555555554444,expiryMonth:01,expiryYear:30]',
    ],
    [
      'a row without a token is left out',
      [row({ token: '  ' }), row({ token: 'tok_b' })],
      '[token:tok_b,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034]',
    ],
    [
      'a repeated token keeps the first row',
      [row({ expiryMonth: '01' }), row({ expiryMonth: '02' })],
      '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:01,expiryYear:2034]',
    ],
    [
      'group syntax characters are removed, blanks trimmed',
      [row({ token: ' [tok,1] ', cardNumber: '4111 1111 1111 1111', expiryMonth: '', expiryYear: ' 34 ' })],
      '[token:tok1,cardNumber:4111 1111 1111 1111,expiryMonth:,expiryYear:34]',
    ],
  ])('%s', (_name, rows, expected) => {
    expect(serialiseTokenList(rows)).toBe(expected);
  });

  it('sends at most 50 cards, like the page reads', () => {
    const rows = Array.from({ length: 60 }, (_, index) => row({ token: `tok_${index}` }));
    expect(parseTokenList(serialiseTokenList(rows))).toHaveLength(50);
  });

  it('round-trips through the page parser', () => {
    const item = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ token: item, cardNumber: item, expiryMonth: item, expiryYear: item }), {
          maxLength: 8,
        }),
        (rows) => {
          const clean = (value: string) => value.replace(/[[\],]/g, '').trim();
          const expected: { token: string; cardNumber: string; expiryMonth: string; expiryYear: string }[] =
            [];
          for (const input of rows) {
            const token = clean(input.token);
            if (token === '' || expected.some((card) => card.token === token)) continue;
            expected.push({
              token,
              cardNumber: clean(input.cardNumber),
              expiryMonth: clean(input.expiryMonth) || '**',
              expiryYear: clean(input.expiryYear) || '**',
            });
          }
          const parsed = parseTokenList(serialiseTokenList(rows)).map(
            ({ token, cardNumber, expiryMonth, expiryYear }) => ({
              token,
              cardNumber,
              expiryMonth,
              expiryYear,
            }),
          );
          expect(parsed).toEqual(expected);
        },
      ),
    );
  });
});

describe('maskCardNumber', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['378282246310005', '378282*****0005'],
    ['1234567890', '1234567890'],
  ])('%s → %s', (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
  });
});

describe('nextSavedCardRow', () => {
  it('takes the first test card not in the list yet, masked, with the test expiry', () => {
    const first = nextSavedCardRow([], 'a');
    const second = nextSavedCardRow([first], 'b');
    expect([first, second]).toEqual<SavedCardRow[]>([
      {
        key: 'a',
        token: testCards[0]?.token ?? '',
        cardNumber: '411111******1111',
        expiryMonth: '12',
        expiryYear: '2034',
      },
      {
        key: 'b',
        token: testCards[1]?.token ?? '',
        cardNumber: '555555******4444',
        expiryMonth: '12',
        expiryYear: '2034',
      },
    ]);
  });
});
