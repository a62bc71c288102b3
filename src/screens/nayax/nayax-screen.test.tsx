// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { variants } from '@variants/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { Screen } from '@/screens/nayax/nayax-screen';
import { $notice, type Notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

const settings = variants.find((entry) => entry.screen === 'nayax')?.settings ?? {};
const stepLabel = (current: number, total: number) => tEn('nayax.step', { current, total });
const next = () => screen.getByRole('button', { name: tEn('actions.next') });
const previous = () => screen.getByRole('button', { name: tEn('actions.previous') });

describe('the Nayax kiosk screen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/nayax/');
    resetStores({ settings, config: { apmPaymentMethods: [] } });
  });

  it.each([
    ['the registry settings', {}],
    ['back button asked on desktop and mobile', { backButtonOnDesktop: true, backButtonOnMobile: true }],
  ])('has no Back button with %s', (_name, extra) => {
    resetStores({ settings: { ...settings, ...extra } });
    renderWithI18n(<Screen />);
    expect(screen.queryByRole('button', { name: new RegExp(tEn('actions.back')) })).toBeNull();
  });

  it('tells the shopper what to do in its one h1', () => {
    renderWithI18n(<Screen />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([tEn('nayax.tapToPay')]);
  });

  const shownStep = () => document.querySelector<HTMLElement>('.nayax__form')?.dataset.kioskStep;

  it('walks the shared form in three steps: number; expiry and code; name, save card and Pay', async () => {
    renderWithI18n(<Screen />);
    expect(await screen.findByText(stepLabel(1, 3))).toBeTruthy();
    // nayax.css shows only the fields of the step named here.
    expect(shownStep()).toBe('1');
  });

  it('moves focus and the shown step with Next and Previous, and follows focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 3));
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
    await user.click(next());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.expiry.label')));
    expect([screen.getByText(stepLabel(2, 3)) !== null, shownStep()]).toEqual([true, '2']);
    await user.click(next());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.name.label')));
    expect([screen.getByText(stepLabel(3, 3)) !== null, shownStep()]).toEqual([true, '3']);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.expiry.label')));
    await user.click(screen.getByLabelText(tEn('card.number.label')));
    expect([screen.getByText(stepLabel(1, 3)) !== null, shownStep()]).toEqual([true, '1']);
  });

  it('keeps three steps when the cardholder name is hidden, the last starting at the save-card box', async () => {
    const user = userEvent.setup();
    resetStores({ settings: { ...settings, showCardholderName: false } });
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 3));
    await user.click(next());
    await user.click(next());
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(screen.getByText(stepLabel(3, 3))).toBeTruthy();
  });

  it('hides the step bar while the saved-card list replaces the form, and brings it back', async () => {
    const user = userEvent.setup();
    resetStores({
      settings,
      tokens: parseTokenList('[token:tok_1,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]'),
    });
    renderWithI18n(<Screen />);
    expect(screen.queryByText(/Step \d+ of/)).toBeNull();
    await user.click(screen.getByRole('button', { name: tEn('savedCards.useNewCard') }));
    await waitFor(() => expect(screen.getByText(stepLabel(1, 3))).toBeTruthy());
  });

  it.each<[string, 'the first step' | 'where its own rule says', Notice]>([
    ['RETRY', 'the first step', { key: 'status.retry', tone: 'error' }],
    ['the connection failed', 'the first step', { key: 'status.connectionFailed', tone: 'error' }],
    [
      'a wrong security code (its field takes focus)',
      'where its own rule says',
      { key: 'status.wrongCvv', tone: 'error', field: 'cvv' },
    ],
    [
      'only a reload helps (its button takes focus)',
      'where its own rule says',
      { key: 'status.reloadNeeded', tone: 'error', reload: true },
    ],
  ])('a notice after Pay (%s) brings the shopper to %s', async (_name, expected, notice) => {
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 3));
    screen.getByRole('button', { name: /^Pay/ }).focus();
    $notice.set(notice);
    const cardNumber = screen.getByLabelText(tEn('card.number.label'));
    if (expected === 'the first step') {
      await waitFor(() => expect(document.activeElement).toBe(cardNumber));
      expect(screen.getByText(stepLabel(1, 3))).toBeTruthy();
    } else {
      // The notice's own focus rule (its field, its button) decides; the kiosk does not move it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.activeElement).not.toBe(cardNumber);
      expect(document.activeElement).not.toBe(document.body);
    }
  });

  it('a notice on arrival moves nothing (no field is focused, so no keyboard opens)', async () => {
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 3));
    $notice.set({ key: 'status.retry', tone: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
