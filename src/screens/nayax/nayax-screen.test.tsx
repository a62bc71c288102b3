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

  it('counts the steps of the shared form: number, expiry, code, name, save card, pay', async () => {
    renderWithI18n(<Screen />);
    expect(await screen.findByText(stepLabel(1, 6))).toBeTruthy();
    expect(screen.getByRole('button', { name: tEn('actions.next') })).toBeTruthy();
  });

  it('follows focus and moves it with Next and Previous', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 6));
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
    // Step 1 is on screen before anything is focused, so Next goes to step 2.
    await user.click(next());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.expiry.label')));
    expect(screen.getByText(stepLabel(2, 6))).toBeTruthy();
    await user.click(previous());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.number.label')));
    expect(screen.getByText(stepLabel(1, 6))).toBeTruthy();
    await user.click(screen.getByLabelText(tEn('card.name.label')));
    expect(screen.getByText(stepLabel(4, 6))).toBeTruthy();
    await user.click(previous());
    expect(document.activeElement).toBe(screen.getByLabelText(tEn('card.cvv.label')));
    expect(screen.getByText(stepLabel(3, 6))).toBeTruthy();
  });

  it('counts one step fewer when the cardholder name is hidden', async () => {
    resetStores({ settings: { ...settings, showCardholderName: false } });
    renderWithI18n(<Screen />);
    expect(await screen.findByText(stepLabel(1, 5))).toBeTruthy();
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
    await waitFor(() => expect(screen.getByText(stepLabel(1, 6))).toBeTruthy());
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
    await screen.findByText(stepLabel(1, 6));
    screen.getByRole('button', { name: /^Pay/ }).focus();
    $notice.set(notice);
    const cardNumber = screen.getByLabelText(tEn('card.number.label'));
    if (expected === 'the first step') {
      await waitFor(() => expect(document.activeElement).toBe(cardNumber));
      expect(screen.getByText(stepLabel(1, 6))).toBeTruthy();
    } else {
      // The notice's own focus rule (its field, its button) decides; the kiosk does not move it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.activeElement).not.toBe(cardNumber);
      expect(document.activeElement).not.toBe(document.body);
    }
  });

  it('a notice on arrival moves nothing (no field is focused, so no keyboard opens)', async () => {
    renderWithI18n(<Screen />);
    await screen.findByText(stepLabel(1, 6));
    $notice.set({ key: 'status.retry', tone: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
