import { describe, expect, it } from 'vitest';
import { loadSavedCards } from '@/state/load-saved-cards';

describe('loadSavedCards', () => {
  it('parses the tokenList the merchant sent', async () => {
    const cards = await loadSavedCards(
      '[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030][token:tok_2,cardNumber:378282*****0005,expiryMonth:01,expiryYear:2031]',
    );
    expect(cards.map((card) => [card.token, card.maskedCardNumber, card.cardSchemeImage])).toEqual([
      ['tok_1', '....1111', 'visa'],
      ['tok_2', '....0005', 'amex'],
    ]);
  });

  it.each(['', 'not a token list', '[token:,cardNumber:4111]'])(
    'gives no cards for %j',
    async (tokenList) => {
      expect(await loadSavedCards(tokenList)).toEqual([]);
    },
  );
});
