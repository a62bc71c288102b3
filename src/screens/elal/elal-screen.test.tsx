// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { variants } from '@variants/registry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '@/platform/i18n';
import { Screen } from '@/screens/elal/elal-screen';
import { elalLanguages } from '@/screens/elal/language-switch';
import { $language } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn, testI18n } from '@/testing/test-i18n';

const settings = variants.find((entry) => entry.screen === 'elal')?.settings ?? {};
const option = (name: string) => screen.getByRole('button', { name });

describe('the EL AL screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/elal/');
    resetStores({ settings, config: { purchaseDescription: 'TLV → JFK, LY001', merchantName: 'EL AL' } });
    $language.set('en');
    applyDocumentLanguage('en');
  });
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('monitors HTTP, per the registry', () => {
    expect(settings.monitorHttp).toBe(true);
  });

  it('has one h1, the booking and the card form', () => {
    renderWithI18n(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const booking = screen.getByRole('region', { name: tEn('summary.booking') });
    expect(booking.textContent).toContain('TLV → JFK, LY001');
    expect(screen.getByLabelText(tEn('card.number.label'))).toBeTruthy();
  });

  it('offers Hebrew and English, each named in its own language', () => {
    renderWithI18n(<Screen />);
    const group = screen.getByRole('group', { name: tEn('elal.language') });
    expect(group).toBeTruthy();
    expect(option('עברית').getAttribute('lang')).toBe('he');
    expect(option('English').getAttribute('lang')).toBe('en');
    expect(option('English').getAttribute('aria-pressed')).toBe('true');
    expect(option('עברית').getAttribute('aria-pressed')).toBe('false');
  });

  it('switches to Hebrew in place: right to left, typed card data kept', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Screen />);
    const number = screen.getByLabelText(tEn('card.number.label')) as HTMLInputElement;
    await user.type(number, '4111111111111111');
    await user.click(option('עברית'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    expect($language.get()).toBe('he');
    expect(testI18n.language).toBe('he');
    expect(option('עברית').getAttribute('aria-pressed')).toBe('true');
    // The card number still reads left to right, as printed on the card, and is still there.
    const numberAfter = screen.getByLabelText(tEn('card.number.label')) as HTMLInputElement;
    expect(numberAfter.value).toBe('4111 1111 1111 1111');
    expect(numberAfter.getAttribute('dir')).toBe('ltr');
    await user.click(option('English'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each(['en', 'he'])('names each language as every language file does (%s page)', (page) => {
    const names = (
      JSON.parse(readFileSync(resolve(process.cwd(), `public/assets/i18n/${page}.json`), 'utf8')) as {
        languages: Record<string, string>;
      }
    ).languages;
    renderWithI18n(<Screen />);
    for (const language of elalLanguages) {
      expect(screen.getByRole('button', { name: names[language] }).getAttribute('lang')).toBe(
        language === 'he' ? 'he' : 'en',
      );
    }
  });

  it("reads the merchant's own text in its own direction: English in a Hebrew page stays in order", () => {
    applyDocumentLanguage('he');
    renderWithI18n(<Screen />);
    expect(screen.getByText('TLV → JFK, LY001').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('EL AL', { selector: '.elal__booking-merchant' }).getAttribute('dir')).toBe(
      'auto',
    );
  });

  it('sets no direction of its own: only <html dir> decides, except for the merchant text', () => {
    applyDocumentLanguage('he');
    const { container } = renderWithI18n(<Screen />);
    const withDir = Array.from(container.querySelectorAll('[dir]'));
    expect(withDir.every((element) => element.matches('input, [dir="auto"]'))).toBe(true);
  });
});
