import { type CardScheme, cardSchemes } from '@/core/card-schemes';
import { isBlank, type ValidationResult, validationResult, validResult } from '@/core/validation-result';

/** Until the scheme is known, accept any length a card may have (3, or 4 for amex): read from the table. */
const unknownSchemeLengths: readonly number[] = [
  ...new Set(cardSchemes.flatMap((scheme) => scheme.securityCodeLengths)),
].sort((a, b) => a - b);

const required = validationResult('card.cvv.required', true);

/**
 * The `{{length}}` of 'card.cvv.invalid': '3', or the range '3–4'. A range with an en dash reads
 * the same in all 16 languages, where an English "or" inside a translated sentence would not.
 */
function lengthParam(lengths: readonly number[]): Readonly<Record<string, string>> {
  const min = Math.min(...lengths);
  const max = Math.max(...lengths);
  return { length: min === max ? String(min) : `${min}–${max}` };
}

/** The lengths a security code may have for `scheme` (either card's, while it is unknown). */
function securityCodeLengths(scheme: CardScheme | undefined): readonly number[] {
  return scheme?.securityCodeLengths ?? unknownSchemeLengths;
}

/** The most digits a security code may have for `scheme` (any card's most, while it is unknown). */
export function securityCodeMaxLength(scheme: CardScheme | undefined): number {
  return Math.max(...securityCodeLengths(scheme));
}

/**
 * The field's hint for `scheme`: a scheme whose code may have four digits (amex, printed on the
 * front) gets its own wording; every other scheme, and a number not yet recognised, the usual one.
 * Read from the scheme table's security-code lengths, so no scheme is named here.
 */
export function securityCodeHint(scheme: CardScheme | undefined): 'card.cvv.hint' | 'card.cvv.hintAmex' {
  return scheme && Math.max(...scheme.securityCodeLengths) > 3 ? 'card.cvv.hintAmex' : 'card.cvv.hint';
}

/** Security code (CVV/CVC/CID): digits only, length per scheme (spec section 5: 3; amex 3 or 4). */
export function validateSecurityCode(value: string, scheme: CardScheme | undefined): ValidationResult {
  if (isBlank(value)) return required;
  const code = value.trim();
  const lengths = securityCodeLengths(scheme);
  if (!/^\d+$/.test(code)) return validationResult('card.cvv.invalid', false, lengthParam(lengths));
  if (lengths.includes(code.length)) return validResult;
  return validationResult(
    'card.cvv.invalid',
    code.length < securityCodeMaxLength(scheme),
    lengthParam(lengths),
  );
}
