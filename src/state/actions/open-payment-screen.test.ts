import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPaymentScreen } from '@/state/actions/open-payment-screen';
import { $notice, $paymentRequestAnswered } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const asked: string[] = [];
let checkout: () => Promise<unknown> = () => Promise.resolve({ loadPaymentRequest: () => undefined });
vi.mock('@/state/load-later', () => ({
  loadLater: (part: string) => {
    asked.push(part);
    return checkout();
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
    [true, '', ['checkout'], undefined],
    [false, '', ['checkout'], undefined],
    [false, '?z2=-10&z3=Declined', ['checkout'], 'status.retry'],
    [true, '?z2=-10', ['checkout'], 'status.retry'],
  ] as const)('showAmount %s, query %j: loads %j, says %s', (showAmount, search, loads, notice) => {
    resetStores({ settings: { showAmount } });
    openPaymentScreen(search);
    expect(asked).toEqual(loads);
    expect($notice.get()?.key).toBe(notice);
  });

  // Until the gateway's answer is in, a summary keeps the amount's place; when none can come, it
  // must stop keeping it, or the place stays empty for good.
  it.each([
    ['the gateway answered', () => Promise.resolve({ loadPaymentRequest: () => Promise.resolve() })],
    ["the checkout's code could not load", () => Promise.reject(new Error('chunk refused'))],
  ] as const)('the answer counts as in once %s', async (_case, load) => {
    resetStores({ settings: { showAmount: true } });
    $paymentRequestAnswered.set(false);
    checkout = load;
    openPaymentScreen('');
    expect($paymentRequestAnswered.get()).toBe(false);
    await vi.waitFor(() => expect($paymentRequestAnswered.get()).toBe(true));
  });
});
