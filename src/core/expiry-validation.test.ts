import { describe, expect, it } from 'vitest';
import { isExpiryPast, splitExpiry, validateExpiry } from '@/core/expiry-validation';
import type { ValidationResult } from '@/core/validation-result';

const now = new Date('2026-11-22T12:00:00Z');

const valid: ValidationResult = { isValid: true, isPotentiallyValid: true };
const typing: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.expiry.invalid' };
const invalid: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.expiry.invalid' };
const month: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.expiry.month' };
const past: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.expiry.past' };
const tooFar: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.expiry.tooFar' };
/** Past as it stands, but the start of a four-digit year that is not ('12/20' of '12/2030'). */
const pastYetTyping: ValidationResult = {
  isValid: false,
  isPotentiallyValid: true,
  error: 'card.expiry.past',
};
const required: ValidationResult = {
  isValid: false,
  isPotentiallyValid: true,
  error: 'card.expiry.required',
};

describe('validateExpiry (now: 2026-11-22)', () => {
  it.each<[string, ValidationResult]>([
    ['12/30', valid],
    ['11/26', valid],
    ['12/26', valid],
    ['01/27', valid],
    ['11/46', valid],
    ['12/2030', valid],
    ['12 / 30', valid],
    [' 12/30 ', valid],
    ['1/27', valid],
    ['10/26', past],
    ['11/25', past],
    ['01/2020', past],
    ['12/46', tooFar],
    ['12/99', tooFar],
    ['00/30', month],
    ['13/30', month],
    ['00', month],
    ['13', month],
    ['13/2', month],
    ['0/', month],
    ['1', typing],
    ['0', typing],
    ['12', typing],
    ['12/', typing],
    ['12/3', typing],
    ['12/203', typing],
    ['1/204', typing],
    ['12/20', pastYetTyping],
    ['1/20', pastYetTyping],
    ['12/2020', past],
    ['12/21', past],
    ['12/201', past],
    ['12/209', tooFar],
    ['13/203', month],
    ['1230', invalid],
    ['12/20301', invalid],
    ['12-30', invalid],
    ['ab/cd', invalid],
    ['12/3a', invalid],
    ['', required],
    ['   ', required],
  ])('%j', (value, expected) => {
    expect(validateExpiry(value, now)).toEqual(expected);
  });

  it.each<[string, string, ValidationResult]>([
    // Valid through the end of its month, judged from the last time zone where the month ends.
    ['11/26', '2026-11-30T23:59:00Z', valid],
    ['11/26', '2026-12-01T11:59:00Z', valid],
    ['11/26', '2026-12-01T12:01:00Z', past],
    ['12/26', '2026-12-01T12:01:00Z', valid],
    ['11/46', '2026-11-01T00:00:00Z', valid],
    ['12/46', '2026-11-30T09:59:00Z', tooFar],
    ['12/46', '2026-11-30T10:01:00Z', valid],
  ])('%s at %s', (value, at, expected) => {
    expect(validateExpiry(value, new Date(at))).toEqual(expected);
  });
});

describe('isExpiryPast', () => {
  it.each<[number, string, string, boolean]>([
    [10, '26', '2026-11-22T12:00:00Z', true],
    [10, '2026', '2026-11-22T12:00:00Z', true],
    [12, '25', '2026-11-22T12:00:00Z', true],
    [1, '2020', '2026-11-22T12:00:00Z', true],
    [11, '26', '2026-11-22T12:00:00Z', false],
    [12, '26', '2026-11-22T12:00:00Z', false],
    [1, '27', '2026-11-22T12:00:00Z', false],
    [12, '2034', '2026-11-22T12:00:00Z', false],
    // The same rule as a typed 11/26: over only once November has ended everywhere.
    [11, '26', '2026-12-01T11:59:00Z', false],
    [11, '26', '2026-12-01T12:01:00Z', true],
  ])('%i/%s at %s → %s', (month, year, at, expected) => {
    expect(isExpiryPast(month, year, new Date(at))).toBe(expected);
  });
});

describe('splitExpiry (b3, b4)', () => {
  it.each([
    ['12/30', '12', '30'],
    ['01/2030', '01', '30'],
    ['1/27', '01', '27'],
    ['12 / 30', '12', '30'],
    ['1230', '', ''],
    ['', '', ''],
  ])('%j → %s / %s', (value, month, year) => {
    expect(splitExpiry(value)).toEqual({ month, year });
  });
});
