// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { contrastRatio } from '@variants/contrast';
import { variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/phemex/phemex-screen';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const entry = variants.find((variant) => variant.screen === 'phemex');
const settings = entry?.settings ?? {};
const colours = themes[entry?.theme ?? '']?.colours;
const topUp = () => screen.queryByRole('region', { name: tEn('summary.topUp') });

describe('the Phemex screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/phemex/');
    resetStores({ settings, config: { purchaseDescription: 'Spot account top-up' } });
  });

  it('shows the top-up amount as the largest figure, with one h1', async () => {
    resetStores({ settings: { ...settings, showAmount: true } });
    installFakeGateway({ '/rest/v2/paymentRequest': { amount: 50000, currency: 'USD' } });
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const region = topUp();
    const amount = region && (await within(region).findByText('$500.00'));
    expect(amount?.className).toBe('phemex__amount');
  });

  it('shows the description without an amount when amounts are off', () => {
    renderWithI18n(<Screen />);
    const region = topUp();
    expect(region && within(region).getByText('Spot account top-up')).toBeTruthy();
    expect(region?.querySelector('.phemex__amount')).toBeNull();
  });

  it('uses a dark palette', () => {
    expect(colours).toBeDefined();
    if (colours) expect(contrastRatio(colours.bg, '#000000')).toBeLessThan(1.5);
  });

  // The pairs phemex.css adds on top of the theme's own checked pairs.
  it.each([
    ['wordmark: brand on the page background', 'brand', 'bg'],
    ['amount: accent on the page background', 'accent', 'bg'],
    ['input text on the page background', 'text', 'bg'],
  ] as const)('%s meets AA', (_name, foreground, background) => {
    if (!colours) throw new Error('phemex theme missing');
    expect(contrastRatio(colours[foreground], colours[background])).toBeGreaterThanOrEqual(4.5);
  });
});
