import { type CardScheme, cardSchemes } from '@/core/card-schemes';

/**
 * Scheme detection by prefix (spec section 3): the scheme is the FIRST row of the table whose prefix
 * matches the start of the number. The table is compiled once into lookup tables indexed by the
 * number's first digits, so detection costs a few char-code reads and one array lookup: it runs on
 * every keystroke and inside the hot loop of the validation bench.
 */

const schemes: readonly CardScheme[] = cardSchemes;

function expandPrefix(prefix: string): string[] {
  const dash = prefix.indexOf('-');
  if (dash < 0) return [prefix];
  const fromText = prefix.slice(0, dash);
  const to = Number(prefix.slice(dash + 1));
  const expanded: string[] = [];
  for (let value = Number(fromText); value <= to; value++) {
    expanded.push(String(value).padStart(fromText.length, '0'));
  }
  return expanded;
}

/** Every scheme's prefixes with ranges such as mastercard's 51-55 expanded: ['51', '52', …, '55']. */
export const expandedPrefixes: readonly (readonly string[])[] = schemes.map((scheme) =>
  scheme.prefixes.flatMap(expandPrefix),
);

/** Past this many digits, more digits never change the detected scheme. */
export const maxPrefixLength = Math.max(...expandedPrefixes.flat().map((prefix) => prefix.length));

/**
 * detectedIndex[n][k]: index of the scheme detected for a number whose first n digits read as k
 * (zero-padded), or -1. pendingMask[n][k]: bit i set when scheme i could still be detected once more
 * digits arrive (a longer prefix of scheme i starts with those n digits, and scheme i comes before the
 * currently detected scheme, if any, since a scheme only takes over from a later one).
 */
const detectedIndex: Int8Array[] = [];
const pendingMask: Int32Array[] = [];

/**
 * Both tables for numbers of `length` leading digits. Built from the prefixes rather than by
 * testing every key against every prefix: the keys a prefix matches are one contiguous range, so
 * filling ranges from the last scheme to the first leaves each key with the first scheme that
 * matches. Testing all 11,111 keys took ~20 ms of the page's start-up on a 4x slower CPU.
 */
function compileTables(length: number): { detected: Int8Array; pending: Int32Array } {
  const detected = new Int8Array(10 ** length).fill(-1);
  const pending = new Int32Array(10 ** length);
  for (let index = expandedPrefixes.length - 1; index >= 0; index--) {
    for (const prefix of expandedPrefixes[index] ?? []) {
      if (prefix.length > length) continue;
      const scale = 10 ** (length - prefix.length);
      const first = Number(prefix) * scale;
      detected.fill(index, first, first + scale);
    }
  }
  expandedPrefixes.forEach((prefixes, index) => {
    for (const prefix of prefixes) {
      if (prefix.length <= length) continue;
      const key = length === 0 ? 0 : Number(prefix.slice(0, length));
      const found = detected[key] ?? -1;
      if (found < 0 || index < found) pending[key] = (pending[key] ?? 0) | (1 << index);
    }
  });
  return { detected, pending };
}

for (let length = 0; length <= maxPrefixLength; length++) {
  const { detected, pending } = compileTables(length);
  detectedIndex.push(detected);
  pendingMask.push(pending);
}

/**
 * Reads the first digits of `digits` (at most maxPrefixLength) as a number.
 * Returns -1 if one of them is not a digit.
 */
function leadingKey(digits: string, length: number): number {
  let key = 0;
  for (let i = 0; i < length; i++) {
    const digit = digits.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    key = key * 10 + digit;
  }
  return key;
}

/**
 * Index into cardSchemes of the scheme detected for a number whose first `length` digits
 * (length ≤ maxPrefixLength) read as `key`; -1 when none. The validator's hot path.
 */
export function schemeIndexFor(key: number, length: number): number {
  return detectedIndex[length]?.[key] ?? -1;
}

/** Bit mask over cardSchemes indexes of the schemes that more digits could still select (see above). */
export function pendingSchemeMaskFor(key: number, length: number): number {
  return pendingMask[length]?.[key] ?? 0;
}

/** The first scheme in table order whose prefix matches the start of `digits` (digits only). */
export function detectScheme(digits: string): CardScheme | undefined {
  const length = Math.min(digits.length, maxPrefixLength);
  const key = leadingKey(digits, length);
  if (key < 0) return undefined;
  const index = schemeIndexFor(key, length);
  return index < 0 ? undefined : schemes[index];
}

/**
 * Schemes the number may turn out to be as the shopper keeps typing: the detected scheme (if any)
 * plus earlier rows with a longer prefix that still fits. '5' → maestro, dankort, mastercard;
 * '62' → maestro (6220), discover (622), unionpay. Empty for non-digits.
 */
export function possibleSchemes(digits: string): CardScheme[] {
  const length = Math.min(digits.length, maxPrefixLength);
  const key = leadingKey(digits, length);
  if (key < 0) return [];
  const detected = schemeIndexFor(key, length);
  const mask = pendingSchemeMaskFor(key, length);
  return schemes.filter((_, index) => index === detected || (mask & (1 << index)) !== 0);
}

/**
 * True while `digits` is the start of some scheme's number: a partial '5' or '2' may still become a
 * mastercard, so it is "potentially valid" even though no scheme is detected yet.
 */
export function isPotentialSchemePrefix(digits: string): boolean {
  return possibleSchemes(digits).length > 0;
}
