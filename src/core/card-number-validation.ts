import {
  type CardScheme,
  cardSchemes,
  maxCardNumberLength,
  minUnknownCardNumberLength,
} from '@/core/card-schemes';
import { luhn } from '@/core/luhn';
import { detectScheme, maxPrefixLength, possibleSchemes } from '@/core/scheme-detection';
import { isBlank, type ValidationResult, validationResult } from '@/core/validation-result';

export interface CardNumberValidationOptions {
  /** Scheme ids accepted by the merchant (page config, lower-cased). Treat the array as immutable. */
  readonly supportedCardTypes: readonly string[];
  /** Strict card-type validation (spec section 5: basic, basic2 and salesforce vpos). */
  readonly strict: boolean;
}

export interface CardNumberValidationResult extends ValidationResult {
  /** The detected scheme, for the logo, the mask and the security-code length. */
  readonly scheme?: CardScheme;
}

/**
 * Which cards are accepted (spec sections 2 and 5; only basic, basic2 and salesforce vpos set
 * strictCardTypeValidation):
 * - strict: a card is accepted only if its scheme is in supportedCardTypes. A known scheme missing
 *   from it is refused ('card.number.unsupported'), and so is a number of no known scheme.
 * - not strict: supportedCardTypes only decides which scheme logos are advertised. Any card valid
 *   under its own scheme's rules (length, checksum) is accepted, so a merchant that lists visa and
 *   mastercard still takes an amex; the gateway decides what it really routes. A number of no known
 *   scheme is accepted when it has 12 to 19 digits and passes Luhn (e.g. regional schemes outside
 *   the table). 'card.number.unsupported' never comes from this mode.
 * In strict mode a detected but unsupported scheme, or no scheme yet, is only "still typing" while a
 * longer prefix of an earlier, supported row may take over ('62' is unionpay, '6220' is maestro).
 *
 * Error keys: shorter than the scheme's longest length and not yet valid → 'card.number.incomplete'
 * (potentially valid); an allowed length that fails Luhn → 'card.number.invalid', potentially valid
 * while a longer length is possible (a 16-digit maestro with a typo says "not valid" on blur rather
 * than "incomplete"); longer than allowed or failing Luhn at the longest length → 'card.number.invalid'.
 */

/** The rules a number is judged by: its scheme's, or the unknown-scheme ones. Results are built once. */
interface NumberRules {
  readonly lengths: readonly number[];
  readonly maxLength: number;
  readonly checksum: boolean;
  readonly valid: CardNumberValidationResult;
  readonly incomplete: CardNumberValidationResult;
  readonly invalidPotential: CardNumberValidationResult;
  readonly invalid: CardNumberValidationResult;
  readonly unsupported: CardNumberValidationResult;
}

function withScheme(result: ValidationResult, scheme: CardScheme | undefined): CardNumberValidationResult {
  return Object.freeze(scheme === undefined ? { ...result } : { ...result, scheme });
}

function rulesFor(lengths: readonly number[], checksum: boolean, scheme?: CardScheme): NumberRules {
  return {
    lengths,
    maxLength: Math.max(...lengths),
    checksum,
    valid: withScheme({ isValid: true, isPotentiallyValid: true }, scheme),
    incomplete: withScheme(validationResult('card.number.incomplete', true), scheme),
    invalidPotential: withScheme(validationResult('card.number.invalid', true), scheme),
    invalid: withScheme(validationResult('card.number.invalid', false), scheme),
    unsupported: withScheme(validationResult('card.number.unsupported', false), scheme),
  };
}

const schemeRules: ReadonlyMap<CardScheme, NumberRules> = new Map(
  cardSchemes.map((scheme: CardScheme) => [scheme, rulesFor(scheme.lengths, scheme.checksum, scheme)]),
);

/** A number of no known scheme: 12 to 19 digits that pass Luhn. */
const unknownSchemeRules = rulesFor(
  Array.from(
    { length: maxCardNumberLength - minUnknownCardNumberLength + 1 },
    (_, index) => minUnknownCardNumberLength + index,
  ),
  true,
);
const required: CardNumberValidationResult = validationResult('card.number.required', true);

/** What a shopper may type: digits, grouped by spaces (also no-break spaces) or dashes. */
const typedNumber = /^[\d \u00a0-]*$/;
const separators = /[ \u00a0-]/g;

/** The verdict for `digits` under one scheme's (or the unknown) rules: length first, then Luhn. */
function judge(rules: NumberRules, digits: string): CardNumberValidationResult {
  const count = digits.length;
  if (count > rules.maxLength) return rules.invalid;
  const lengthAllowed = rules.lengths.includes(count);
  if (lengthAllowed && (!rules.checksum || luhn(digits))) return rules.valid;
  if (count < rules.maxLength) return lengthAllowed ? rules.invalidPotential : rules.incomplete;
  return rules.invalid;
}

function isSupported(scheme: CardScheme, supportedCardTypes: readonly string[]): boolean {
  return supportedCardTypes.some((type) => type.trim().toLowerCase() === scheme.id);
}

/** Validates a card number as typed: digits, optionally separated by spaces or dashes. */
export function validateCardNumber(
  value: string,
  options: CardNumberValidationOptions,
): CardNumberValidationResult {
  if (isBlank(value)) return required;
  const digits = typedNumber.test(value) ? value.replace(separators, '') : '';
  if (digits === '') return unknownSchemeRules.invalid;
  const scheme = detectScheme(digits);
  const rules = (scheme && schemeRules.get(scheme)) ?? unknownSchemeRules;
  if (!options.strict) return judge(rules, digits);

  const supported = options.supportedCardTypes;
  if (scheme && isSupported(scheme, supported)) return judge(rules, digits);
  // A longer prefix of an earlier, supported row may still take over ('62' unionpay, '6220' maestro).
  const stillTyping =
    digits.length < maxPrefixLength && possibleSchemes(digits).some((other) => isSupported(other, supported));
  return stillTyping ? rules.incomplete : rules.unsupported;
}
