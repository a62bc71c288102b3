import { beforeEach, describe, expect, it } from 'vitest';
import { $payableAmount } from '@/state/payable-amount';
import { $language, $paymentRequest } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

// Intl writes non-breaking spaces in some locales; compare without them.
const normalise = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('$payableAmount', () => {
  beforeEach(() => resetStores());

  it.each([
    ['shown, request known, English', true, { amount: 1234, currency: 'EUR' }, 'en', '€12.34'],
    ['shown, request known, German', true, { amount: 1234, currency: 'EUR' }, 'de', '12,34 €'],
    ['shown, no request (a gateway without paymentRequest)', true, undefined, 'en', undefined],
    ['hidden by the variant, request known', false, { amount: 1234, currency: 'EUR' }, 'en', undefined],
  ] as const)('%s', (_case, showAmount, request, language, expected) => {
    resetStores({ settings: { showAmount } });
    $paymentRequest.set(request);
    $language.set(language);
    expect(normalise($payableAmount.get())).toBe(expected);
  });

  it('follows a change of language', () => {
    resetStores({ settings: { showAmount: true } });
    $paymentRequest.set({ amount: 123456, currency: 'EUR' });
    $language.set('en');
    expect(normalise($payableAmount.get())).toBe('€1,234.56');
    $language.set('fr');
    expect(normalise($payableAmount.get())).toBe('1 234,56 €');
  });
});
