// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { $payFlow, $savedCardsLoading, $startedWithSavedCards, setSavedCards } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { PaymentPanel } from '@/ui/payment-panel';

const card = parseTokenList('[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]');
const cardNumber = () => screen.queryByLabelText(tEn('card.number.label'));

describe('the payment panel while the tokenList is parsed', () => {
  beforeEach(() => {
    resetStores();
    // What start-up does with a tokenList (load-saved-cards.ts): saved-card flow, loading.
    $startedWithSavedCards.set(true);
    $payFlow.set('saved-card');
    $savedCardsLoading.set(true);
  });

  it('shows no new-card form that would vanish, then the saved cards', async () => {
    renderWithI18n(<PaymentPanel />);
    expect(cardNumber()).toBeNull();
    act(() => {
      setSavedCards(card);
      $savedCardsLoading.set(false);
    });
    expect(await screen.findByRole('radio', { name: /1111/ })).toBeTruthy();
    expect(cardNumber()).toBeNull();
  });

  it('shows the new-card form when no card was usable', () => {
    renderWithI18n(<PaymentPanel />);
    act(() => {
      setSavedCards([]);
      $savedCardsLoading.set(false);
    });
    expect(cardNumber()).not.toBeNull();
  });
});
