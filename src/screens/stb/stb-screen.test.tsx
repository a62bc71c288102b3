// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/stb/stb-screen';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((variant) => variant.screen === 'stb')?.settings ?? {};

describe('the STB screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/stb/');
    resetStores({ settings });
  });

  it('has one h1 and the card form', () => {
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: tEn('card.sectionTitle') })).toBeTruthy();
  });

  it('reassures in words: encryption, PCI DSS, 3-D Secure, what the bank never asks', () => {
    renderWithI18n(<Screen />);
    const block = screen.getByRole('region', { name: tEn('stb.securityTitle') });
    const items = within(block)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      tEn('stb.encrypted'),
      tEn('page.pciBanner'),
      tEn('stb.threeDs'),
      tEn('stb.neverAsks'),
    ]);
    expect(within(block).queryAllByRole('img')).toEqual([]);
  });

  it('puts the reassurance after the form, so it does not come between the shopper and the fields', () => {
    renderWithI18n(<Screen />);
    const form = screen.getByRole('form', { name: tEn('card.sectionTitle') });
    const block = screen.getByRole('region', { name: tEn('stb.securityTitle') });
    expect(form.compareDocumentPosition(block)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
