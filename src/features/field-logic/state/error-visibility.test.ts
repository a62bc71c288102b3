import { describe, expect, it } from 'vitest';
import { errorVisibility } from '@/features/field-logic/state/error-visibility';

const invalidButHopeful = { isValid: false, isPotentiallyValid: true, error: 'card.number.incomplete' };
const hopeless = { isValid: false, isPotentiallyValid: false, error: 'card.number.invalid' };
const valid = { isValid: true, isPotentiallyValid: true };
const shown = { showErrorText: true, showEmptyFieldErrors: false };

describe('errorVisibility', () => {
  it.each([
    ['valid value', valid, '4111', true, true, false, shown, false, false],
    ['still typing, focused', invalidButHopeful, '4111', false, false, true, shown, false, false],
    ['still typing, focused after submit', invalidButHopeful, '4111', true, true, true, shown, false, false],
    ['incomplete and left', invalidButHopeful, '4111', true, false, false, shown, true, true],
    [
      'cannot become valid while typing',
      hopeless,
      '4111 1111 1111 1112',
      false,
      false,
      true,
      shown,
      true,
      true,
    ],
    [
      'empty and submitted, no empty messages',
      invalidButHopeful,
      '  ',
      false,
      true,
      false,
      shown,
      true,
      false,
    ],
    [
      'empty and submitted, empty messages on',
      invalidButHopeful,
      '',
      false,
      true,
      false,
      { showErrorText: true, showEmptyFieldErrors: true },
      true,
      true,
    ],
    [
      'error text hidden by the variant',
      hopeless,
      '4111 1111 1111 1112',
      true,
      true,
      false,
      { showErrorText: false, showEmptyFieldErrors: true },
      true,
      false,
    ],
    ['empty and focused by submit', invalidButHopeful, '', false, true, true, shown, true, false],
    ['untouched and not submitted', invalidButHopeful, '', false, false, false, shown, false, false],
  ])('%s', (_name, check, value, touched, submitted, focused, settings, invalid, showText) => {
    expect(errorVisibility({ check, value, touched, submitted, focused, settings })).toEqual({
      invalid,
      showText,
    });
  });
});
