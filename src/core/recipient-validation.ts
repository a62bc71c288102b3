import { countryAlpha3Codes } from '@/core/country-alpha3-codes';
import { hasHostileCharacters, holdsCardNumber } from '@/core/free-text-checks';
import type { RecipientInput } from '@/core/gateway/payloads';
import type { ValidationResult } from '@/core/validation-result';

/** A recipient field, named as in RecipientInput (the payload's j5, j13, j6, j7, j9). */
export type RecipientField = keyof RecipientInput;

/** Every key here exists in public/assets/i18n/en.json (checked by recipient-validation.test.ts). */
export const recipientErrorKeys = [
  'recipient.firstName.required',
  'recipient.firstName.invalid',
  'recipient.lastName.required',
  'recipient.lastName.invalid',
  'recipient.streetAddress.required',
  'recipient.city.required',
  'recipient.country.required',
  'recipient.country.invalid',
  'recipient.tooLong',
  'recipient.invalidText',
] as const;
export type RecipientErrorKey = (typeof recipientErrorKeys)[number];

/** The key of each recipient field's label, so a summary can name the field (src/features/field-logic/state/field-checks.ts). */
export const recipientLabelKeys: Readonly<Record<RecipientField, string>> = {
  firstName: 'recipient.firstName.label',
  lastName: 'recipient.lastName.label',
  streetAddress: 'recipient.streetAddress.label',
  city: 'recipient.city.label',
  countryAlpha3: 'recipient.country.label',
};

/** The validators' one result shape, with the keys under `recipient.*` in en.json. */
type RecipientValidationResult = ValidationResult<RecipientErrorKey>;

/**
 * The spec fixes no lengths for recipient fields. These are generous guards against pasted
 * paragraphs, not scheme limits; the inputs carry the same maxLength, so a shopper never meets them.
 */
export const recipientMaxLength: Readonly<Record<RecipientField, number>> = {
  firstName: 64,
  lastName: 64,
  streetAddress: 128,
  city: 64,
  countryAlpha3: 3,
};

/**
 * A person's name, stricter than the name on a card (which may be a company's): letters of any
 * script with their combining marks and the zero-width joiners Persian and Indic names need,
 * spaces, apostrophes (straight and typographic), hyphens and dots, and at least one letter.
 */
const namePattern = /^(?:[\p{L}\p{M} '’\-.]|\u200c|\u200d)+$/u;
const letter = /\p{L}/u;

const valid: RecipientValidationResult = { isValid: true, isPotentiallyValid: true };

function refused(error: RecipientErrorKey, isPotentiallyValid: boolean): RecipientValidationResult {
  return { isValid: false, isPotentiallyValid, error };
}

/**
 * The recipient of a money transfer (settings.recipientDetails): every field required when shown
 * (spec section 5: whitespace-only counts as empty); names in letters; the country one of the
 * ISO 3166-1 alpha-3 codes, exactly as the list offers it.
 */
export function validateRecipientField(field: RecipientField, value: string): RecipientValidationResult {
  const trimmed = value.trim();
  if (field === 'countryAlpha3') {
    if (trimmed === '') return refused('recipient.country.required', true);
    return countryAlpha3Codes.has(trimmed) ? valid : refused('recipient.country.invalid', false);
  }
  if (trimmed === '') return refused(`recipient.${field}.required`, true);
  if (trimmed.length > recipientMaxLength[field]) return refused('recipient.tooLong', false);
  // Street and city take any text, but not what could disguise it or a card number.
  if (hasHostileCharacters(trimmed) || holdsCardNumber(trimmed)) {
    return refused(
      field === 'streetAddress' || field === 'city' ? 'recipient.invalidText' : `recipient.${field}.invalid`,
      false,
    );
  }
  if (
    (field === 'firstName' || field === 'lastName') &&
    !(namePattern.test(trimmed) && letter.test(trimmed))
  ) {
    return refused(`recipient.${field}.invalid`, false);
  }
  return valid;
}
