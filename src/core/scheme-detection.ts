import { type CardScheme, cardSchemes } from '@/core/card-schemes';

/**
 * Scheme detection by prefix (spec section 3): the scheme is the FIRST row of the table whose prefix
 * matches the start of the number. The table is read as data, by walking its rows in order, as
 * card-validator does: it has a dozen rows and a few dozen prefixes, so the walk costs well under a
 * microsecond per keystroke and there is no compiled form to keep in step with it.
 */

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
export const expandedPrefixes: readonly (readonly string[])[] = cardSchemes.map((scheme) =>
  scheme.prefixes.flatMap(expandPrefix),
);

/** Past this many digits, more digits never change the detected scheme. */
export const maxPrefixLength = Math.max(...expandedPrefixes.flat().map((prefix) => prefix.length));

/**
 * The rows again, each with only its prefixes that start with a given digit (rows left without any
 * are dropped), in table order: a number is compared only with the prefixes it could start with.
 */
const rowsByFirstDigit = Array.from({ length: 10 }, (_, digit) =>
  expandedPrefixes
    .map((prefixes, index) => ({ index, prefixes: prefixes.filter((prefix) => prefix[0] === String(digit)) }))
    .filter((row) => row.prefixes.length > 0),
);

/** Index into cardSchemes of the first row with a prefix `digits` starts with, or -1. */
function detectedIndex(digits: string): number {
  for (const row of rowsByFirstDigit[digits.charCodeAt(0) - 48] ?? []) {
    if (row.prefixes.some((prefix) => digits.startsWith(prefix))) return row.index;
  }
  return -1;
}

/** The first scheme in table order whose prefix matches the start of `digits` (digits only). */
export function detectScheme(digits: string): CardScheme | undefined {
  return cardSchemes[detectedIndex(digits)];
}

/**
 * Schemes the number may turn out to be as the shopper keeps typing: the detected scheme (if any)
 * plus earlier rows with a longer prefix that still fits (a row only takes over from a later one).
 * '5' → maestro, dankort, mastercard; '62' → maestro (6220), discover (622), unionpay. Empty for
 * non-digits.
 */
export function possibleSchemes(digits: string): CardScheme[] {
  if (!/^\d*$/.test(digits)) return [];
  const detected = detectedIndex(digits);
  return cardSchemes.filter(
    (_, index) =>
      index === detected ||
      ((detected < 0 || index < detected) &&
        (expandedPrefixes[index] ?? []).some(
          (prefix) => prefix.length > digits.length && prefix.startsWith(digits),
        )),
  );
}
