// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/airbaltic/airbaltic-screen';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((entry) => entry.screen === 'airbaltic')?.settings ?? {};
const booking = () => screen.queryByRole('region', { name: tEn('summary.booking') });

describe('the airBaltic screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/airbaltic/');
    resetStores({
      settings,
      config: { merchantName: 'airBaltic', purchaseDescription: 'RIX → LHR, 14 May, 1 adult' },
    });
  });

  it('runs in the airline iframe, per the registry', () => {
    expect(settings.inIframe).toBe(true);
  });

  it('has one h1, the booking strip and the card form', () => {
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const strip = booking();
    expect(strip?.textContent).toContain('RIX → LHR, 14 May, 1 adult');
    expect(strip?.textContent).toContain('airBaltic');
    expect(screen.getByLabelText(tEn('card.number.label'))).toBeTruthy();
    expect(screen.getByRole('button', { name: tEn('actions.pay') })).toBeTruthy();
  });

  it('puts the booking strip before the form, and drops it when there is nothing to say', () => {
    const { unmount } = renderWithI18n(<Screen />);
    const form = screen.getByRole('form', { name: tEn('card.sectionTitle') });
    expect(booking()?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
    resetStores({ settings, config: { merchantName: ' ', purchaseDescription: '' } });
    renderWithI18n(<Screen />);
    expect(booking()).toBeNull();
  });

  // An airline's checkout states the amount once, on Pay, with the itinerary above the card.
  it('shows the amount on the Pay button, not in the booking strip, when the variant shows amounts', async () => {
    resetStores({
      settings: { ...settings, showAmount: true },
      config: { purchaseDescription: 'RIX → LHR' },
    });
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 18999, currency: 'EUR' } });
    renderWithI18n(<Screen />);
    const pay = await screen.findByRole('button', { name: tEn('actions.payAmount', { amount: '€189.99' }) });
    expect(booking()?.textContent).not.toContain('€189.99');
    expect(screen.getAllByText(/€189\.99/)).toEqual([pay]);
  });
});
