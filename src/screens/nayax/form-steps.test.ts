import { describe, expect, it } from 'vitest';
import { stepPosition } from '@/screens/nayax/form-steps';

const steps = ['number', 'expiry', 'cvv', 'pay'].map((name) => ({ name }) as unknown as Element);
const [number, , cvv, pay] = steps;
const elsewhere = { name: 'apm' } as unknown as Element;

describe('stepPosition', () => {
  it.each([
    ['first field', number, 0, { current: 1, total: 4 }],
    ['third field', cvv, 1, { current: 3, total: 4 }],
    ['pay button', pay, 3, { current: 4, total: 4 }],
    ['focus outside the form keeps the step', elsewhere, 2, { current: 2, total: 4 }],
    ['nothing focused yet starts at 1', null, 0, { current: 1, total: 4 }],
    ['a step beyond a shrunken form is clamped', null, 9, { current: 4, total: 4 }],
  ])('%s', (_name, focused, previous, expected) => {
    expect(stepPosition(steps, focused ?? null, previous)).toEqual(expected);
  });

  it('has no step when the form is gone (saved-card flow)', () => {
    expect(stepPosition([], null, 3)).toEqual({ current: 0, total: 0 });
  });
});
