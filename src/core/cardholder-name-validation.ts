import { cardholderNameMaxLength } from '@/core/cardholder-name-length';
import { hasHostileCharacters, holdsCardNumber } from '@/core/free-text-checks';
import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

/** A letter of any script: Latin, Cyrillic, Greek, Hebrew, Arabic, CJK, Devanagari, ... */
const letter = /\p{L}/u;

const required = validationResult('card.name.required', true);
const invalid = validationResult('card.name.invalid', false);
/** No letter yet: "3" may still become "3M Company", so the error waits until the field is left. */
const noLetter = validationResult('card.name.invalid', true);

/**
 * Name on the card: refuses only what cannot be one. Required (where the variant shows the field),
 * at least one letter of any script (so "12345", "--.." and "!!!" are refused), at most
 * cardholderNameMaxLength after trimming, no control or bidi characters, and no card number (a
 * number pasted into the wrong field would leave as the name, unmasked). Anything else a card
 * may carry is accepted: apostrophes (O'Brien, O’Brien), hyphens, dots, commas, '&' and digits
 * ("ACME 2000 LTD" on a company card).
 */
export function validateCardholderName(value: string): ValidationResult {
  if (isBlank(value)) return required;
  const name = value.trim();
  if (name.length > cardholderNameMaxLength || hasHostileCharacters(name) || holdsCardNumber(name)) {
    return invalid;
  }
  return letter.test(name) ? validResult : noLetter;
}
