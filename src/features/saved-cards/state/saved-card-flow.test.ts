import { afterEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import {
  backToSavedCards,
  canSwitchToSavedCards,
  canSwitchToSavedCardsNow,
  chooseNewCard,
} from '@/features/saved-cards/state/saved-card-flow';
import { $focusRequest } from '@/state/focus-request';
import { $payFlow, fallBackToNewCard, type PayFlow } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const cards = parseTokenList(
  '[token:tok_visa,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],' +
    '[token:tok_mc,cardNumber:555555******4444,expiryMonth:1,expiryYear:2031]',
);

const rows = [
  // cardCount, flow, allowSwitchToSavedCards (moneycorp) → "use a saved card" offered
  [2, 'new-card', true, true],
  [1, 'new-card', true, true],
  [0, 'new-card', true, false],
  [2, 'saved-card', true, false],
  [2, 'new-card', false, false],
  [1, 'new-card', false, false],
  [0, 'new-card', false, false],
  [2, 'saved-card', false, false],
] as const;

describe('canSwitchToSavedCards', () => {
  it.each(rows)('%i cards, %s flow, allow %s → %s', (cardCount, flow, allow, shown) => {
    expect(canSwitchToSavedCards({ cardCount, flow, allowSwitchToSavedCards: allow })).toBe(shown);
  });
});

describe('canSwitchToSavedCardsNow', () => {
  afterEach(() => resetStores());

  it.each(rows)('%i cards, %s flow, allow %s → %s', (cardCount, flow, allow, shown) => {
    resetStores({ settings: { allowSwitchToSavedCards: allow }, tokens: cards.slice(0, cardCount) });
    $payFlow.set(flow);
    expect(canSwitchToSavedCardsNow()).toBe(shown);
  });

  it('follows the flow: leaving the list offers the way back only where allowed', () => {
    resetStores({ settings: { allowSwitchToSavedCards: true }, tokens: cards });
    expect(canSwitchToSavedCardsNow()).toBe(false);
    chooseNewCard();
    expect(canSwitchToSavedCardsNow()).toBe(true);

    resetStores({ settings: { allowSwitchToSavedCards: false }, tokens: cards });
    chooseNewCard();
    expect(canSwitchToSavedCardsNow()).toBe(false);
  });
});

describe('moving between the flows', () => {
  afterEach(() => resetStores());

  it('"use a new card" opens the form and asks for focus on the card number', () => {
    resetStores({ tokens: cards });
    expect($payFlow.get()).toBe('saved-card');
    chooseNewCard();
    expect($payFlow.get()).toBe('new-card');
    expect($focusRequest.get()?.field).toBe('cardNumber');
  });

  it.each<[string, boolean, PayFlow, string | undefined]>([
    ['a variant allowing it (moneycorp)', true, 'saved-card', 'savedCards'],
    ['any other variant', false, 'new-card', 'cardNumber'],
  ])('"use a saved card" after leaving the list on %s', (_name, allow, flow, focus) => {
    resetStores({ settings: { allowSwitchToSavedCards: allow }, tokens: cards });
    chooseNewCard();
    backToSavedCards();
    expect($payFlow.get()).toBe(flow);
    expect($focusRequest.get()?.field).toBe(focus);
  });

  it('"use a saved card" does nothing without cards, even where allowed', () => {
    resetStores({ settings: { allowSwitchToSavedCards: true } });
    backToSavedCards();
    expect($payFlow.get()).toBe('new-card');
    expect($focusRequest.get()).toBeUndefined();
  });
});

describe('when the saved-card list cannot be loaded', () => {
  afterEach(() => resetStores());

  it('falls back to the new-card form', () => {
    resetStores({ tokens: cards });
    expect($payFlow.get()).toBe('saved-card');
    fallBackToNewCard();
    expect($payFlow.get()).toBe('new-card');
  });
});
