import { describe, expect, it } from 'vitest';
import { acceptEncodingCases } from './accept-encoding-cases';
import { chooseEncoding } from './content-encoding';

describe('chooseEncoding', () => {
  it.each(acceptEncodingCases.map(([client, header, expected]) => [client, header, expected] as const))(
    '%s (%s): %s',
    (_client, header, expected) => {
      expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
    },
  );

  it.each([
    ['only a .gz beside the file', 'gzip, br', ['gzip'], 'gzip'],
    ['only a .br beside the file, to a gzip-only client', 'gzip', ['br'], undefined],
    ['nothing beside the file', 'gzip, br', [], undefined],
  ] as const)('%s', (_name, header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
