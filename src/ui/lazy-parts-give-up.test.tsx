// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { BillingFields, RecipientFields } from '@/ui/lazy-parts';

// The address parts' chunk cannot be fetched: every import of its door fails, as on a dropped connection.
vi.mock('@/features/form-extras', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a required part of the form that never loads', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  // Once its chunk has failed twice, the loader's rule: nothing fetches the part again while the
  // form is shown, in any engine: "try again" cannot bring it, only a reload can.
  it.each([
    ['the billing address', BillingFields],
    ['the recipient', RecipientFields],
  ] as const)('%s: after every attempt failed, the form says to reload the page', async (_name, Part) => {
    render(<Part />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect($notice.get()).toEqual({ key: 'status.reloadNeeded', tone: 'error', reload: true });
  });
});
