// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import type { VariantSettings } from '@variants/settings';
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

describe('where the saved cards go, arriving after the first paint', () => {
  const expired = parseTokenList('[token:tok_old,cardNumber:411111******1111,expiryMonth:1,expiryYear:2020]');
  // Above the form, what arrives would push it down under the shopper's thumb.
  // The flow as start-up sets it: the saved-card flow only with a card that can pay.
  it.each([
    [
      'after the form that stays (ips, saved cards in a dialog)',
      { savedCardsInDialog: true },
      card,
      'saved-card',
      'after',
    ],
    ['before the form elsewhere (only expired cards, folded away)', {}, expired, 'new-card', 'before'],
  ] as const)('%s', async (_name, settings: Partial<VariantSettings>, tokens, flow, place) => {
    resetStores({ settings, tokens });
    $payFlow.set(flow);
    renderWithI18n(<PaymentPanel />);
    const title = await screen.findByText(tEn('savedCards.title'));
    const form = cardNumber();
    if (!form) throw new Error('no new-card form');
    const following = Boolean(title.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following ? 'before' : 'after').toBe(place);
  });
});
