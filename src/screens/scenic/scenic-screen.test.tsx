// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/scenic/scenic-screen';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((entry) => entry.screen === 'scenic')?.settings ?? {};
const summary = () => screen.getByRole('complementary', { name: tEn('summary.title') });
const billing = () => screen.queryByRole('group', { name: tEn('billing.sectionTitle') });

describe('the Scenic screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/scenic/');
    resetStores({
      settings,
      config: { merchantName: 'Scenic Luxury Cruises', purchaseDescription: 'Jewels of the Danube, 15 days' },
    });
  });

  it('reads the addressFields flag, per the registry', () => {
    expect(settings.readAddressFields).toBe(true);
  });

  it.each([
    [true, true],
    [false, false],
  ])('addressFields=%s: billing address fields shown: %s', (addressFields, shown) => {
    resetStores({ settings, config: { addressFields } });
    renderWithI18n(<Screen />);
    expect(billing() !== null).toBe(shown);
    expect(screen.queryByLabelText(tEn('billing.email.label')) !== null).toBe(shown);
    expect(screen.queryByLabelText(tEn('billing.country.label')) !== null).toBe(shown);
  });

  it('has one h1 and a trip summary before the form', () => {
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const aside = summary();
    expect(within(aside).getByText('Scenic Luxury Cruises')).toBeTruthy();
    expect(within(aside).getByText(tEn('summary.booking'))).toBeTruthy();
    expect(within(aside).getByText('Jewels of the Danube, 15 days')).toBeTruthy();
    const form = screen.getByRole('form', { name: tEn('card.sectionTitle') });
    expect(aside.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the total in the summary, not in a second banner', async () => {
    resetStores({ settings: { ...settings, showAmount: true } });
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 1250000, currency: 'EUR' } });
    renderWithI18n(<Screen />);
    expect(await within(summary()).findByText('€12,500.00')).toBeTruthy();
    expect(screen.queryByRole('region', { name: tEn('page.amountToPay') })).toBeNull();
  });
});
