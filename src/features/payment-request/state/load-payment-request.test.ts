import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadPaymentRequest,
  paymentRequestWaitMs,
} from '@/features/payment-request/state/load-payment-request';
import { HttpError } from '@/platform/http-client';
import { $closedRequest, $paymentRequest, $request, type RequestState } from '@/state/stores';
import { type FakeReply, installFakeGateway, neverAnswers } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

const path = '/rest/v2/paymentRequest';

describe('loading the payment request when a payment screen opens', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetStores();
  });

  it.each<[string, FakeReply, boolean, RequestState, 'paid' | 'expired' | undefined, number | undefined]>([
    // the gateway's reply, showAmount, the request state when it arrives, what is shown instead of
    // the form, the amount kept
    ['full sandbox, paid', { amount: 1250, currency: 'EUR', status: 'paid' }, true, 'none', 'paid', 1250],
    [
      'full sandbox, expired',
      { amount: 1250, currency: 'EUR', status: 'expired' },
      false,
      'none',
      'expired',
      undefined,
    ],
    ['minimal sandbox, paid', { paid: 'true' }, false, 'none', 'paid', undefined],
    ['paid without an amount where the amount shows', { paid: 'true' }, true, 'none', 'paid', undefined],
    ['neither: the amount only', { amount: 1250, currency: 'EUR' }, true, 'none', undefined, 1250],
    [
      'neither, amount hidden: not kept',
      { amount: 1250, currency: 'EUR' },
      false,
      'none',
      undefined,
      undefined,
    ],
    [
      'the minimal gateway has no paymentRequest (404)',
      new HttpError('Error Code: 404, Message: Not Found', 404),
      true,
      'none',
      undefined,
      undefined,
    ],
    [
      'a gateway error',
      new HttpError('Error Code: 502, Message: Bad Gateway', 502),
      false,
      'none',
      undefined,
      undefined,
    ],
    [
      'paid, but the shopper already pressed Pay',
      { status: 'paid' },
      false,
      'processing',
      undefined,
      undefined,
    ],
  ])('%s', async (_name, reply, showAmount, requestState, closed, amount) => {
    resetStores({ settings: { showAmount } });
    installFakeGateway({
      [path]: () => {
        $request.set(requestState);
        if (reply instanceof HttpError) throw reply;
        return reply;
      },
    });
    await loadPaymentRequest();
    expect($closedRequest.get()).toBe(closed);
    expect($paymentRequest.get()?.amount).toBe(amount);
  });

  it('a gateway that does not answer changes nothing, and is waited for only so long', async () => {
    vi.useFakeTimers();
    resetStores();
    installFakeGateway({ [path]: neverAnswers });
    const loading = loadPaymentRequest();
    await vi.advanceTimersByTimeAsync(paymentRequestWaitMs);
    await loading;
    expect($closedRequest.get()).toBeUndefined();
  });
});
