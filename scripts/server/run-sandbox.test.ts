import { describe, expect, it } from 'vitest';
import { portFromEnv } from './run-sandbox';

describe('portFromEnv', () => {
  it.each([
    [undefined, 8080],
    ['', 8080],
    ['0', 0],
    ['9000', 9000],
  ])('PORT=%s → %i', (value, port) => {
    expect(portFromEnv(value)).toBe(port);
  });

  it.each(['-1', '65536', '80.5', 'http'])('refuses PORT=%s', (value) => {
    expect(() => portFromEnv(value)).toThrow(/PORT must be/);
  });
});
