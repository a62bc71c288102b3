import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldEdit } from '@/core/card-number-format';
import { formatExpiry } from '@/core/expiry-format';

function show(edit: FieldEdit): string {
  return `${edit.value.slice(0, edit.caret)}|${edit.value.slice(edit.caret)}`;
}

function field(text: string): FieldEdit {
  const caret = text.indexOf('|');
  return { value: text.replace('|', ''), caret: caret < 0 ? text.length : caret };
}

describe('formatExpiry', () => {
  it.each([
    ['1|', '1|'],
    ['0|', '0|'],
    ['2|', '02/|'],
    ['9|', '09/|'],
    ['12|', '12/|'],
    ['123|', '12/3|'],
    ['1230|', '12/30|'],
    ['12305|', '12/30|'],
    ['1/|', '01/|'],
    ['12/2030|', '12/30|'],
    ['12 / 30|', '12/30|'],
    ['1/27|', '01/27|'],
    ['12/3|', '12/3|'],
    // A year starting with 20 may be a four-digit year on its way: it grows, then keeps its last two.
    ['12/203|', '12/203|'],
    ['12/20301|', '12/30|'],
    ['12/213|', '12/21|'],
    ['122030|', '12/30|'],
    ['12203|', '12/203|'],
    ['12-2030|', '12/30|'],
    ['12.30|', '12/30|'],
    ['12 2030|', '12/30|'],
    ['1-30|', '01/30|'],
    ['1 |', '01/|'],
    [' 12/30|', '12/30|'],
    ['/12|', '12/|'],
    ['1a2|', '12/|'],
    ['1|2/30', '1|2/30'],
    ['12/|30', '12/|30'],
    ['|12/30', '|12/30'],
    ['', '|'],
  ])('%j → %j', (raw, expected) => {
    const input = field(raw);
    expect(show(formatExpiry(input.value, input.caret))).toBe(expected);
  });

  // Year first, in one step, as some password managers fill the field (1.3.5 / 3.3.7): read as
  // month and year, like the month-first "12/2030" above.
  it.each([
    ['2030-12|', '12/30|', 'ISO 8601 year-month'],
    ['203012|', '12/30|', 'digits only'],
    ['2030/12|', '12/30|', 'slash'],
    ['2031.01|', '01/31|', 'dot'],
    [' 2030 12 |', '12/30|', 'blank, padded'],
  ])('reads the year-first %j as %j (%s)', (raw, expected) => {
    const input = field(raw);
    expect(show(formatExpiry(input.value, input.caret))).toBe(expected);
  });

  /** What the field shows after each key, typed one by one into the formatted value. */
  const typed = (keys: string) =>
    [...keys].reduce((edit, key) => formatExpiry(edit.value + key, edit.caret + 1, edit), field('')).value;

  it.each([
    ['1230', '12/30'],
    ['122030', '12/30'],
    // A first 2 by hand is February, as always: the year-first reading is for one-step fills only.
    ['203012', '02/03'],
    ['0530', '05/30'],
  ])('typed key by key, %j stays as the shopper means it: %j', (keys, expected) => {
    expect(typed(keys)).toBe(expected);
  });

  // A month typed that is no month is kept as typed, never read as another date ('13/30' was
  // once charged as 01/33): the validator refuses it with 'card.expiry.month'.
  it.each([
    ['13|', '13/|'],
    ['00|', '00/|'],
    ['19|', '19/|'],
    ['1330|', '13/30|'],
    ['13/30|', '13/30|'],
    ['13/|', '13/|'],
    ['00/30|', '00/30|'],
    ['0030|', '00/30|'],
    ['0/|', '0/|'],
    ['0/30|', '0/30|'],
    ['99/99|', '99/99|'],
    ['13/2030|', '13/30|'],
  ])('keeps the impossible month of %j: %j', (raw, expected) => {
    const input = field(raw);
    expect(show(formatExpiry(input.value, input.caret))).toBe(expected);
  });

  it.each([
    // Typed key by key: each row is the field before and after one more key.
    ['1|', '13|', '13/|'],
    ['13/|', '13/3|', '13/3|'],
    ['13/3|', '13/30|', '13/30|'],
    ['0|', '00|', '00/|'],
    ['0|', '0/|', '0/|'],
    ['12/20|', '12/203|', '12/203|'],
    ['12/203|', '12/2030|', '12/30|'],
    ['12/30|', '12/301|', '12/30|'],
    ['12/|', '12/-|', '12/|'],
    ['1|', '1-|', '01/|'],
  ])('typing: %j, then %j → %j', (before, after, expected) => {
    const input = field(after);
    expect(show(formatExpiry(input.value, input.caret, field(before)))).toBe(expected);
  });

  it.each([
    // Backspace right after the automatic slash removes it with the month's last digit.
    ['12/|', '12|', '1|'],
    ['02/|', '02|', '0|'],
    // With a year behind it, the slash stays and the caret steps over it.
    ['12/|3', '12|3', '12|/3'],
    ['12|/30', '12|30', '12/|30'],
    // An ordinary backspace on the year.
    ['12/3|', '12/|', '12/|'],
  ])('previous %j, raw %j → %j', (before, after, expected) => {
    const input = field(after);
    expect(show(formatExpiry(input.value, input.caret, field(before)))).toBe(expected);
  });

  const rawInput = fc.string({
    unit: fc.constantFrom('0', '1', '2', '3', '9', '/', '-', '.', ' ', 'x'),
    maxLength: 12,
  });
  const withCaret = rawInput.chain((raw) =>
    fc.tuple(fc.constant(raw), fc.integer({ min: -2, max: raw.length + 2 })),
  );

  it('keeps the caret within the value and the value in the MM/YY shape ("0/" as typed, "MM/20x" on the way to a four-digit year)', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const { value, caret: newCaret } = formatExpiry(raw, caret);
        expect(newCaret).toBeGreaterThanOrEqual(0);
        expect(newCaret).toBeLessThanOrEqual(value.length);
        expect(value).toMatch(/^(?:|[01]|(?:\d\d|0)\/(?:\d{0,2}|20\d))$/);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(withCaret, ([raw, caret]) => {
        const once = formatExpiry(raw, caret);
        expect(formatExpiry(once.value, once.caret)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
