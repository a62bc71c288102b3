import { describe, expect, it } from 'vitest';
import { readBundleList } from '@/screens/sandbox/use-built-bundles';

describe("reading the sandbox's list of built bundles", () => {
  it.each<[string, unknown, string[] | undefined]>([
    [
      'a list',
      { bundles: ['basic', 'aober/chicshes.html', 'salesforce/templates'] },
      ['basic', 'aober/chicshes.html', 'salesforce/templates'],
    ],
    [
      'a list with junk entries: the junk is dropped',
      { bundles: ['basic', 7, '', '../x', 'a/../x', 'a b', '<b>', 'result', 'sandbox'] },
      ['basic'],
    ],
    ['an empty list: keep what the console knows', { bundles: [] }, undefined],
    ['only junk', { bundles: [null, '/etc'] }, undefined],
    ['no list', {}, undefined],
    ['a list of the wrong type', { bundles: 'basic' }, undefined],
    ['null', null, undefined],
    ['a string', 'basic', undefined],
  ])('%s', (_name, reply, expected) => {
    expect(readBundleList(reply)).toEqual(expected);
  });
});
