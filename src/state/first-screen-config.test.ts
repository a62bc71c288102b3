import { describe, expect, it } from 'vitest';
import type { PageConfig } from '@/core/page-config';
import {
  $billingAddressShown,
  $headerWordmark,
  $offersAlternativeMethods,
} from '@/state/first-screen-config';
import { $config } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

/** What a store's listeners hear while the query moves from `before` to `after`. */
function heardOf<T>(
  $store: { listen(listener: (value: T) => void): () => void },
  before: Partial<PageConfig>,
  after: Partial<PageConfig>,
  settings: Parameters<typeof resetStores>[0] = {},
): T[] {
  resetStores({ ...settings, config: before });
  const heard: T[] = [];
  const stop = $store.listen((value) => heard.push(value));
  $config.set({ ...$config.get(), ...after });
  stop();
  return heard;
}

describe('what the first screen reads of the query, each told only of its own change', () => {
  it.each<[string, Partial<PageConfig>, Partial<PageConfig>, string[]]>([
    ['the merchant name arrives', { merchantName: '' }, { merchantName: 'Shop' }, ['Shop']],
    ['another value changes, the name does not', { merchantName: 'Shop' }, { addressFields: true }, []],
    ['the name is trimmed to the same', { merchantName: 'Shop' }, { merchantName: ' Shop ' }, []],
  ])('header wordmark: %s', (_name, before, after, heard) => {
    expect(heardOf($headerWordmark, before, after)).toEqual(heard);
  });

  it.each<[string, boolean, Partial<PageConfig>, boolean[]]>([
    ['asked for, on a variant that reads it', true, { addressFields: true }, [true]],
    ['asked for, on a variant that does not', false, { addressFields: true }, []],
    ['another value changes', true, { merchantName: 'Shop' }, []],
  ])('billing address: %s', (_name, readAddressFields, after, heard) => {
    expect(
      heardOf($billingAddressShown, { addressFields: false }, after, { settings: { readAddressFields } }),
    ).toEqual(heard);
  });

  it.each<[string, Partial<PageConfig>, Partial<PageConfig>, boolean[]]>([
    ['methods arrive', { apmPaymentMethods: [] }, { apmPaymentMethods: ['PAYPAL'] }, [true]],
    ['still none, in a new list', { apmPaymentMethods: [] }, { apmPaymentMethods: [] }, []],
  ])('alternative methods: %s', (_name, before, after, heard) => {
    expect(heardOf($offersAlternativeMethods, before, after)).toEqual(heard);
  });
});
