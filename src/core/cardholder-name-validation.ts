import { cardholderNameMaxLength } from '@/core/cardholder-name-length';
import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

/** A letter of any script: Latin, Cyrillic, Greek, Hebrew, Arabic, CJK, Devanagari, ... */
const letter = /\p{L}/u;

/**
 * Characters no printed name holds and that could disguise or break what the gateway, a receipt or
 * a back office shows: control characters (tab, newline, NUL, C1), line and paragraph separators,
 * lone surrogates and the invisible format characters, among them the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C). Zero-width non-joiner
 * and joiner (U+200C, U+200D) stay allowed: Persian, Arabic and Indic names need them.
 */
const hostile = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

const required = validationResult('card.name.required', true);
const invalid = validationResult('card.name.invalid', false);
/** No letter yet: "3" may still become "3M Company", so the error waits until the field is left. */
const noLetter = validationResult('card.name.invalid', true);

/**
 * Name on the card: refuses only what cannot be one. Required (where the variant shows the field),
 * at least one letter of any script (so "12345", "--.." and "!!!" are refused), at most
 * cardholderNameMaxLength after trimming, and no control or bidi characters. Anything else a card
 * may carry is accepted: apostrophes (O'Brien, O’Brien), hyphens, dots, commas, '&' and digits
 * ("ACME 2000 LTD" on a company card).
 */
export function validateCardholderName(value: string): ValidationResult {
  if (isBlank(value)) return required;
  const name = value.trim();
  if (name.length > cardholderNameMaxLength || hostile.test(name)) return invalid;
  return letter.test(name) ? validResult : noLetter;
}
