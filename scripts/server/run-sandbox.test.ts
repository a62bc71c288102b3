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

  it("takes the command's own default when PORT is unset (5173 for the dev server)", () => {
    expect(portFromEnv(undefined, 5173)).toBe(5173);
    expect(portFromEnv('9000', 5173)).toBe(9000);
  });

  it.each(['-1', '65536', '80.5', 'http'])('refuses PORT=%s', (value) => {
    expect(() => portFromEnv(value)).toThrow(/PORT must be/);
  });
});
