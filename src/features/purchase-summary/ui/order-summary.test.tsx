// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { VariantBrand } from '@variants/settings';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageConfig } from '@/core/page-config';
import { OrderSummary } from '@/features/purchase-summary/ui/order-summary';
import { $variant } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const brand: VariantBrand = { name: 'ChicShes', wordmark: 'ChicShes', headerStyle: 'bar' };

describe('the order summary', () => {
  beforeEach(() => resetStores());

  it.each<[string, Partial<PageConfig>, VariantBrand | undefined, string[] | null]>([
    [
      'the shop and what is bought, from the query',
      { merchantName: 'Chic Shoes', purchaseDescription: 'Two tickets' },
      brand,
      ['Chic Shoes', 'Two tickets'],
    ],
    [
      'the brand as the shop when no merchantName was sent',
      { purchaseDescription: 'Two tickets' },
      brand,
      ['ChicShes', 'Two tickets'],
    ],
    ['the brand alone when the query says nothing', {}, brand, ['ChicShes']],
    ['nothing at all without a brand or anything to summarise', {}, undefined, null],
  ])('%s', (_name, config, variantBrand, shown) => {
    // The test helper's redirect has a shop and a description; each row says what it sends.
    resetStores({ config: { merchantName: '', purchaseDescription: '', merchantAddress: '', ...config } });
    $variant.set({ ...$variant.get(), ...(variantBrand ? { brand: variantBrand } : {}) });
    const { container } = renderWithI18n(<OrderSummary />);
    if (shown === null) {
      expect(container.textContent).toBe('');
      return;
    }
    expect(screen.getByRole('heading', { name: tEn('summary.title') })).toBeTruthy();
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(shown);
  });
});
