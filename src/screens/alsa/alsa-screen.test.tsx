// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { contrastRatio } from '@variants/contrast';
import { variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/alsa/alsa-screen';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const entry = variants.find((variant) => variant.screen === 'alsa');
const settings = entry?.settings ?? {};
const ticket = () => screen.queryByRole('region', { name: tEn('summary.ticket') });

describe('the ALSA screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/alsa/');
    resetStores({
      settings,
      config: { merchantName: 'ALSA', purchaseDescription: 'Madrid → Granada, 09:30' },
    });
  });

  it('puts the ticket first, with one h1 before it', () => {
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const region = ticket();
    expect(region && within(region).getByText('Madrid → Granada, 09:30')).toBeTruthy();
    const form = screen.getByRole('form', { name: tEn('card.sectionTitle') });
    expect(region?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the price on the ticket stub, and no second amount banner', async () => {
    resetStores({
      settings: { ...settings, showAmount: true },
      config: { purchaseDescription: 'Madrid → Granada' },
    });
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 2345, currency: 'EUR' } });
    renderWithI18n(<Screen />);
    const region = ticket();
    expect(region && (await within(region).findByText('€23.45'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: tEn('page.amountToPay') })).toBeNull();
  });

  it('has no ticket when the merchant sent nothing to show', () => {
    resetStores({ settings, config: { purchaseDescription: '' } });
    renderWithI18n(<Screen />);
    expect(ticket()).toBeNull();
  });

  it('keeps the brand-coloured ticket text readable (AA)', () => {
    const colours = themes[entry?.theme ?? '']?.colours;
    expect(colours).toBeDefined();
    if (colours) expect(contrastRatio(colours.brand, colours.surface)).toBeGreaterThanOrEqual(4.5);
  });
});
