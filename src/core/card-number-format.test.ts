import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletedSeparator, type FieldEdit, formatCardNumber } from '@/core/card-number-format';

/** Writes a caret into a value as '|', so rows read like the field the shopper sees. */
function show(edit: FieldEdit): string {
  return `${edit.value.slice(0, edit.caret)}|${edit.value.slice(edit.caret)}`;
}

/** Parses 'ab|c' into { value: 'abc', caret: 2 }. */
function field(text: string): FieldEdit {
  const caret = text.indexOf('|');
  return { value: text.replace('|', ''), caret: caret < 0 ? text.length : caret };
}

describe('formatCardNumber', () => {
  it.each([
    ['4|', '4|'],
    ['4111|', '4111|'],
    ['41111|', '4111 1|'],
    ['4111111111111111|', '4111 1111 1111 1111|'],
    ['4111-1111 1111 1111|', '4111 1111 1111 1111|'],
    ['41111111111111111111|', '4111 1111 1111 1111|'],
    ['378282246310005|', '3782 822463 10005|'],
    ['3782822463100059999|', '3782 822463 10005|'],
    ['36227206271667|', '3622 720627 1667|'],
    ['135410014004955|', '1354 10014 004955|'],
    ['6799999999999999995|', '6799 9999 9999 9999 995|'],
    ['7000000000000000000000|', '7000 0000 0000 0000 000|'],
    ['4111 11|11', '4111 11|11'],
    // At the end of a group the caret stays before the space; the next digit still lands after it.
    ['4111 1191|1', '4111 1191| 1'],
    ['4111 11915| 1', '4111 1191 5|1'],
    ['9|4111 1111 1111 1111', '9|411 1111 1111 1111 1'],
    ['41a11 b|', '4111|'],
    ['|4111 1111', '|4111 1111'],
    ['', '|'],
    ['abc|', '|'],
  ])('%j → %j', (raw, expected) => {
    const input = field(raw);
    expect(show(formatCardNumber(input.value, input.caret))).toBe(expected);
  });

  it.each([
    // Backspace on a space removes the digit before it.
    ['4111 |1111', '4111|1111', '411|1 111'],
    ['4111 1111 |1', '4111 1111|1', '4111 111|1'],
    // Delete before a space removes the digit after it.
    ['4111| 1111', '4111|1111', '4111| 111'],
    // Backspace on a digit is an ordinary edit.
    ['4111 1|111', '4111 |111', '4111| 111'],
    // Typing a space is not a deletion.
    ['4111|', '4111 |', '4111|'],
  ])('previous %j, raw %j → %j', (before, after, expected) => {
    const input = field(after);
    expect(show(formatCardNumber(input.value, input.caret, field(before)))).toBe(expected);
  });

  it.each([
    ['12|', ['12/|'], undefined],
    ['12/|', ['12|'], 'backward'],
    ['12|/', ['12|'], 'forward'],
    ['12|/3', ['12|3'], 'forward'],
    ['1|2/', ['12/|'], undefined],
    ['12/|', ['1|/'], undefined],
  ] as const)('deletedSeparator: %j then %j → %s', (before, [after], expected) => {
    const input = field(after);
    expect(deletedSeparator(input.value, input.caret, field(before), '/')).toBe(expected);
  });

  const rawInput = fc.string({
    unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '9', ' ', '-', 'x'),
    maxLength: 30,
  });
  const withCaret = rawInput.chain((raw) =>
    fc.tuple(fc.constant(raw), fc.integer({ min: -2, max: raw.length + 2 })),
  );

  it('keeps the caret within the value', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const { value, caret: newCaret } = formatCardNumber(raw, caret);
        expect(newCaret).toBeGreaterThanOrEqual(0);
        expect(newCaret).toBeLessThanOrEqual(value.length);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the first digits of the input, in order, and nothing else but single spaces', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const { value } = formatCardNumber(raw, caret);
        const inputDigits = raw.replace(/\D/g, '');
        const outputDigits = value.replace(/ /g, '');
        expect(outputDigits).toMatch(/^\d*$/);
        expect(inputDigits.startsWith(outputDigits)).toBe(true);
        expect(outputDigits.length).toBe(Math.min(inputDigits.length, outputDigits.length));
        expect(value).not.toMatch(/^ | $| {2}/);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the caret after the same digit', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const result = formatCardNumber(raw, caret);
        const digitsBefore = raw.slice(0, Math.max(caret, 0)).replace(/\D/g, '').length;
        const kept = result.value.replace(/ /g, '').length;
        expect(result.value.slice(0, result.caret).replace(/ /g, '').length).toBe(
          Math.min(digitsBefore, kept),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const once = formatCardNumber(raw, caret);
        expect(formatCardNumber(once.value, once.caret)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
