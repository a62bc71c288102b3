import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

/**
 * Expiry date as typed ("MM/YY") or autofilled ("MM/YYYY", "MM / YY", "M/YY"). Spec section 5: the
 * expiry is split at a slash into month and year. `now` is injected so the rules test with a frozen clock.
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
    return monthPossible ? typing : badMonth;
  }
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return badMonth;

  const monthIndex = expiryMonthIndex(month, yearText, now);
  if (monthIndex < monthIndexAt(now, latestOffsetMs)) return past;
  if (monthIndex > monthIndexAt(now, earliestOffsetMs) + maxMonthsAhead) return tooFar;
  return validResult;
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
  return expiryMonthIndex(month, yearText, now) < monthIndexAt(now, latestOffsetMs);
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
