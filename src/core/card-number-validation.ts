import {
  type CardScheme,
  cardSchemes,
  maxCardNumberLength,
  minUnknownCardNumberLength,
} from '@/core/card-schemes';
import { maxPrefixLength, pendingSchemeMaskFor, schemeIndexFor } from '@/core/scheme-detection';
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
 *
 * Speed: the value is scanned once over char codes (digits, separators, both Luhn parities and the
 * detection key together), detection is a table lookup and every result is a frozen object built at
 * load time, so the hot path allocates nothing.
 */

interface Judge {
  readonly lengthMask: number;
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

function makeJudge(lengths: readonly number[], checksum: boolean, scheme?: CardScheme): Judge {
  return {
    lengthMask: lengths.reduce((mask, length) => mask | (1 << length), 0),
    maxLength: Math.max(...lengths),
    checksum,
    valid: withScheme({ isValid: true, isPotentiallyValid: true }, scheme),
    incomplete: withScheme(validationResult('card.number.incomplete', true), scheme),
    invalidPotential: withScheme(validationResult('card.number.invalid', true), scheme),
    invalid: withScheme(validationResult('card.number.invalid', false), scheme),
    unsupported: withScheme(validationResult('card.number.unsupported', false), scheme),
  };
}

const schemeJudges: readonly Judge[] = cardSchemes.map((scheme: CardScheme) =>
  makeJudge(scheme.lengths, scheme.checksum, scheme),
);

const unknownLengths = Array.from(
  { length: maxCardNumberLength - minUnknownCardNumberLength + 1 },
  (_, index) => minUnknownCardNumberLength + index,
);
const unknownJudge = makeJudge(unknownLengths, true);
const required: CardNumberValidationResult = validationResult('card.number.required', true);

/** Luhn doubling of one digit: 0→0, 5→1, 9→9. */
const doubledDigit = Int8Array.from({ length: 10 }, (_, digit) =>
  digit * 2 > 9 ? digit * 2 - 9 : digit * 2,
);

const spaceCode = 32;
const dashCode = 45;
const noBreakSpaceCode = 160;

let cachedTypes: readonly string[] | undefined;
let cachedMask = 0;

/** Bit mask over cardSchemes indexes; cached by array identity as the options rarely change. */
function supportedMask(types: readonly string[]): number {
  if (types === cachedTypes) return cachedMask;
  let mask = 0;
  cardSchemes.forEach((scheme, index) => {
    if (types.some((type) => type.trim().toLowerCase() === scheme.id)) mask |= 1 << index;
  });
  cachedTypes = types;
  cachedMask = mask;
  return mask;
}

function judge(rules: Judge, count: number, luhnValid: boolean): CardNumberValidationResult {
  if (count > rules.maxLength) return rules.invalid;
  const lengthAllowed = ((rules.lengthMask >>> count) & 1) === 1;
  if (lengthAllowed && (luhnValid || !rules.checksum)) return rules.valid;
  if (count < rules.maxLength) return lengthAllowed ? rules.invalidPotential : rules.incomplete;
  return rules.invalid;
}

/** Validates a card number as typed: digits, optionally separated by spaces or dashes. */
export function validateCardNumber(
  value: string,
  options: CardNumberValidationOptions,
): CardNumberValidationResult {
  let count = 0;
  let key = 0;
  // Luhn doubles every second digit from the right; the length is unknown until the end, so both
  // parities are summed in the same pass and the right one is picked afterwards.
  let sumDoublingEven = 0;
  let sumDoublingOdd = 0;
  const length = value.length;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    const digit = code - 48;
    if (digit >= 0 && digit <= 9) {
      if (count < maxPrefixLength) key = key * 10 + digit;
      const doubled = doubledDigit[digit] ?? 0;
      if ((count & 1) === 0) {
        sumDoublingEven += doubled;
        sumDoublingOdd += digit;
      } else {
        sumDoublingEven += digit;
        sumDoublingOdd += doubled;
      }
      count++;
    } else if (code !== spaceCode && code !== dashCode && code !== noBreakSpaceCode) {
      return isBlank(value) ? required : unknownJudge.invalid;
    }
  }
  if (count === 0) return isBlank(value) ? required : unknownJudge.invalid;

  const luhnValid = ((count & 1) === 0 ? sumDoublingEven : sumDoublingOdd) % 10 === 0;
  const prefixLength = Math.min(count, maxPrefixLength);
  const index = schemeIndexFor(key, prefixLength);
  const rules = index >= 0 ? (schemeJudges[index] ?? unknownJudge) : unknownJudge;
  if (!options.strict) return judge(rules, count, luhnValid);

  const supported = supportedMask(options.supportedCardTypes);
  if (index >= 0 && (supported & (1 << index)) !== 0) return judge(rules, count, luhnValid);
  const stillTyping = count < maxPrefixLength && (pendingSchemeMaskFor(key, prefixLength) & supported) !== 0;
  return stillTyping ? rules.incomplete : rules.unsupported;
}
