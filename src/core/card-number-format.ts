import { type CardScheme, defaultGroups, maxCardNumberLength } from '@/core/card-schemes';
import { detectScheme } from '@/core/scheme-detection';

/** A field's text with the caret (selection end) position in it. */
export interface FieldEdit {
  readonly value: string;
  readonly caret: number;
}

/**
 * Which way the shopper deleted a single separator the formatter had inserted, comparing the field
 * before (`previous`) and after the keystroke: 'backward' for Backspace just after it, 'forward' for
 * Delete just before it. Without this, the formatter would put the separator straight back and the
 * key would seem dead.
 */
export function deletedSeparator(
  raw: string,
  caret: number,
  previous: FieldEdit | undefined,
  separator: string,
): 'backward' | 'forward' | undefined {
  if (previous === undefined || previous.value.length !== raw.length + 1) return undefined;
  if (previous.value[caret] !== separator) return undefined;
  if (previous.value.slice(0, caret) !== raw.slice(0, caret)) return undefined;
  if (previous.value.slice(caret + 1) !== raw.slice(caret)) return undefined;
  if (previous.caret === caret + 1) return 'backward';
  if (previous.caret === caret) return 'forward';
  return undefined;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function clampCaret(caret: number, length: number): number {
  if (!Number.isFinite(caret)) return length;
  return Math.min(Math.max(Math.trunc(caret), 0), length);
}

/** The most digits a number of `scheme` may have (19 when unknown). */
function maxLengthOf(scheme: CardScheme | undefined): number {
  return scheme === undefined ? maxCardNumberLength : Math.max(...scheme.lengths);
}

function digitsIn(text: string, from: number, to: number): string {
  let digits = '';
  for (let index = from; index < to; index++) if (isDigit(text[index])) digits += text[index];
  return digits;
}

/**
 * Where an edit put its text, as [start, end) of `raw`: `previous` with the span from its caret
 * (the selection's start, before the edit) replaced by raw's text up to the caret. Undefined when
 * raw is not such an edit of `previous` (a script or autofill set the whole value).
 */
function insertedSpan(
  raw: string,
  caret: number,
  previous: FieldEdit | undefined,
): { start: number; end: number } | undefined {
  if (previous === undefined) return undefined;
  const start = clampCaret(previous.caret, previous.value.length);
  const tail = raw.length - caret;
  if (caret < start || tail > previous.value.length - start) return undefined;
  if (raw.slice(0, start) !== previous.value.slice(0, start)) return undefined;
  if (raw.slice(caret) !== previous.value.slice(previous.value.length - tail)) return undefined;
  return { start, end: caret };
}

/**
 * Formats the card-number field after any edit (typing, paste, autofill, deletion): keeps digits only,
 * cuts at the detected scheme's longest length (19 when unknown), groups by the scheme's mask with
 * spaces, and keeps the caret right after the same digit it followed in the raw text.
 *
 * Typed or pasted into a number, digits past the scheme's length are cut from what was typed, not
 * from the digits already there: a key pressed in a complete number is refused (value and caret
 * unchanged) as one pressed at its end is, and a long paste keeps what fits, the caret after it.
 */
export function formatCardNumber(raw: string, caret: number, previous?: FieldEdit): FieldEdit {
  let text = raw;
  let at = clampCaret(caret, raw.length);
  const deleted = deletedSeparator(raw, at, previous, ' ');
  if (deleted === 'backward') {
    // Backspace on a space removes the digit before it, as if the space were not there.
    let index = at - 1;
    while (index >= 0 && !isDigit(text[index])) index--;
    if (index >= 0) {
      text = text.slice(0, index) + text.slice(index + 1);
      at = index;
    }
  } else if (deleted === 'forward') {
    let index = at;
    while (index < text.length && !isDigit(text[index])) index++;
    if (index < text.length) text = text.slice(0, index) + text.slice(index + 1);
  }

  let digits = '';
  let digitsBeforeCaret = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isDigit(char)) {
      digits += char;
      if (index < at) digitsBeforeCaret++;
    }
  }
  let scheme = detectScheme(digits);
  const span = deleted === undefined ? insertedSpan(raw, at, previous) : undefined;
  if (span !== undefined && previous !== undefined && digits.length > maxLengthOf(scheme)) {
    const before = digitsIn(text, 0, span.start);
    const inserted = digitsIn(text, span.start, span.end);
    const after = digitsIn(text, span.end, text.length);
    const room = Math.max(maxLengthOf(scheme) - before.length - after.length, 0);
    const replacedNothing = raw.length - (span.end - span.start) === previous.value.length;
    if (room === 0 && replacedNothing) {
      return { value: previous.value, caret: clampCaret(previous.caret, previous.value.length) };
    }
    digits = before + inserted.slice(0, room) + after;
    digitsBeforeCaret = before.length + Math.min(inserted.length, room);
    scheme = detectScheme(digits);
  }
  const maxLength = maxLengthOf(scheme);
  digits = digits.slice(0, maxLength);
  digitsBeforeCaret = Math.min(digitsBeforeCaret, digits.length);

  const groups = scheme?.groups ?? defaultGroups;
  let value = '';
  let newCaret = 0;
  let group = 0;
  let leftInGroup = groups[0] ?? maxLength;
  for (let index = 0; index < digits.length; index++) {
    if (leftInGroup === 0) {
      group++;
      leftInGroup = groups[group] ?? Number.POSITIVE_INFINITY;
      value += ' ';
    }
    value += digits[index];
    leftInGroup--;
    if (index === digitsBeforeCaret - 1) newCaret = value.length;
  }
  return { value, caret: newCaret };
}
