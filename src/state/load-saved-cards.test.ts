import { beforeEach, describe, expect, it } from 'vitest';
import { loadSavedCards, startSavedCards } from '@/state/load-saved-cards';
import { $payFlow, $savedCardsLoading, $tokens } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const twoCards =
  '[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030][token:tok_2,cardNumber:378282*****0005,expiryMonth:01,expiryYear:2031]';

describe('loadSavedCards', () => {
  it('marks the cards expired at the clock it is given', async () => {
    const cards = await loadSavedCards(
      '[token:a,cardNumber:4111,expiryMonth:10,expiryYear:2026][token:b,cardNumber:4111,expiryMonth:11,expiryYear:2026]',
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(cards.map((card) => [card.token, card.expired])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('parses the tokenList the merchant sent', async () => {
    const cards = await loadSavedCards(twoCards);
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

describe('startSavedCards', () => {
  beforeEach(() => resetStores());

  it('without a tokenList: the new-card flow, nothing loading', async () => {
    await startSavedCards('');
    expect([$payFlow.get(), $savedCardsLoading.get(), $tokens.get()]).toEqual(['new-card', false, []]);
  });

  // Applied as the page starts: a new empty list would render the payment panel and its form again.
  it('without a tokenList on a page with no cards: tells no listener of the cards', async () => {
    const heard: unknown[] = [];
    const stop = $tokens.listen((tokens) => heard.push(tokens));
    await startSavedCards('');
    stop();
    expect(heard).toEqual([]);
  });

  it('with one: the saved-card flow at once, marked loading, then the cards', async () => {
    const started = startSavedCards(twoCards);
    expect([$payFlow.get(), $savedCardsLoading.get(), $tokens.get()]).toEqual(['saved-card', true, []]);
    await started;
    expect($payFlow.get()).toBe('saved-card');
    expect($savedCardsLoading.get()).toBe(false);
    expect($tokens.get().map((card) => card.token)).toEqual(['tok_1', 'tok_2']);
  });

  // Start-up reads the real clock: 2020 is past for good, 2099 is not yet.
  it.each([
    ['every card expired: the new-card flow, the cards kept and marked', '2020', 'new-card', [true, true]],
    ['one card still valid: the saved-card flow', '2099', 'saved-card', [false, true]],
  ])('%s', async (_name, firstYear, flow, expired) => {
    await startSavedCards(
      `[token:tok_1,cardNumber:411111******1111,expiryMonth:10,expiryYear:${firstYear}]` +
        '[token:tok_2,cardNumber:378282*****0005,expiryMonth:01,expiryYear:2020]',
    );
    expect($payFlow.get()).toBe(flow);
    expect($tokens.get().map((card) => card.expired)).toEqual(expired);
  });

  it('with no usable card in it: the new-card flow once parsed', async () => {
    await startSavedCards('[token:,cardNumber:]');
    expect([$payFlow.get(), $savedCardsLoading.get(), $tokens.get()]).toEqual(['new-card', false, []]);
  });
});
