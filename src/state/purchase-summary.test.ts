import { beforeEach, describe, expect, it } from 'vitest';
import { $purchaseSummary } from '@/state/purchase-summary';
import { $paymentRequest, $paymentRequestAnswered, $queryApplied } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('$purchaseSummary', () => {
  beforeEach(() => resetStores());

  it.each([
    // what start-up has done so far, whether the variant shows the amount, what the gateway said
    {
      case: 'prerendered, nothing known yet',
      applied: false,
      showAmount: true,
      answered: false,
      request: undefined,
      texts: true,
      amount: true,
    },
    {
      case: 'prerendered, amount not shown',
      applied: false,
      showAmount: false,
      answered: false,
      request: undefined,
      texts: true,
      amount: false,
    },
    {
      case: 'query applied, reply awaited',
      applied: true,
      showAmount: true,
      answered: false,
      request: undefined,
      texts: false,
      amount: true,
    },
    {
      case: 'reply with the amount',
      applied: true,
      showAmount: true,
      answered: true,
      request: { amount: 1234, currency: 'EUR' },
      texts: false,
      amount: false,
    },
    {
      case: 'amount set before the answer settles',
      applied: true,
      showAmount: true,
      answered: false,
      request: { amount: 1234, currency: 'EUR' },
      texts: false,
      amount: false,
    },
    {
      case: 'no amount in the reply, or no reply',
      applied: true,
      showAmount: true,
      answered: true,
      request: undefined,
      texts: false,
      amount: false,
    },
    {
      case: 'amount not shown, reply awaited',
      applied: true,
      showAmount: false,
      answered: false,
      request: undefined,
      texts: false,
      amount: false,
    },
  ])(
    '$case: texts awaited $texts, amount awaited $amount',
    ({ applied, showAmount, answered, request, texts, amount }) => {
      resetStores({ settings: { showAmount } });
      $queryApplied.set(applied);
      $paymentRequestAnswered.set(answered);
      $paymentRequest.set(request);
      const summary = $purchaseSummary.get();
      expect([summary.textsAwaited, summary.amountAwaited]).toEqual([texts, amount]);
      expect(summary.amount !== undefined).toBe(request !== undefined && showAmount);
    },
  );

  it('trims what the merchant wrote', () => {
    resetStores({ config: { purchaseDescription: '  Two tickets ', merchantName: ' Shop  ' } });
    expect([$purchaseSummary.get().description, $purchaseSummary.get().merchant]).toEqual([
      'Two tickets',
      'Shop',
    ]);
  });
});
