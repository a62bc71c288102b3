// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n, tEn } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

// The checkout chunk cannot be fetched once `network.offline` (offline after the page loaded).
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('@/state/load-later', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/state/load-later')>();
  return {
    ...actual,
    loadLater: (part: import('@/state/load-later').LaterPart) =>
      network.offline && part === 'checkout'
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadLater(part),
  };
});

describe('the card form when the checkout cannot be loaded', () => {
  beforeEach(() => {
    resetStores();
    network.offline = true;
  });

  it('still counts the errors and says the connection failed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardForm />);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByText(tEn('status.fixErrors', { count: 4 }))).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(tEn('status.connectionFailed')));
  });
});
