import { describe, expect, it } from 'vitest';
import { checkoutEndpoint, completionEndpoint } from '@/core/gateway/endpoints';

describe('checkoutEndpoint', () => {
  it.each([
    ['v2', false, '/rest/v2/checkout'],
    ['V2', false, '/rest/v2/checkout'],
    [' v2 ', false, '/rest/v2/checkout'],
    ['v2', true, '/rest/v1/storeAndPay'],
    ['', false, '/rest/v1/storeAndPay'],
    ['v1', false, '/rest/v1/storeAndPay'],
    ['v3', false, '/rest/v1/storeAndPay'],
    ['v22', false, '/rest/v1/storeAndPay'],
    ['2', false, '/rest/v1/storeAndPay'],
    ['', true, '/rest/v1/storeAndPay'],
  ] as const)('controllerVersion %j, storeAndPay %s → %s', (version, storeAndPay, expected) => {
    expect(checkoutEndpoint(version, storeAndPay)).toBe(expected);
  });
});

describe('completionEndpoint', () => {
  it.each([
    ['trx-123', '/rest/v2/checkout/trx-123'],
    ['a/b?c#d', '/rest/v2/checkout/a%2Fb%3Fc%23d'],
    ['../../admin', '/rest/v2/checkout/..%2F..%2Fadmin'],
    ['über', '/rest/v2/checkout/%C3%BCber'],
  ])('key %j → %s', (key, expected) => {
    expect(completionEndpoint(key)).toBe(expected);
  });
});
