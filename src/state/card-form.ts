import type { VariantSettings } from '@variants/settings';
import { atom, map } from 'nanostores';
import { validateBillingField } from '@/core/billing-validation';
import { validateCardNumber } from '@/core/card-number-validation';
import type { CardScheme } from '@/core/card-schemes';
import { validateCardholderName } from '@/core/cardholder-name-validation';
import { validateExpiry } from '@/core/expiry-validation';
import type { PageConfig } from '@/core/page-config';
import { detectScheme } from '@/core/scheme-detection';
import { validateSecurityCode } from '@/core/security-code-validation';

export const billingFieldNames = [
  'email',
  'streetNumber',
  'streetName',
  'city',
  'state',
  'country',
  'zipCode',
] as const;
export type BillingFieldName = (typeof billingFieldNames)[number];

export type CardFieldName = 'cardNumber' | 'expiryDate' | 'cvv' | 'cardholderName';
export type FieldName = CardFieldName | BillingFieldName;

export interface CardFormValues extends Record<FieldName, string> {
  saveCard: string;
}

export function emptyCardForm(saveCardByDefault: boolean): CardFormValues {
  return {
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    cardholderName: '',
    saveCard: saveCardByDefault ? 'true' : '',
    email: '',
    streetNumber: '',
    streetName: '',
    city: '',
    state: '',
    country: '',
    zipCode: '',
  };
}

/** Values as typed (formatted). Card data lives only here, in memory, and in the POST body. */
export const $cardForm = map<CardFormValues>(emptyCardForm(false));
/** Fields the shopper has left at least once: their errors may show. */
export const $touched = atom<ReadonlySet<FieldName>>(new Set());
/** After a submit attempt every field's error may show. */
export const $submitted = atom(false);

/** The fields this variant and query ask for, in tab order. */
export function visibleFields(settings: VariantSettings, config: PageConfig): FieldName[] {
  const fields: FieldName[] = ['cardNumber', 'expiryDate', 'cvv'];
  if (settings.showCardholderName) fields.push('cardholderName');
  if (settings.readAddressFields && config.addressFields) fields.push(...billingFieldNames);
  return fields;
}

/** A field's verdict: a card validator's result or a billing one; `error` is a translation key. */
export interface FieldCheck {
  isValid: boolean;
  isPotentiallyValid: boolean;
  error?: string;
  params?: Record<string, string>;
  /** The card number's verdict names the scheme its prefix detects (for the logo). */
  scheme?: CardScheme;
}

export function validateField(
  field: FieldName,
  values: CardFormValues,
  context: { settings: VariantSettings; config: PageConfig; now: Date },
): FieldCheck {
  switch (field) {
    case 'cardNumber':
      return validateCardNumber(values.cardNumber, {
        supportedCardTypes: context.config.supportedCardTypes,
        strict: context.settings.strictCardTypeValidation,
      });
    case 'expiryDate':
      return validateExpiry(values.expiryDate, context.now);
    case 'cvv':
      // The code's length follows the scheme the number's prefix names, whether or not the
      // number itself is valid yet.
      return validateSecurityCode(values.cvv, cardNumberScheme(values));
    case 'cardholderName':
      return validateCardholderName(values.cardholderName);
    default:
      return validateBillingField(field, values[field]);
  }
}

/** The scheme the card number's prefix names (the security code's length and hint follow it). */
export function cardNumberScheme(values: Pick<CardFormValues, 'cardNumber'>): CardScheme | undefined {
  return detectScheme(values.cardNumber.replace(/\D/g, ''));
}

/** The visible fields whose values cannot be submitted yet, in tab order. */
export function invalidFields(
  values: CardFormValues,
  context: { settings: VariantSettings; config: PageConfig; now: Date },
): FieldName[] {
  return visibleFields(context.settings, context.config).filter(
    (field) => !validateField(field, values, context).isValid,
  );
}

/** Marks a field as left by the shopper, so its error may now show. */
export function touchField(field: FieldName): void {
  const next = new Set($touched.get());
  next.add(field);
  $touched.set(next);
}

/** Forgets that the shopper left a field, so its error waits for the next blur or submit. */
export function untouchField(field: FieldName): void {
  const next = new Set($touched.get());
  next.delete(field);
  $touched.set(next);
}

export function resetCardFormInteraction(): void {
  $touched.set(new Set());
  $submitted.set(false);
}
