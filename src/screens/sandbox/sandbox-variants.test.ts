import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { readsAddressFields, sandboxVariants } from '@/screens/sandbox/sandbox-variants';

describe('sandboxVariants', () => {
  it('lists every registry variant except the console and the result page', () => {
    const expected = variants
      .map((entry) => entry.path)
      .filter((path) => path !== 'sandbox' && path !== 'result');
    expect(sandboxVariants).toEqual(expected);
    expect(sandboxVariants).toContain('basic');
    expect(sandboxVariants).not.toContain('sandbox');
  });

  it.each([
    ['scenic', true],
    ['basic', false],
    ['scenic-pbl', false],
  ])('%s reads addressFields: %s', (path, expected) => {
    expect(readsAddressFields(path)).toBe(expected);
  });
});
