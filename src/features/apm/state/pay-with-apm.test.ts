import { afterEach, describe, expect, it } from 'vitest';
import { $chosenApm, payWithApm } from '@/features/apm/state/pay-with-apm';
import { $request } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

describe('payWithApm and the chosen method', () => {
  afterEach(() => resetStores());

  it('remembers the method it pays with, and a second choice while it runs changes nothing', async () => {
    resetStores();
    let answer: (url: string) => void = () => undefined;
    const gateway = installFakeGateway({
      '/rest/v1/apmPayment': () => new Promise<unknown>((resolve) => (answer = (url) => resolve({ url }))),
    });
    const first = payWithApm('paypal');
    expect($chosenApm.get()).toBe('paypal');
    expect($request.get()).toBe('processing');
    expect(await payWithApm('klarna')).toBe(false);
    expect($chosenApm.get()).toBe('paypal');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer('https://apm.example/paypal');
    expect(await first).toBe(true);
    expect(gateway.posts).toHaveLength(1);
  });
});
