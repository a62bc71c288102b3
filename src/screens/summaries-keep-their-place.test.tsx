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
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settingsOf = (path: string) => variants.find((variant) => variant.path === path)?.settings ?? {};
const description = 'Mallorca, 7 nights';
const merchant = 'Holiday Shop';

/**
 * Every summary over (or beside) the form, on its variant's screen: as the build renders it (no
 * query, no amount) each of its lines is in place but unseen; the query's texts and the gateway's
 * amount then fill those lines, and nothing unseen is left. The amount only where the variant shows it.
 */
describe.each([
  { path: 'tui', Screen: TuiScreen },
  { path: 'alsa', Screen: AlsaScreen },
  { path: 'scenic', Screen: ScenicScreen },
  { path: 'phemex', Screen: PhemexScreen },
  { path: 'elal', Screen: ElalScreen },
  { path: 'airbaltic', Screen: AirbalticScreen },
  { path: 'nayax', Screen: NayaxScreen },
  { path: 'gett', Screen: CardFormScreen },
  { path: 'eupago', Screen: CardFormScreen },
] as { path: string; Screen: ComponentType }[])('$path', ({ path, Screen }) => {
  const settings = settingsOf(path);
  const amount = settings.showAmount === true;

  beforeEach(() => {
    window.history.replaceState(null, '', `/${path}/`);
    // As the build renders the page: no query (so no texts of it) and no reply.
    resetStores({ settings, config: { purchaseDescription: '', merchantName: '' } });
    $queryApplied.set(false);
    $paymentRequestAnswered.set(false);
  });

  it('keeps the summary lines in place, unseen, until the query and the amount fill them', async () => {
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 249900, currency: 'EUR' } });
    const { container } = renderWithI18n(<Screen />);
    const unseen = () => container.querySelectorAll('.awaited');
    // The summary waits unseen: every line kept for what is to come is inside something unseen.
    expect(unseen().length).toBeGreaterThanOrEqual(1);
    const keptLines = [...container.querySelectorAll('p, span, strong, dd')].filter(
      (element) => element.textContent === '\u00a0',
    );
    expect(keptLines.length).toBeGreaterThanOrEqual(1);
    for (const line of keptLines) expect(line.closest('.awaited')).not.toBeNull();
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
    // No box is left saying "Amount to pay", "Total" or "Holiday" over nothing.
    for (const line of container.querySelectorAll('p, span, strong, dd'))
      expect(line.textContent).not.toBe('\u00a0');
    expect(dom.queryByText(tEn('page.amountToPay'))).toBeNull();
  });
});
