import { describe, expect, it } from 'vitest';
import { validateCardholderName } from '@/core/cardholder-name-validation';
import type { ValidationResult } from '@/core/validation-result';

const valid: ValidationResult = { isValid: true, isPotentiallyValid: true };
const required: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.name.required' };
const typing: ValidationResult = { isValid: false, isPotentiallyValid: true, error: 'card.name.invalid' };
const invalid: ValidationResult = { isValid: false, isPotentiallyValid: false, error: 'card.name.invalid' };

describe('validateCardholderName', () => {
  it.each<[string, ValidationResult]>([
    ['Jane Doe', valid],
    ['Jo', valid],
    ["Seán O'Brien", valid],
    ['Seán O’Brien', valid],
    ['Anne-Marie St. Clair', valid],
    ['Zoë Ålander', valid],
    ['Jose\u0301 Garci\u0301a', valid],
    ['Дмитрий Иванов', valid],
    ['יוסי כהן', valid],
    ['王小明', valid],
    ['  Jane Doe  ', valid],
    ['A'.repeat(64), valid],
    ['A'.repeat(65), invalid],
    ['J', typing],
    [' J ', typing],
    ['Jane Doe 2', invalid],
    ['R2D2', invalid],
    ['Jane@Doe', invalid],
    ['Jane_Doe', invalid],
    ['..', invalid],
    ["- '", invalid],
    ['', required],
    ['   ', required],
  ])('%j', (value, expected) => {
    expect(validateCardholderName(value)).toEqual(expected);
  });
});
