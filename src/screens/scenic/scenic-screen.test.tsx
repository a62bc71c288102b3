// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/scenic/scenic-screen';
import { $cardForm } from '@/state/card-form';
import { type FakeGateway, installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

/** The payments sent: every payment screen also asks paymentRequest as it opens. */
const checkouts = (gateway: FakeGateway) =>
  gateway.posts.filter((post) => post.url.endsWith('/rest/v2/checkout'));

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

  describe('the billing state', () => {
    const state = () => screen.queryByLabelText(tEn('billing.state.label'));
    const country = () => screen.getByLabelText(tEn('billing.country.label'));

    beforeEach(() => resetStores({ settings, config: { addressFields: true } }));

    it.each([
      // country chosen → state asked for
      ['', false],
      ['PT', false],
      ['DE', false],
      ['GB', false],
      ['US', true],
      ['CA', true],
      ['AU', true],
      ['BR', true],
      ['MX', true],
      ['IN', true],
      ['JP', true],
    ])('with the country %j the state is asked for: %s', async (code, asked) => {
      const user = userEvent.setup();
      renderWithI18n(<Screen />);
      if (code !== '') await user.selectOptions(country(), code);
      expect(state() !== null).toBe(asked);
    });

    it('comes and goes with the country, and a state left behind is not sent', async () => {
      const gateway = installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
      resetStores({ settings, config: { addressFields: true, controllerVersion: 'v2' } });
      const user = userEvent.setup();
      renderWithI18n(<Screen />);
      await user.type(screen.getByLabelText(tEn('card.number.label')), '4111111111111111');
      await user.type(screen.getByLabelText(tEn('card.expiry.label')), '1230');
      await user.type(screen.getByLabelText(tEn('card.cvv.label')), '123');
      await user.type(screen.getByLabelText(tEn('card.name.label')), 'Ana Silva');
      await user.type(screen.getByLabelText(tEn('billing.email.label')), 'ana@example.com');
      await user.type(screen.getByLabelText(tEn('billing.streetNumber.label')), '10');
      await user.type(screen.getByLabelText(tEn('billing.streetName.label')), 'Main Street');
      await user.type(screen.getByLabelText(tEn('billing.zipCode.label')), '95014');
      await user.type(screen.getByLabelText(tEn('billing.city.label')), 'Cupertino');
      await user.selectOptions(country(), 'US');
      const typedState = state();
      expect(typedState).not.toBeNull();
      if (typedState) await user.type(typedState, 'CA');
      expect($cardForm.get().state).toBe('CA');

      // The shopper moves to Portugal: no state there, none asked, none sent.
      await user.selectOptions(country(), 'PT');
      expect(state()).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(checkouts(gateway)).toHaveLength(1));
      const body = checkouts(gateway)[0]?.body;
      expect(body?.get('c9')).toBe('PT');
      expect(body?.get('c7')).toBe('Cupertino');
      expect(body?.has('c8')).toBe(false);
    });

    it('is required where it is asked for: the form does not pay without it', async () => {
      const gateway = installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
      resetStores({ settings, config: { addressFields: true, controllerVersion: 'v2' } });
      const user = userEvent.setup();
      renderWithI18n(<Screen />);
      await user.selectOptions(country(), 'US');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(state()?.getAttribute('aria-invalid')).toBe('true'));
      expect(checkouts(gateway)).toEqual([]);
    });
  });
});
