// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $closedRequest } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';
import { RequestClosedNotice } from '@/ui/lazy-parts';

// The notice's chunk cannot be fetched: every load of its door fails, as on a dropped connection.
vi.mock('@/features/request-closed', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a paid or expired request whose notice never loads', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  // The payment panel shows the form whenever $closedRequest is unset (request-closed-notice.test.tsx).
  it('gives the form back rather than leave an empty page', async () => {
    $closedRequest.set('paid');
    render(<RequestClosedNotice />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect($closedRequest.get()).toBeUndefined();
  });
});
