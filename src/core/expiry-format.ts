import { deletedSeparator, type FieldEdit } from '@/core/card-number-format';

/**
 * Formats the expiry field as "MM/YY" after any edit. The slash appears by itself once the month has
 * two digits ('12' → '12/'), a first digit 2-9 can only be a month of its own ('2' → '02/'), and a
 * four-digit year, typed, pasted or autofilled ("MM/YYYY", "MMYYYY", "MM-YYYY"), keeps its last two
 * digits: many cards print the year as 2030. While such a year is being typed the field shows it as
 * it grows ('12/20', '12/203', then '12/30'). A month the shopper typed that is no month ('13', '00',
 * '0/') stays as typed, for the validator to refuse ('card.expiry.month'): read as another date
 * ('13/30' as 01/33) it would be charged as one.
 */

interface Piece {
  readonly char: string;
  /** Index in the raw text of the digit this character stands for (padding zeros: the padded digit). */
  readonly source: number;
}

function digitPositions(text: string, from: number, to: number): number[] {
  const positions: number[] = [];
  for (let index = from; index < to; index++) {
    const char = text[index];
    if (char !== undefined && char >= '0' && char <= '9') positions.push(index);
  }
  return positions;
}

interface Parts {
  readonly month: Piece[];
  readonly year: Piece[];
  /** A slash follows the month: it has two digits, or the shopper typed one after it. */
  readonly slash: boolean;
}

/**
 * The year digits the field keeps. A year starting with '20' may be a four-digit year on its way
 * ('20', '203'; every card valid this century is a 20xx card) and keeps up to three digits, then its
 * last two once it has four ('2030' → '30'). Any other year keeps its first two: a digit typed after
 * '12/30' is refused, as before.
 */
function keptYear(year: readonly Piece[]): Piece[] {
  const century = year[0]?.char === '2' && year[1]?.char === '0';
  if (!century) return year.slice(0, 2);
  return year.length >= 4 ? year.slice(2, 4) : year.slice(0, 3);
}

/** Typed digit by digit: the month is read first, then the year digits. */
function fromDigits(text: string, positions: readonly number[]): Parts {
  const month: Piece[] = [];
  const year: Piece[] = [];
  for (const source of positions) {
    const char = text[source] ?? '';
    if (month.length === 2) {
      year.push({ char, source });
    } else if (month.length === 0 && char >= '2') {
      // No month starts with 2-9: '2' can only be February.
      month.push({ char: '0', source }, { char, source });
    } else {
      month.push({ char, source });
    }
  }
  return { month, year: keptYear(year), slash: month.length === 2 };
}

/**
 * Typed or pasted with a separator: the parts are taken as given ("1/27" → 01/27, "12-2030" → 12/30,
 * "13/30" and "0/" stay). Undefined when the separator has no month before it, or more than a month.
 */
function fromParts(
  text: string,
  monthPositions: readonly number[],
  yearPositions: readonly number[],
): Parts | undefined {
  const toPieces = (positions: readonly number[]): Piece[] =>
    positions.map((source) => ({ char: text[source] ?? '', source }));
  const month = toPieces(monthPositions);
  const first = month[0];
  if (month.length === 0 || month.length > 2) return undefined;
  // '1/' is January; '0/' is no month, and stays as typed.
  if (first !== undefined && month.length === 1 && first.char !== '0') {
    month.unshift({ char: '0', source: first.source });
  }
  return { month, year: keptYear(toPieces(yearPositions)), slash: true };
}

/**
 * Where the month ends: the first '/', '-', '.' or blank after a digit (cards and wallets print
 * "12/30", "12-2030", "12.30", "12 2030"), or -1 without one. A separator before any digit is
 * no month's end ('/12' is December, typed from the wrong end).
 */
function separatorIndex(text: string): number {
  let digitSeen = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (char >= '0' && char <= '9') digitSeen = true;
    else if (digitSeen && isSeparator(char)) return index;
  }
  return -1;
}

function isSeparator(char: string | undefined): boolean {
  return char !== undefined && /^[/.\s-]$/.test(char);
}

/** The last separator before `at` in the raw text, or -1. */
function lastSeparatorBefore(text: string, at: number): number {
  for (let index = at - 1; index >= 0; index--) if (isSeparator(text[index])) return index;
  return -1;
}

/**
 * A whole year-first expiry as some password managers fill it in one step ("2030-12", "203012",
 * ISO 8601's year-month): its year and month. Hand typing never leaves such a value in the field (a
 * first '2' is February at once, '02/'), and no month-first value starts with a 20xx year and ends
 * in a month, so the reading takes nothing a shopper typed.
 */
const yearFirst = /^\s*20(\d\d)[-/.\s]?(0[1-9]|1[0-2])\s*$/;

export function formatExpiry(raw: string, caret: number, previous?: FieldEdit): FieldEdit {
  const filled = yearFirst.exec(raw);
  if (filled) return { value: `${filled[2]}/${filled[1]}`, caret: 5 };
  const at = Math.min(Math.max(Number.isFinite(caret) ? Math.trunc(caret) : raw.length, 0), raw.length);
  const deleted = deletedSeparator(raw, at, previous, '/');
  if (deleted !== undefined && previous !== undefined) {
    const afterSlash = previous.value.slice(at + 1);
    if (deleted === 'backward' && afterSlash === '') {
      // Backspace right after the automatic slash removes it and the month's last digit ('12/' → '1'):
      // removing only the slash would let it reappear at once.
      return formatExpiry(raw.slice(0, Math.max(at - 1, 0)), Math.max(at - 1, 0));
    }
    // With year digits behind it, the slash stays and the caret steps over it.
    const kept = formatExpiry(previous.value, previous.value.length);
    return { value: kept.value, caret: deleted === 'backward' ? at : at + 1 };
  }

  const slash = separatorIndex(raw);
  const parts =
    slash < 0
      ? undefined
      : fromParts(raw, digitPositions(raw, 0, slash), digitPositions(raw, slash + 1, raw.length));
  const { month, year, slash: withSlash } = parts ?? fromDigits(raw, digitPositions(raw, 0, raw.length));

  const pieces: (Piece | undefined)[] = [...month];
  if (withSlash) pieces.push(undefined);
  pieces.push(...year);
  let value = '';
  let newCaret = 0;
  let lastSource = -1;
  for (const piece of pieces) {
    value += piece === undefined ? '/' : piece.char;
    if (piece !== undefined && piece.source < at) {
      newCaret = value.length;
      lastSource = piece.source;
    }
  }
  // The caret stays after the slash if it was after one in the raw text, and steps over the slash the
  // formatter just added after a complete month, so the next digit typed goes to the year.
  if (
    value[newCaret] === '/' &&
    (newCaret === value.length - 1 || lastSeparatorBefore(raw, at) > lastSource)
  ) {
    newCaret++;
  }
  return { value, caret: newCaret };
}
