import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '@/core/result';
import { parseTokenList, type SavedCard } from '@/core/token-list';
import {
  checkTokenPayment,
  payWithToken,
  type TokenPaymentRefusal,
} from '@/features/saved-cards/state/pay-with-token';
import { $cardForm } from '@/state/card-form';
import { $notice, $request } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { fillValidCard } from '@/testing/fill-valid-card';
import { resetStores } from '@/testing/reset-stores';

function card(number: string, expired = false): SavedCard {
  const [parsed] = parseTokenList(`[token:t,cardNumber:${number},expiryMonth:12,expiryYear:2030]`);
  if (!parsed) throw new Error('no card');
  return { ...parsed, expired };
}

const visa = card('411111******1111');
const amex = card('378282*****0005');
const unknown = card('************1111');
const threeDigits = { length: '3' };
const threeOrFour = { length: '3–4' };

describe('checkTokenPayment', () => {
  it.each<[string, SavedCard, string, boolean, Result<undefined, TokenPaymentRefusal>]>([
    ['visa, no code, optional', visa, '', false, { ok: true, value: undefined }],
    ['visa, no code, enforced', visa, '  ', true, { ok: false, error: { key: 'savedCards.cvvRequired' } }],
    ['visa, 3 digits', visa, '123', true, { ok: true, value: undefined }],
    [
      'visa, 4 digits',
      visa,
      '1234',
      false,
      { ok: false, error: { key: 'card.cvv.invalid', params: threeDigits } },
    ],
    [
      'visa, 2 digits',
      visa,
      '12',
      false,
      { ok: false, error: { key: 'card.cvv.invalid', params: threeDigits } },
    ],
    [
      'visa, letters',
      visa,
      '12a',
      false,
      { ok: false, error: { key: 'card.cvv.invalid', params: threeDigits } },
    ],
    ['amex, 4 digits', amex, '1234', true, { ok: true, value: undefined }],
    ['amex, 3 digits', amex, '123', true, { ok: true, value: undefined }],
    [
      'amex, 5 digits',
      amex,
      '12345',
      true,
      { ok: false, error: { key: 'card.cvv.invalid', params: threeOrFour } },
    ],
    ['unknown scheme, 4 digits', unknown, '1234', false, { ok: true, value: undefined }],
    [
      'expired, even with a code',
      card('411111******1111', true),
      '123',
      true,
      { ok: false, error: { key: 'card.expired' } },
    ],
    [
      'expired, code optional',
      card('411111******1111', true),
      '',
      false,
      { ok: false, error: { key: 'card.expired' } },
    ],
  ])('%s', (_name, saved, cvv, enforceCvv, expected) => {
    expect(checkTokenPayment(saved, cvv, enforceCvv)).toEqual(expected);
  });
});

describe('payWithToken through the checkout flow', () => {
  beforeEach(() => {
    resetStores();
    fillValidCard();
  });
  afterEach(() => resetStores());

  it('WRONG_CVV on a saved-card payment leaves the new-card form alone', async () => {
    installFakeGateway({ '/rest/v2/checkout': { CHECKOUT_TYPE: 'RETRY', errorCode: 'WRONG_CVV' } });
    await payWithToken(card('411111******1111'), '999');
    expect($notice.get()?.key).toBe('card.cvv.wrong');
    expect($cardForm.get().cvv).toBe('123');
    expect($request.get()).toBe('none');
  });
});
