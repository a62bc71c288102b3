import type { VariantSettings } from '@variants/settings';
import { isBlank } from '@/core/validation-result';
import type { FieldCheck } from '@/state/card-form';

export interface ErrorVisibility {
  /** The field is marked invalid (aria-invalid, red border). */
  invalid: boolean;
  /** The error text is shown as well. */
  showText: boolean;
}

/**
 * When a field's error shows: after the shopper leaves the field or submits, never
 * while the shopper is typing a value that is still potentially valid; at once when the value can no longer become valid.
 * Empty fields are marked but get text only where the variant enables empty-field messages,
 * and no text at all where the variant hides error text.
 */
export function errorVisibility(a: {
  check: FieldCheck;
  value: string;
  touched: boolean;
  submitted: boolean;
  focused: boolean;
  settings: Pick<VariantSettings, 'showErrorText' | 'showEmptyFieldErrors'>;
}): ErrorVisibility {
  if (a.check.isValid) return { invalid: false, showText: false };
  const blank = isBlank(a.value);
  const hopeless = !a.check.isPotentiallyValid && !blank;
  // A shopper typing a still-possible value is left alone; an empty field that submit just
  // focused is not "being typed", so it stays marked.
  const typing = a.focused && a.check.isPotentiallyValid && !blank;
  const judged = (a.touched || a.submitted) && !typing;
  const invalid = hopeless || judged;
  return { invalid, showText: invalid && errorTextAllowed(a.value, a.settings) };
}

/**
 * Whether a field's message may be said at all, wherever it would appear (the field, the error
 * summary): never where the variant hides error text (refundit, salesforce vpos), and for an empty
 * field only where the variant enables empty-field messages (moneycorp). Spec sections 2 and 9.
 */
export function errorTextAllowed(
  value: string,
  settings: Pick<VariantSettings, 'showErrorText' | 'showEmptyFieldErrors'>,
): boolean {
  return settings.showErrorText && (!isBlank(value) || settings.showEmptyFieldErrors);
}
