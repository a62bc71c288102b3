import { describe, expect, it } from 'vitest';
import { formatReport, parseVerifyArguments } from './verify-deploy';

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

describe('formatReport', () => {
  it.each<[string, Parameters<typeof formatReport>[0], string[]]>([
    [
      'a faithful site',
      { pages: 2, files: 20, differences: [], notes: [] },
      [
        'verify-deploy https://pay.example/: 2 pages, 20 scripts and stylesheets checked',
        '  no differences from the build',
      ],
    ],
    [
      'a changed stylesheet and a changed chunk carrying one, each under its page, with the notes first',
      {
        pages: 1,
        files: 10,
        differences: [
          {
            page: '/basic/',
            url: 'https://pay.example/basic/assets/index-C.css',
            problem: 'inlined-stylesheet differs from the build',
          },
          {
            page: '/basic/',
            url: 'https://pay.example/basic/assets/saved-cards-D.js',
            problem: 'lazy-chunk differs from the build',
          },
        ],
        notes: ['strict-transport-security not compared: the site is not on https'],
      },
      [
        'verify-deploy https://pay.example/: 1 pages, 10 scripts and stylesheets checked',
        '  note: strict-transport-security not compared: the site is not on https',
        '  2 difference(s):',
        '  /basic/  https://pay.example/basic/assets/index-C.css: inlined-stylesheet differs from the build',
        '  /basic/  https://pay.example/basic/assets/saved-cards-D.js: lazy-chunk differs from the build',
      ],
    ],
  ])('%s', (_name, report, lines) => {
    expect(formatReport(report, 'https://pay.example/').split('\n')).toEqual(lines);
  });
});
