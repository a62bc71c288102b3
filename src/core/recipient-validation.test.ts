import { describe, expect, it } from 'vitest';
import {
  type RecipientErrorKey,
  type RecipientField,
  recipientErrorKeys,
  recipientMaxLength,
  validateRecipientField,
} from '@/core/recipient-validation';
import { englishMessage } from '@/testing/english-messages';

const longer = (field: RecipientField) => 'a'.repeat(recipientMaxLength[field] + 1);
const atMost = (field: RecipientField) => 'a'.repeat(recipientMaxLength[field]);

describe('recipient error keys', () => {
  it.each(recipientErrorKeys.map((key) => [key]))('%s is an English message', (key) => {
    expect(englishMessage(key)).toEqual(expect.any(String));
  });
});

describe('validateRecipientField accepts', () => {
  it.each<[RecipientField, string]>([
    ['firstName', 'Rui'],
    ['firstName', 'مهر\u200cناز'],
    ['streetAddress', 'Flat 4, 221B Baker Street'],
    ['firstName', 'José'],
    ['firstName', 'Jean-Luc'],
    ['firstName', 'Mary Ann'],
    ['firstName', '  Ana  '],
    ['firstName', 'Zoë'],
    ['firstName', 'Олена'],
    ['firstName', '明'],
    ['firstName', atMost('firstName')],
    ['lastName', 'Costa'],
    ['lastName', "O'Brien"],
    ['lastName', 'O’Brien'],
    ['lastName', 'St. John'],
    ['lastName', 'van der Berg'],
    ['lastName', 'כהן'],
    ['lastName', atMost('lastName')],
    ['streetAddress', '5 Avenida da Liberdade'],
    ['streetAddress', 'Flat 3/2, 10 Main St.'],
    ['streetAddress', 'ул. Ленина, д. 1'],
    ['streetAddress', atMost('streetAddress')],
    ['city', 'Porto'],
    ['city', 'Saint-Étienne'],
    ['city', 'Київ'],
    ['city', atMost('city')],
    ['countryAlpha3', 'PRT'],
    ['countryAlpha3', 'GBR'],
    ['countryAlpha3', 'UKR'],
    ['countryAlpha3', 'ALA'],
    ['countryAlpha3', ' USA '],
  ])('%s %j', (field, value) => {
    expect(validateRecipientField(field, value)).toEqual({ isValid: true, isPotentiallyValid: true });
  });
});

describe('validateRecipientField rejects', () => {
  // Empty stays potentially valid (the shopper has not typed yet); what typing cannot fix does not.
  it.each<[RecipientField, string, RecipientErrorKey, boolean]>([
    ['firstName', '', 'recipient.firstName.required', true],
    ['firstName', 'Ana\u202egnaro', 'recipient.firstName.invalid', false],
    ['streetAddress', '12 Main St\u202e', 'recipient.invalidText', false],
    ['city', 'Lagos\u0000x', 'recipient.invalidText', false],
    ['streetAddress', '4111 1111 1111 1111', 'recipient.invalidText', false],
    ['firstName', '   ', 'recipient.firstName.required', true],
    ['firstName', 'R2D2', 'recipient.firstName.invalid', false],
    ['firstName', 'Ana!', 'recipient.firstName.invalid', false],
    ['firstName', '- .', 'recipient.firstName.invalid', false],
    ['firstName', longer('firstName'), 'recipient.tooLong', false],
    ['lastName', '', 'recipient.lastName.required', true],
    ['lastName', '\t', 'recipient.lastName.required', true],
    ['lastName', 'Costa3', 'recipient.lastName.invalid', false],
    ['lastName', 'Costa@home', 'recipient.lastName.invalid', false],
    ['lastName', longer('lastName'), 'recipient.tooLong', false],
    ['streetAddress', '', 'recipient.streetAddress.required', true],
    ['streetAddress', ' \n ', 'recipient.streetAddress.required', true],
    ['streetAddress', longer('streetAddress'), 'recipient.tooLong', false],
    ['city', '', 'recipient.city.required', true],
    ['city', '  ', 'recipient.city.required', true],
    ['city', longer('city'), 'recipient.tooLong', false],
    ['countryAlpha3', '', 'recipient.country.required', true],
    ['countryAlpha3', ' ', 'recipient.country.required', true],
    // Alpha-2 (what the billing country sends) is not what j9 carries.
    ['countryAlpha3', 'PT', 'recipient.country.invalid', false],
    ['countryAlpha3', 'prt', 'recipient.country.invalid', false],
    ['countryAlpha3', 'XXX', 'recipient.country.invalid', false],
    // User-assigned, not in ISO 3166-1.
    ['countryAlpha3', 'XKX', 'recipient.country.invalid', false],
    ['countryAlpha3', 'PRTX', 'recipient.country.invalid', false],
  ])('%s %j with %s', (field, value, error, isPotentiallyValid) => {
    expect(validateRecipientField(field, value)).toEqual({ isValid: false, isPotentiallyValid, error });
  });
});
