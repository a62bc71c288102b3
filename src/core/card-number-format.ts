import { defaultGroups, maxCardNumberLength } from '@/core/card-schemes';
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

/**
 * Formats the card-number field after any edit (typing, paste, autofill, deletion): keeps digits only,
 * cuts at the detected scheme's longest length (19 when unknown), groups by the scheme's mask with
 * spaces, and keeps the caret right after the same digit it followed in the raw text.
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
  const scheme = detectScheme(digits);
  const maxLength = scheme === undefined ? maxCardNumberLength : Math.max(...scheme.lengths);
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
