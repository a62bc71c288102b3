/**
 * What every field validator returns. Validators speak in translation keys (docs/architecture.md, principle 5):
 * only components turn a key into text, so the core stays free of i18next.
 */

/** Every key here exists in public/assets/i18n/en.json (checked by validation-result.test.ts). */
export const validationErrorKeys = [
  'card.number.required',
  'card.number.invalid',
  'card.number.incomplete',
  'card.number.unsupported',
  'card.expiry.required',
  'card.expiry.invalid',
  'card.expiry.month',
  'card.expiry.past',
  'card.expiry.tooFar',
  'card.cvv.required',
  'card.cvv.invalid',
  'card.name.required',
  'card.name.invalid',
] as const;

export type ValidationErrorKey = (typeof validationErrorKeys)[number];

/**
 * The one result shape of every validator (card, billing, recipient fields): `Key` is the
 * validator's own union of translation keys, the card fields' by default.
 */
export interface ValidationResult<Key extends string = ValidationErrorKey> {
  /** The value can be submitted as it is. */
  readonly isValid: boolean;
  /**
   * The value is valid, or can still become valid as the shopper keeps typing. The UI shows an error
   * while typing only when this is false, and any error once the field is left.
   */
  readonly isPotentiallyValid: boolean;
  readonly error?: Key;
  /** Values interpolated into the message, e.g. `{{length}}` in 'card.cvv.invalid'. */
  readonly params?: Readonly<Record<string, string>>;
}

/** Shared frozen results: validators return these instead of allocating a new object per keystroke. */
export const validResult: ValidationResult = Object.freeze({ isValid: true, isPotentiallyValid: true });

export function validationResult(
  error: ValidationErrorKey,
  isPotentiallyValid: boolean,
  params?: Readonly<Record<string, string>>,
): ValidationResult {
  return Object.freeze(
    params === undefined
      ? { isValid: false, isPotentiallyValid, error }
      : { isValid: false, isPotentiallyValid, error, params },
  );
}

/** The spec's emptiness rule (section 5): empty or whitespace-only counts as empty. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}
