import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

/**
 * Expiry date as the field holds it (expiry-format.ts: "MM/YY", or "MM/20", "MM/203" on the way to a
 * four-digit year) or autofilled ("MM/YYYY", "MM / YY", "M/YY"). Spec section 5: the expiry is split
 * at a slash into month and year. `now` is injected so the rules test with a frozen clock.
 */

/** A card expiring more than this many months ahead is refused as a typo. */
const maxMonthsAhead = 20 * 12;

/**
 * A card is valid through the last day of its month in the issuer's time zone, which we do not know.
 * "Past" is judged from UTC-12 (the last place where a month ends) and "too far" from UTC+14 (the
 * first where one begins), so no card that is acceptable somewhere is refused; the gateway decides.
 */
const hourMs = 60 * 60 * 1000;
const latestOffsetMs = -12 * hourMs;
const earliestOffsetMs = 14 * hourMs;

/** Months since year 0 of the calendar month `now` falls in, at the given UTC offset. */
function monthIndexAt(now: Date, offsetMs: number): number {
  const shifted = new Date(now.getTime() + offsetMs);
  return shifted.getUTCFullYear() * 12 + shifted.getUTCMonth();
}

const complete = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;
/** Anything that can still grow into a complete value while the shopper types. */
const partial = /^(?:\d{1,2}(?:\s*\/\s*\d{0,3})?)?$/;

const required = validationResult('card.expiry.required', true);
const invalid = validationResult('card.expiry.invalid', false);
const typing = validationResult('card.expiry.invalid', true);
const badMonth = validationResult('card.expiry.month', false);
const past = validationResult('card.expiry.past', false);
const tooFar = validationResult('card.expiry.tooFar', false);
/** '12/20' is past, but may still grow into '12/2030': said once the field is left or the form paid. */
const pastWhileTyping = validationResult('card.expiry.past', true);

export function validateExpiry(value: string, now: Date): ValidationResult {
  if (isBlank(value)) return required;
  const text = value.trim();
  const match = complete.exec(text);
  if (match === null) {
    if (!partial.test(text)) return invalid;
    const monthDigits = /^\d+/.exec(text)?.[0] ?? '';
    // '1' or '0' can still become a month; '00', '13' or '0/' cannot.
    const monthPossible =
      monthDigits.length === 1
        ? text === monthDigits || monthDigits !== '0'
        : Number(monthDigits) >= 1 && Number(monthDigits) <= 12;
    if (!monthPossible) return badMonth;
    // Three year digits are the start of a four-digit year: refused at once when none of its
    // completions can be acceptable ('12/209' is 2090 at the earliest).
    const startOfYear = /\/\s*(\d{3})$/.exec(text)?.[1];
    const month = Number(monthDigits);
    if (startOfYear === undefined || month < 1) return typing;
    if (completesToAcceptable(month, startOfYear, now)) return typing;
    return expiryMonthIndex(month, `${startOfYear}9`, now) < firstAcceptable(now) ? past : tooFar;
  }
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return badMonth;

  const monthIndex = expiryMonthIndex(month, yearText, now);
  const verdict =
    monthIndex < firstAcceptable(now) ? past : monthIndex > lastAcceptable(now) ? tooFar : validResult;
  // A past two-digit year may be the first half of a four-digit one the shopper is still typing
  // ('12/20' of '12/2030'). A too-far one never is: its four-digit completions are further still.
  if (verdict === past && yearText.length === 2 && completesToAcceptable(month, yearText, now)) {
    return pastWhileTyping;
  }
  return verdict;
}

/** The first and the last expiry month (months since year 0) acceptable at `now`. */
function firstAcceptable(now: Date): number {
  return monthIndexAt(now, latestOffsetMs);
}
function lastAcceptable(now: Date): number {
  return monthIndexAt(now, earliestOffsetMs) + maxMonthsAhead;
}

/** Whether some four-digit year starting with `prefix` makes `month` an acceptable expiry at `now`. */
function completesToAcceptable(month: number, prefix: string, now: Date): boolean {
  const first = firstAcceptable(now);
  const last = lastAcceptable(now);
  for (let year = Math.floor(first / 12); year <= Math.floor(last / 12); year++) {
    const index = year * 12 + (month - 1);
    if (String(year).startsWith(prefix) && index >= first && index <= last) return true;
  }
  return false;
}

/** Months since year 0 of an expiry month (1–12) and its two- or four-digit year. */
function expiryMonthIndex(month: number, yearText: string, now: Date): number {
  const nowYear = now.getUTCFullYear();
  // Two-digit years are read in the current century (valid cards are never more than 20 years ahead).
  const year = yearText.length === 2 ? nowYear - (nowYear % 100) + Number(yearText) : Number(yearText);
  return year * 12 + (month - 1);
}

/**
 * Whether a card expiring in `month` (1–12) of `yearText` (two or four digits) is past at `now`,
 * by the same rule as the typed expiry ('card.expiry.past'): only once its month is over everywhere.
 */
export function isExpiryPast(month: number, yearText: string, now: Date): boolean {
  return expiryMonthIndex(month, yearText, now) < firstAcceptable(now);
}

/**
 * Month and two-digit year as sent to the gateway (b3, b4): split at the slash, month zero-padded,
 * a four-digit year cut to its last two digits. Without a slash both parts are ''.
 */
export function splitExpiry(value: string): { month: string; year: string } {
  const slash = value.indexOf('/');
  if (slash < 0) return { month: '', year: '' };
  const month = value.slice(0, slash).replace(/\D/g, '');
  const year = value.slice(slash + 1).replace(/\D/g, '');
  return {
    month: month.length === 1 ? `0${month}` : month,
    year: year.length === 4 ? year.slice(2) : year,
  };
}
