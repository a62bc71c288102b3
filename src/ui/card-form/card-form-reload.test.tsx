// @vitest-environment happy-dom

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

// The checkout cannot be loaded while `network.offline`; each failure is counted as the loader
// counts it (its own counting is checked in src/state/load-part.test.ts).
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('@/state/load-later', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/state/load-later')>();
  const { loadFailures } = await import('@/state/load-part');
  return {
    ...actual,
    loadLater: (part: import('@/state/load-later').LaterPart) => {
      if (!network.offline || part !== 'checkout') return actual.loadLater(part);
      loadFailures.set(part, (loadFailures.get(part) ?? 0) + 1);
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
});
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('@/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/platform/navigation')>()),
  reloadPage,
}));

describe('the card form when the checkout fails to load again and again', () => {
  beforeEach(() => {
    resetStores();
    network.offline = true;
  });
  afterEach(() => reloadPage.mockClear());

  it.each<[number, 'click' | 'Enter', string, boolean]>([
    // Pay sent (clicked, or Enter in the security code) while the checkout cannot load → what the
    // alert says, whether it offers a reload
    [1, 'click', 'status.connectionFailed', false],
    [2, 'click', 'status.reloadNeeded', true],
    [3, 'click', 'status.reloadNeeded', true],
    [1, 'Enter', 'status.connectionFailed', false],
    [2, 'Enter', 'status.reloadNeeded', true],
  ])('after %i Pay (%s) the alert says %s (reload button: %s)', async (clicks, how, key, offersReload) => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<CardForm />);
    await user.type(screen.getByLabelText(tEn('card.number.label')), '4111111111111111');
    await user.type(screen.getByLabelText(tEn('card.cvv.label')), '123');
    for (let click = 0; click < clicks; click++) {
      $notice.set(undefined); // each click's own answer
      if (how === 'click') await user.click(screen.getByRole('button', { name: /^Pay/ }));
      else await user.type(screen.getByLabelText(tEn('card.cvv.label')), '{Enter}');
      await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    }
    await waitFor(() => expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(tEn(key)));
    const reload = screen.queryByRole('button', { name: tEn('status.reloadPage') });
    expect(reload !== null).toBe(offersReload);
    if (reload) {
      // Focus goes to the one way on, which brings it into view where Pay is far below the
      // notice (the nayax kiosk's one-field-per-screen steps on a phone, a form with an address).
      expect(document.activeElement).toBe(reload);
      await user.click(reload);
      expect(reloadPage).toHaveBeenCalledTimes(1);
      // Nothing typed is left for the browser to fill in again after the reload (Firefox does).
      const cardInputs = [...container.querySelectorAll<HTMLInputElement>('input[autocomplete^="cc-"]')];
      expect(cardInputs.map((input) => input.value)).toEqual(cardInputs.map(() => ''));
    }
  });
});

describe('a reload notice raised while the shopper types (a part on screen that could not load)', () => {
  beforeEach(() => resetStores());
  afterEach(() => reloadPage.mockClear());

  it.each([
    // where focus is when the notice appears → whether it moves to the reload button
    ['the name field', false, () => screen.getByLabelText(tEn('card.name.label'))],
    ['the card number field', false, () => screen.getByLabelText(tEn('card.number.label'))],
    ['the Pay button', true, () => screen.getByRole('button', { name: /^Pay/ })],
  ])(
    'focus in %s: moves to Reload → %s, and a space typed next reloads nothing it should not',
    async (_where, moves, focused) => {
      const user = userEvent.setup();
      renderWithI18n(<CardForm />);
      const before = focused();
      before.focus();
      act(() => $notice.set({ key: 'status.reloadNeeded', tone: 'error', reload: true }));
      const reload = await screen.findByRole('button', { name: tEn('status.reloadPage') });
      expect(document.activeElement).toBe(moves ? reload : before);
      if (!moves) {
        await user.keyboard(' ');
        expect(reloadPage).not.toHaveBeenCalled();
      }
    },
  );
});
