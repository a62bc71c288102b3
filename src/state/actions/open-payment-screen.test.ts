import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPaymentScreen } from '@/state/actions/open-payment-screen';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const asked: string[] = [];
vi.mock('@/later', () => ({
  loadLater: (part: string) => {
    asked.push(part);
    return Promise.resolve({ loadPaymentRequest: () => undefined });
  },
}));

describe('opening a payment screen', () => {
  beforeEach(() => {
    asked.length = 0;
  });
  afterEach(() => resetStores());

  it.each([
    // shows the amount, the address's query, what is loaded, the notice: every payment screen
    // asks about its payment request, since any old link may be paid or expired
    [true, '', ['payment-request'], undefined],
    [false, '', ['payment-request'], undefined],
    [false, '?z2=-10&z3=Declined', ['payment-request'], 'status.retry'],
    [true, '?z2=-10', ['payment-request'], 'status.retry'],
  ] as const)('showAmount %s, query %j: loads %j, says %s', (showAmount, search, loads, notice) => {
    resetStores({ settings: { showAmount } });
    openPaymentScreen(search);
    expect(asked).toEqual(loads);
    expect($notice.get()?.key).toBe(notice);
  });
});
