import { describe, expect, it } from 'vitest';
import { gatewayConfiguration } from './gateway-configuration';

describe('gatewayConfiguration', () => {
  it.each<[string | undefined, string]>([
    [undefined, '/gateway'],
    ['/gateway/', '/gateway'],
    ['/', ''],
    ['https://gateway.example/hpp/', 'https://gateway.example/hpp'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
  ])('%j → %j', (input, expected) => {
    expect(gatewayConfiguration(input)).toEqual({ hppAnyBaseURL: expected });
  });

  it.each([
    'gateway',
    '//evil.example',
    'javascript:alert(1)',
    'ftp://x.example',
    'https://x.example/?a=1',
    '/a b',
    '',
  ])('refuses %j', (input) => {
    expect(() => gatewayConfiguration(input)).toThrow(/HPP_GATEWAY_BASE_URL/);
  });
});
