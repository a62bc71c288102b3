import { keyFromSelector as i18nextKeyFromSelector } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyFromSelector } from './i18next-selector-key';

type Path = Record<string, Record<string, Record<string, unknown>>>;

// Rows from i18next's own selector documentation: a plain path, a namespace first in a list of
// several, strict selectors, and separators of a page's choosing.
describe('the stand-in for react-i18next says the keys i18next says', () => {
  it.each([
    ['a dotted path', ($: Path) => $.card?.number?.label, undefined],
    ['one part', ($: Path) => $.pay, undefined],
    ['a namespace of several, named first', ($: Path) => $.later?.status, { ns: ['translation', 'later'] }],
    ['the default namespace, named first', ($: Path) => $.translation?.pay, { ns: ['translation', 'later'] }],
    [
      'strict, one namespace',
      ($: Path) => $.later?.status,
      { ns: 'later', enableSelector: 'strict' as const },
    ],
    [
      'no namespace separator',
      ($: Path) => $.later?.status,
      { ns: ['translation', 'later'], nsSeparator: false as const },
    ],
    [
      'own separators',
      ($: Path) => $.later?.status?.done,
      { ns: ['a', 'later'], nsSeparator: '::', keySeparator: '/' },
    ],
  ])('%s', (_name, selector, options) => {
    const select = selector as (path: unknown) => unknown;
    expect(keyFromSelector(select, options)).toBe(i18nextKeyFromSelector(select as never, options as never));
  });
});
