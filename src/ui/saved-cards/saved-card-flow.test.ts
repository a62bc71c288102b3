import { afterEach, describe, expect, it } from 'vitest';
import { $focusRequest } from '@/state/focus-request';
import { resetStores } from '@/state/reset-stores';
import { $payFlow } from '@/state/stores';
import {
  $leftSavedCardFlow,
  canSwitchToSavedCards,
  leaveSavedCardFlow,
  returnToSavedCardFlow,
} from '@/ui/saved-cards/saved-card-flow';

describe('canSwitchToSavedCards', () => {
  it.each([
    // cardCount, flow, allowSwitchToSavedCards (moneycorp), leftSavedCardFlow → shown
    [0, 'new-card', true, true, false],
    [2, 'saved-card', true, true, false],
    [2, 'new-card', true, false, true],
    [2, 'new-card', false, true, true],
    [2, 'new-card', false, false, false],
    [1, 'new-card', true, true, true],
  ] as const)('%i cards, %s flow, allow %s, left the list %s → %s', (cardCount, flow, allow, left, shown) => {
    expect(
      canSwitchToSavedCards({ cardCount, flow, allowSwitchToSavedCards: allow, leftSavedCardFlow: left }),
    ).toBe(shown);
  });
});

describe('moving between the flows', () => {
  afterEach(() => {
    resetStores();
    $leftSavedCardFlow.set(false);
  });

  it.each([
    ['leaving', leaveSavedCardFlow, 'new-card', true, 'cardNumber'],
    ['returning', returnToSavedCardFlow, 'saved-card', false, 'savedCards'],
  ] as const)(
    '%s sets the flow and asks for focus where the shopper goes',
    (_name, move, flow, left, field) => {
      resetStores();
      move();
      expect($payFlow.get()).toBe(flow);
      expect($leftSavedCardFlow.get()).toBe(left);
      expect($focusRequest.get()?.field).toBe(field);
    },
  );
});
