import { describe, expect, it } from 'vitest';
import { cardholderNameMaxLength } from '@/core/cardholder-name-length';
import { validateCardholderName } from '@/core/cardholder-name-validation';
import type { ValidationResult } from '@/core/validation-result';

const valid: ValidationResult = { isValid: true, isPotentiallyValid: true };
const required: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.name.required' };
/** No letter yet: refused, but more typing may still make it a name. */
const noLetter: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.name.invalid' };
const invalid: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.name.invalid' };

describe('validateCardholderName: names a card may carry are accepted', () => {
  it.each<[string, string]>([
    ['Latin', 'Jane Doe'],
    ['a long account number that fails Luhn', 'ACME 4111111111111112 LTD'],
    ['eleven digits', 'Unit 12345678901 Trust'],
    ['Latin with accents', 'Zoë Ålander'],
    ['decomposed accents', 'Jose\u0301 Garci\u0301a'],
    ['Cyrillic', 'Дмитрий Иванов'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['Hebrew', 'יוסי כהן'],
    ['Arabic', 'محمد علي'],
    ['Persian with a zero-width non-joiner', 'می\u200cخواهم'],
    ['CJK', '王小明'],
    ['Japanese', '山田 太郎'],
    ['Devanagari (vowel signs are marks)', 'अनिल कुमार'],
    ['straight apostrophe', "O'Brien"],
    ['typographic apostrophe', 'O’Brien'],
    ['hyphen', 'Jean-Luc Picard'],
    ['dots', 'J. R. R. Tolkien'],
    ['ampersand', 'Smith & Sons'],
    ['comma', 'Doe, Jane'],
    ['digits on a company card', 'ACME 2000 LTD'],
    ['digits in a name', 'R2D2'],
    ['one letter', 'J'],
    ['two letters', 'Jo'],
    ['surrounding spaces', '  Jane Doe  '],
    ['no-break space', 'Jane\u00a0Doe'],
    ['symbols with a letter', 'Jane_Doe@ACME'],
    ['at the length limit', 'A'.repeat(cardholderNameMaxLength)],
    ['at the limit once trimmed', ` ${'A'.repeat(cardholderNameMaxLength)} `],
  ])('%s: %j', (_, value) => {
    expect(validateCardholderName(value)).toEqual(valid);
  });
});

describe('validateCardholderName: what cannot be a name is refused', () => {
  it.each<[string, string, ValidationResult]>([
    ['empty', '', required],
    ['spaces only', '   ', required],
    ['tabs and newlines only', '\t\n ', required],
    ['digits only', '12345', noLetter],
    ['one digit (may still become "3M Company")', '3', noLetter],
    ['punctuation only', '--..', noLetter],
    ['exclamation marks only', '!!!', noLetter],
    ['apostrophe, hyphen and space', "- '", noLetter],
    ['one over the length limit', 'A'.repeat(cardholderNameMaxLength + 1), invalid],
    ['300 characters', 'A'.repeat(300), invalid],
    ['a card number after a name', '4111111111111111 John', invalid],
    ['a card number grouped by spaces', 'Jane 4111 1111 1111 1111', invalid],
    ['an Amex number grouped 4-6-5', 'ACME 3782-822463-10005', invalid],
    ['NUL inside', 'Jane\u0000Doe', invalid],
    ['tab inside', 'Jane\tDoe', invalid],
    ['newline inside', 'Jane\nDoe', invalid],
    ['C1 control', 'Jane\u0085Doe', invalid],
    ['DEL', 'Jane\u007fDoe', invalid],
    ['right-to-left override', 'Jane \u202eeoD', invalid],
    ['left-to-right embedding', '\u202aJane Doe', invalid],
    ['first-strong isolate', 'Jane \u2068Doe\u2069', invalid],
    ['right-to-left mark', 'Jane\u200f Doe', invalid],
    ['Arabic letter mark', 'محمد\u061c علي', invalid],
    ['zero-width space', 'Jane\u200bDoe', invalid],
    ['line separator', 'Jane\u2028Doe', invalid],
    ['lone surrogate', 'Jane\ud800Doe', invalid],
  ])('%s: %j', (_, value, expected) => {
    expect(validateCardholderName(value)).toEqual(expected);
  });
});
