import { describe, expect, it } from 'vitest';
import { gatewayDialectFromArgs, portFromEnv } from './run-sandbox';

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

describe('gatewayDialectFromArgs', () => {
  it.each<[string[], string]>([
    [[], 'full'],
    [['--rebuild'], 'full'],
    [['--gateway', 'minimal'], 'minimal'],
    [['--gateway=minimal', '--rebuild'], 'minimal'],
    [['--gateway', 'full'], 'full'],
  ])('%j → %s', (args, dialect) => {
    expect(gatewayDialectFromArgs(args)).toBe(dialect);
  });

  it.each([[['--gateway']], [['--gateway', 'adyen']], [['--gateway=']]])('refuses %j', (args) => {
    expect(() => gatewayDialectFromArgs(args)).toThrow(/--gateway must be one of full, minimal/);
  });
});
