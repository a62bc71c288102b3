import type { VariantSettings } from '@variants/settings';
import { atom, map } from 'nanostores';
import type { BillingErrorKey } from '@/core/billing-validation';
import type { CardScheme } from '@/core/card-schemes';
import type { PageConfig } from '@/core/page-config';
import type { RecipientErrorKey } from '@/core/recipient-validation';
import type { ValidationErrorKey, ValidationResult } from '@/core/validation-result';

/** In the order the billing fieldset shows them; the state comes after the country it depends on. */
export const billingFieldNames = [
  'email',
  'streetNumber',
  'streetName',
  'zipCode',
  'city',
  'country',
  'state',
] as const;
export type BillingFieldName = (typeof billingFieldNames)[number];

/**
 * The recipient of a money transfer (settings.recipientDetails), sent as j5, j13, j6, j7, j9.
 * Prefixed, because the billing address has a city and a country of its own.
 */
export const recipientFieldNames = [
  'recipientFirstName',
  'recipientLastName',
  'recipientStreetAddress',
  'recipientCity',
  'recipientCountry',
] as const;
export type RecipientFieldName = (typeof recipientFieldNames)[number];

export type CardFieldName = 'cardNumber' | 'expiryDate' | 'cvv' | 'cardholderName';
export type FieldName = CardFieldName | BillingFieldName | RecipientFieldName;

export interface CardFormValues extends Record<FieldName, string> {
  saveCard: string;
}

/** The card's own data: what never outlives the page (forget-card-data.ts). */
export const cardFieldNames: readonly CardFieldName[] = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'];

/** Every field empty; the save-card box as the variant sets it. */
export function emptyCardForm(saveCardByDefault: boolean): CardFormValues {
  const values = Object.fromEntries(
    [...cardFieldNames, ...billingFieldNames, ...recipientFieldNames].map((field) => [field, '']),
  ) as Record<FieldName, string>;
  return { ...values, saveCard: saveCardByDefault ? 'true' : '' };
}

/** Values as typed (formatted). Card data lives only here, in memory, and in the POST body. */
export const $cardForm = map<CardFormValues>(emptyCardForm(false));
/** Fields the shopper has left at least once: their errors may show. */
export const $touched = atom<ReadonlySet<FieldName>>(new Set());
/** After a submit attempt every field's error may show. */
export const $submitted = atom(false);
/** The field the shopper is in: its error waits while a still-possible value is typed. */
export const $focusedField = atom<FieldName | undefined>(undefined);

/** Whether the form asks for the billing address: the variant reads it and the query asks for it. */
export function asksBillingAddress(settings: VariantSettings, config: PageConfig): boolean {
  return settings.readAddressFields && config.addressFields;
}

/**
 * The fields this variant and query show, in tab order. The billing state among them is asked for
 * only with a country that has states (askedFields in field-checks.ts, with the field logic).
 */
export function visibleFields(settings: VariantSettings, config: PageConfig): FieldName[] {
  const fields: FieldName[] = ['cardNumber', 'expiryDate', 'cvv'];
  if (settings.showCardholderName) fields.push('cardholderName');
  if (asksBillingAddress(settings, config)) fields.push(...billingFieldNames);
  if (settings.recipientDetails) fields.push(...recipientFieldNames);
  return fields;
}

/** Every key a field's verdict may carry: the card fields', the billing and the recipient ones. */
export type FieldErrorKey = ValidationErrorKey | BillingErrorKey | RecipientErrorKey;

/** A field's verdict: the validators' one result shape; the card number's also names its scheme (for the logo). */
export type FieldCheck = ValidationResult<FieldErrorKey> & { readonly scheme?: CardScheme };

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
