import { describe, expect, it } from 'vitest';
import { anyFrameAncestors, frameAncestorsFor, parseFrameAncestors } from './frame-ancestors';

const iframeVariants = ['pinergy', 'thinkland', 'moneybase', 'airbaltic'];

describe('parseFrameAncestors', () => {
  it.each<[string | undefined, ReturnType<typeof parseFrameAncestors>]>([
    [undefined, { all: [], byVariant: {} }],
    ['', { all: [], byVariant: {} }],
    [' ; ', { all: [], byVariant: {} }],
    ['*=https://a.example', { all: ['https://a.example'], byVariant: {} }],
    [
      'pinergy=https://p.example https://q.example; airbaltic = https://www.airbaltic.example',
      {
        all: [],
        byVariant: {
          pinergy: ['https://p.example', 'https://q.example'],
          airbaltic: ['https://www.airbaltic.example'],
        },
      },
    ],
    [
      'pinergy=https://a.example;pinergy=https://b.example',
      { all: [], byVariant: { pinergy: ['https://a.example', 'https://b.example'] } },
    ],
  ])('%j', (text, expected) => {
    expect(parseFrameAncestors(text, iframeVariants)).toEqual(expected);
  });

  it.each([
    ['basic=https://a.example', /not an iframe variant/],
    ['https://a.example', /no "variant="/],
    ["pinergy=https://a.example 'unsafe-inline'", /not 'self' or an http\(s\) origin/],
    ['pinergy=*', /not 'self'/],
    ['pinergy=https://a.example/path', /not 'self'/],
  ])('refuses %j', (text, message) => {
    expect(() => parseFrameAncestors(text, iframeVariants)).toThrow(message);
  });
});

describe('frameAncestorsFor and anyFrameAncestors', () => {
  const config = parseFrameAncestors('*=https://all.example; pinergy=https://p.example', iframeVariants);

  it.each([
    ['pinergy', ["'self'", 'https://all.example', 'https://p.example']],
    ['thinkland', ["'self'", 'https://all.example']],
  ])('%s → %j', (variant, expected) => {
    expect(frameAncestorsFor(config, variant)).toEqual(expected);
  });

  it('unites every iframe variant list, once each', () => {
    expect(anyFrameAncestors(config, iframeVariants)).toEqual([
      "'self'",
      'https://all.example',
      'https://p.example',
    ]);
  });
});
