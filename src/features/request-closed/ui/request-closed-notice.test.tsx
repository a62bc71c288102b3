// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClosedRequest } from '@/core/gateway/payment-request-status';
import { $closedRequest } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { PaymentPanel } from '@/ui/payment-panel';

const cardNumber = () => screen.queryByLabelText(tEn('card.number.label'));
const payButton = () => screen.queryByRole('button', { name: /^Pay/ });
const returnButton = () => screen.queryByRole('button', { name: tEn('status.returnToShop') });

describe('an old link whose request is paid or expired', () => {
  beforeEach(() => resetStores());

  it.each<[string, ClosedRequest, { backUrl: string; merchantHosts?: string[] }, string, string | null]>([
    // what the gateway said, what the merchant sent, the text, where "Return to the shop" goes
    [
      'paid, with a BackURL',
      'paid',
      { backUrl: 'https://shop.example/cart' },
      'status.requestPaid',
      'https://shop.example/cart',
    ],
    [
      'expired, with a BackURL',
      'expired',
      { backUrl: 'https://shop.example/cart' },
      'status.requestExpired',
      'https://shop.example/cart',
    ],
    ['paid, no BackURL: close the page', 'paid', { backUrl: '' }, 'status.requestPaid', null],
    [
      'expired, a javascript: BackURL: close the page',
      'expired',
      { backUrl: 'javascript:alert(1)' },
      'status.requestExpired',
      null,
    ],
    [
      'paid, a BackURL on a host the variant does not list',
      'paid',
      { backUrl: 'https://evil.example/cart', merchantHosts: ['shop.example'] },
      'status.requestPaid',
      null,
    ],
  ])('%s', async (_name, closed, { backUrl, merchantHosts }, text, shopLink) => {
    resetStores({ config: { backUrl }, settings: merchantHosts ? { merchantHosts } : {} });
    const gateway = installFakeGateway({}, { referrer: 'https://mail.example/inbox' });
    $closedRequest.set(closed);
    renderWithI18n(<PaymentPanel />);
    expect(await screen.findByText(tEn(text))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(tEn(text));
    // Nothing invites a payment.
    expect(cardNumber()).toBeNull();
    expect(payButton()).toBeNull();
    if (shopLink === null) {
      expect(returnButton()).toBeNull();
      expect(screen.getByText(tEn('status.closePageHint'))).toBeTruthy();
      return;
    }
    await userEvent.setup().click(returnButton() as HTMLElement);
    await vi.waitFor(() => expect(gateway.navigations).toEqual([shopLink]));
  });

  it('a request that says neither keeps the form', () => {
    renderWithI18n(<PaymentPanel />);
    expect(cardNumber()).not.toBeNull();
    expect(screen.queryByText(tEn('status.requestPaid'))).toBeNull();
  });

  it('the notice replaces the form when the answer arrives after the first paint', async () => {
    renderWithI18n(<PaymentPanel />);
    expect(cardNumber()).not.toBeNull();
    act(() => $closedRequest.set('expired'));
    expect(await screen.findByText(tEn('status.requestExpired'))).toBeTruthy();
    expect(cardNumber()).toBeNull();
  });
});
