import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

const minLength = 2;
const maxLength = 64;

/**
 * Letters of any script (with their combining marks, so decomposed accents and Indic vowel signs
 * pass), spaces, apostrophes (straight and typographic: phones autocorrect O'Brien to O’Brien),
 * hyphens and dots.
 */
const allowed = /^[\p{L}\p{M} '’\-.]+$/u;
const letter = /\p{L}/u;

const required = validationResult('card.name.required', true);
const tooShort = validationResult('card.name.invalid', true);
const invalid = validationResult('card.name.invalid', false);

/** Name on the card: required, 2 to 64 characters after trimming, no digits or symbols. */
export function validateCardholderName(value: string): ValidationResult {
  if (isBlank(value)) return required;
  const name = value.trim();
  if (!allowed.test(name) || !letter.test(name) || name.length > maxLength) return invalid;
  // A single letter may be the start of a name: shown only once the field is left.
  if (name.length < minLength) return tooShort;
  return validResult;
}
