// @vitest-environment happy-dom

import { act, screen as dom, waitFor } from '@testing-library/react';
import { variants } from '@variants/registry';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen as AirbalticScreen } from '@/screens/airbaltic/airbaltic-screen';
import { Screen as AlsaScreen } from '@/screens/alsa/alsa-screen';
import { Screen as CardFormScreen } from '@/screens/card-form/card-form-screen';
import { Screen as ElalScreen } from '@/screens/elal/elal-screen';
import { Screen as NayaxScreen } from '@/screens/nayax/nayax-screen';
import { Screen as PhemexScreen } from '@/screens/phemex/phemex-screen';
import { Screen as ScenicScreen } from '@/screens/scenic/scenic-screen';
import { Screen as TuiScreen } from '@/screens/tui/tui-screen';
import { $config, $paymentRequestAnswered, $queryApplied } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { makePageConfig } from '@/testing/page-config-fixture';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n } from '@/testing/test-i18n';

const settingsOf = (path: string) => variants.find((variant) => variant.path === path)?.settings ?? {};
const description = 'Mallorca, 7 nights';
const merchant = 'Holiday Shop';

/**
 * Every summary over (or beside) the form, on its variant's screen: as the build renders it (no
 * query, no amount) each of its lines is in place but unseen; the query's texts and the gateway's
 * amount then fill those lines, and nothing unseen is left. `amount`: the variant shows it.
 */
describe.each([
  { path: 'tui', Screen: TuiScreen, amount: true },
  { path: 'alsa', Screen: AlsaScreen, amount: true },
  { path: 'scenic', Screen: ScenicScreen, amount: true },
  { path: 'phemex', Screen: PhemexScreen, amount: true },
  { path: 'elal', Screen: ElalScreen, amount: false },
  { path: 'airbaltic', Screen: AirbalticScreen, amount: false },
  { path: 'nayax', Screen: NayaxScreen, amount: true },
  { path: 'gett', Screen: CardFormScreen, amount: true },
  { path: 'eupago', Screen: CardFormScreen, amount: true },
] as { path: string; Screen: ComponentType; amount: boolean }[])('$path', ({ path, Screen, amount }) => {
  const settings = settingsOf(path);

  beforeEach(() => {
    window.history.replaceState(null, '', `/${path}/`);
    // As the build renders the page: no query (so no texts of it) and no reply.
    resetStores({
      settings: { ...settings, showAmount: amount },
      config: { purchaseDescription: '', merchantName: '' },
    });
    $queryApplied.set(false);
    $paymentRequestAnswered.set(false);
  });

  it('keeps the summary lines in place, unseen, until the query and the amount fill them', async () => {
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 249900, currency: 'EUR' } });
    const { container } = renderWithI18n(<Screen />);
    const unseen = () => container.querySelectorAll('.awaited');
    // The summary's lines wait unseen (the amount banner keeps the amount's only), and say nothing yet.
    expect(unseen().length).toBeGreaterThanOrEqual(1);
    expect(container.textContent).not.toMatch(/Mallorca|Holiday Shop|€/);
    act(() => {
      $config.set(
        makePageConfig({ purchaseDescription: description, merchantName: merchant, tokenList: '' }),
      );
      $queryApplied.set(true);
    });
    expect(dom.getAllByText(description).length).toBeGreaterThan(0);
    if (amount) expect((await dom.findAllByText('€2,499.00')).length).toBeGreaterThan(0);
    await waitFor(() => expect($paymentRequestAnswered.get()).toBe(true));
    expect(unseen()).toHaveLength(0);
  });

  it('leaves no empty summary when the query and the gateway say nothing', async () => {
    installFakeGateway({ '/rest/v2/paymentRequest': {} });
    const { container } = renderWithI18n(<Screen />);
    act(() => $queryApplied.set(true));
    await waitFor(() => expect($paymentRequestAnswered.get()).toBe(true));
    expect(container.querySelectorAll('.awaited')).toHaveLength(0);
  });
});
