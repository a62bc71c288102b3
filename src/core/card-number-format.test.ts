import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletedSeparator, type FieldEdit, formatCardNumber } from '@/core/card-number-format';
import { maxCardNumberLength } from '@/core/card-schemes';
import { detectScheme } from '@/core/scheme-detection';

function maxLengthFor(digits: string): number {
  const scheme = detectScheme(digits);
  return scheme === undefined ? maxCardNumberLength : Math.max(...scheme.lengths);
}

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

  // An edit of the field as it was (`previous`, the caret where the edit started): rows read
  // "the field before, the field right after the browser applied the key or paste, the result".
  it.each([
    // A digit typed into a complete number is refused like one typed at its end: nothing moves.
    ['visa, middle', '4111 11|11 1111 1111', '4111 115|11 1111 1111', '4111 11|11 1111 1111'],
    ['visa, end', '4111 1111 1111 1111|', '4111 1111 1111 11115|', '4111 1111 1111 1111|'],
    ['visa, start', '|4111 1111 1111 1111', '5|4111 1111 1111 1111', '|4111 1111 1111 1111'],
    ['visa, after a space', '4111 |1111 1111 1111', '4111 5|1111 1111 1111', '4111 |1111 1111 1111'],
    ['amex, middle', '3782 82|2463 10005', '3782 829|2463 10005', '3782 82|2463 10005'],
    ['amex, end', '3782 822463 10005|', '3782 822463 100059|', '3782 822463 10005|'],
    ['mastercard, middle', '5555 5555 |5555 4444', '5555 5555 1|5555 4444', '5555 5555 |5555 4444'],
    [
      'unknown scheme at 19, middle',
      '9999 99|99 9999 9999 999',
      '9999 991|99 9999 9999 999',
      '9999 99|99 9999 9999 999',
    ],
    ['diners, middle', '3622 7206|27 1667', '3622 72061|27 1667', '3622 7206|27 1667'],
    // A digit typed into a number that is not complete yet still goes in.
    ['visa with 15 digits', '4111 11|11 1111 111', '4111 115|11 1111 111', '4111 115|1 1111 1111'],
    // Typing over a selected digit of a complete number replaces it.
    ['visa, a digit selected', '4111 1|111 1111 1111', '4111 15|11 1111 1111', '4111 15|11 1111 1111'],
    // A paste too long is cut to the scheme's length, the caret right after what was kept of it.
    ['paste into an empty field', '|', '4111111111111111999|', '4111 1111 1111 1111|'],
    ['paste into the middle', '4111 |1111', '4111 222233334444|1111', '4111 2222 3333| 1111'],
    ['paste of an amex', '|', '378282246310005123|', '3782 822463 10005|'],
    ['paste of an unknown scheme', '|', '99999999999999999999999|', '9999 9999 9999 9999 999|'],
    ['paste of spaced digits', '4111 |', '4111 1111 1111 1111 9999|', '4111 1111 1111 1111|'],
  ])('%s: %j, then %j → %j', (_name, before, after, expected) => {
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

  it('never holds more digits than the scheme allows after an insertion, and a refusal moves nothing', () => {
    const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '9');
    const edit = fc
      .tuple(
        fc.string({ unit: digit, maxLength: 22 }),
        fc.string({ unit: digit, minLength: 1, maxLength: 6 }),
      )
      .chain(([start, typed]) => {
        const before = formatCardNumber(start, start.length);
        return fc.tuple(
          fc.constant(before),
          fc.constant(typed),
          fc.integer({ min: 0, max: before.value.length }),
        );
      });
    fc.assert(
      fc.property(edit, ([before, typed, at]) => {
        const previous = { value: before.value, caret: at };
        const raw = before.value.slice(0, at) + typed + before.value.slice(at);
        const result = formatCardNumber(raw, at + typed.length, previous);
        const digits = result.value.replace(/ /g, '');
        expect(digits.length).toBeLessThanOrEqual(maxLengthFor(digits));
        // The digits that were there stay, in order, whatever was typed.
        expect(digits.length).toBeGreaterThanOrEqual(
          Math.min(before.value.replace(/ /g, '').length, digits.length),
        );
        if (digits === before.value.replace(/ /g, '')) expect(result).toEqual(previous);
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
