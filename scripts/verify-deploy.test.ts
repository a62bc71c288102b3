import { describe, expect, it } from 'vitest';
import { parseVerifyArguments } from './verify-deploy';

describe('parseVerifyArguments', () => {
  it.each<[string[], ReturnType<typeof parseVerifyArguments>]>([
    [['https://pay.example'], { baseUrl: 'https://pay.example/' }],
    [
      ['http://127.0.0.1:8080', '--dist', '/tmp/dist'],
      { baseUrl: 'http://127.0.0.1:8080/', dist: '/tmp/dist' },
    ],
    [['--dist=/tmp/d', 'https://pay.example/hpp/'], { baseUrl: 'https://pay.example/hpp/', dist: '/tmp/d' }],
  ])('%j', (argv, expected) => {
    expect(parseVerifyArguments(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['ftp://pay.example']],
    [['https://a.example', 'https://b.example']],
    [['https://a.example', '--dist']],
    [['--x']],
  ])('refuses %j', (argv) => {
    expect(() => parseVerifyArguments(argv)).toThrow();
  });
});
