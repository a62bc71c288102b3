// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/tui/tui-screen';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((variant) => variant.screen === 'tui')?.settings ?? {};
const holiday = () => screen.queryByRole('region', { name: tEn('summary.holiday') });

describe('the TUI screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/tui/');
    resetStores({
      settings,
      config: { merchantName: 'TUI', purchaseDescription: 'Mallorca, 7 nights, all inclusive' },
    });
  });

  it('opens with the holiday banner, then the payment card with the one h1', () => {
    renderWithI18n(<Screen />);
    const banner = holiday();
    expect(banner && within(banner).getByText('Mallorca, 7 nights, all inclusive')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(banner && within(banner).queryAllByRole('heading')).toEqual([]);
  });

  it('shows the price to pay in the banner', async () => {
    resetStores({ settings: { ...settings, showAmount: true }, config: { purchaseDescription: 'Mallorca' } });
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 249900, currency: 'GBP' } });
    renderWithI18n(<Screen />);
    const banner = holiday();
    expect(banner && (await within(banner).findByText('£2,499.00'))).toBeTruthy();
    expect(banner && within(banner).getByText(tEn('page.amountToPay'))).toBeTruthy();
  });

  it('has no banner when there is nothing to show', () => {
    resetStores({ settings, config: { purchaseDescription: '   ' } });
    renderWithI18n(<Screen />);
    expect(holiday()).toBeNull();
    expect(screen.getByLabelText(tEn('card.number.label'))).toBeTruthy();
  });
});
