import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { pagesAroundPayment, parseDevArguments } from './dev';

// The option table (known flag, typo, missing value) is in scripts/command-line.test.ts.
describe('npm run dev', () => {
  it.each([...variants, ...pages].map((entry) => entry.path))('knows %s from the registry', (name) => {
    expect(parseDevArguments(['--variant', name])).toEqual({ variant: name });
  });

  it('builds, when missing, only pages that are in the registry', () => {
    const paths = [...variants, ...pages].map((entry) => entry.path);
    for (const name of pagesAroundPayment) expect(paths).toContain(name);
  });
});
