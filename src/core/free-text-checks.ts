import { luhn } from '@/core/luhn';

/**
 * Characters no printed name or address holds and that could disguise or break what the gateway,
 * a receipt or a back office shows: control characters (tab, newline, NUL, C1), line and paragraph
 * separators, lone surrogates and the invisible format characters, among them the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C).
 * Zero-width non-joiner and joiner (U+200C, U+200D) stay allowed: Persian, Arabic and Indic names
 * need them.
 */
const hostile = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

export function hasHostileCharacters(text: string): boolean {
  return hostile.test(text);
}

/** A run of 12 to 19 digits, possibly grouped by spaces or dashes, as a card number is written. */
const digitRun = /\d(?:[ -]?\d){11,18}(?!\d)/g;

/**
 * Whether free text holds what looks like a card number (a Luhn-valid run of 12 to 19 digits): a
 * number pasted into a name or address field would travel, unmasked, in a field nobody treats as
 * card data.
 */
export function holdsCardNumber(text: string): boolean {
  for (const match of text.matchAll(digitRun)) {
    if (luhn(match[0].replace(/[ -]/g, ''))) return true;
  }
  return false;
}
