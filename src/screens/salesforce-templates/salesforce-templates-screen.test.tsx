// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { Screen } from '@/screens/salesforce-templates/salesforce-templates-screen';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((variant) => variant.screen === 'salesforce-templates')?.settings ?? {};

describe('the Salesforce base template', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/salesforce/templates/');
    resetStores({ settings });
  });

  it.each([
    ['Northern Outfitters', tEn('salesforce.payingTo', { merchant: 'Northern Outfitters' })],
    ['  ', tEn('page.title')],
    ['', tEn('page.title')],
  ])('merchantName %j gives the one h1 %j', (merchantName, heading) => {
    resetStores({ settings, config: { merchantName } });
    renderWithI18n(<Screen />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((element) => element.textContent)).toEqual([heading]);
  });

  it('renders a hostile merchant name as text', () => {
    resetStores({ settings, config: { merchantName: '<img src=x onerror=alert(1)>' } });
    renderWithI18n(<Screen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      tEn('salesforce.payingTo', { merchant: '<img src=x onerror=alert(1)>' }),
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps the standard form, the back button and the saved cards of the shared panel', () => {
    renderWithI18n(<Screen />);
    expect(screen.getByRole('form', { name: tEn('card.sectionTitle') })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(tEn('actions.back')) })).toBeTruthy();
  });
});
