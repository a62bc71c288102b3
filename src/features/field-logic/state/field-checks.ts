import type { VariantSettings } from '@variants/settings';
import { billingAsksForState, billingLabelKey, validateBillingField } from '@/core/billing-validation';
import { validateCardNumber } from '@/core/card-number-validation';
import type { CardScheme } from '@/core/card-schemes';
import { validateCardholderName } from '@/core/cardholder-name-validation';
import { validateExpiry } from '@/core/expiry-validation';
import type { PageConfig } from '@/core/page-config';
import { type RecipientField, recipientLabelKeys, validateRecipientField } from '@/core/recipient-validation';
import { detectScheme } from '@/core/scheme-detection';
import { validateSecurityCode } from '@/core/security-code-validation';
import {
  type CardFieldName,
  type CardFormValues,
  type FieldCheck,
  type FieldName,
  type RecipientFieldName,
  visibleFields,
} from '@/state/card-form';

/*
 * The card form's verdicts. Not part of the first screen: they arrive with the field logic on the
 * shopper's first interaction (load-field-logic.ts) and with the checkout, which checks before it pays.
 */

/** Which recipient rule (RecipientInput's name for the value) each recipient field follows. */
const recipientRuleOf: Readonly<Record<RecipientFieldName, RecipientField>> = {
  recipientFirstName: 'firstName',
  recipientLastName: 'lastName',
  recipientStreetAddress: 'streetAddress',
  recipientCity: 'city',
  recipientCountry: 'countryAlpha3',
};

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
    case 'recipientFirstName':
    case 'recipientLastName':
    case 'recipientStreetAddress':
    case 'recipientCity':
    case 'recipientCountry':
      return validateRecipientField(recipientRuleOf[field], values[field]);
    default:
      return validateBillingField(field, values[field]);
  }
}

/** The scheme the card number's prefix names (the security code's length and hint follow it). */
export function cardNumberScheme(values: Pick<CardFormValues, 'cardNumber'>): CardScheme | undefined {
  return detectScheme(values.cardNumber.replace(/\D/g, ''));
}

/** A field whose value cannot be submitted yet, and what to tell the shopper (a translation key). */
export interface FieldError {
  field: FieldName;
  key: string | undefined;
  params: Readonly<Record<string, string>>;
}

/**
 * The fields the form asks for, in tab order: the visible ones, without the billing state where the
 * chosen country's addresses have none (or no country is chosen yet).
 */
export function askedFields(
  values: Pick<CardFormValues, 'country'>,
  context: { settings: VariantSettings; config: PageConfig },
): FieldName[] {
  return visibleFields(context.settings, context.config).filter(
    (field) => field !== 'state' || billingAsksForState(values.country),
  );
}

/** The fields asked for whose values cannot be submitted yet, with their errors, in tab order. */
export function fieldErrors(
  values: CardFormValues,
  context: { settings: VariantSettings; config: PageConfig; now: Date },
): FieldError[] {
  return askedFields(values, context).flatMap((field) => {
    const check = validateField(field, values, context);
    return check.isValid ? [] : [{ field, key: check.error, params: check.params ?? {} }];
  });
}

/** The card fields' labels (the keys their components show). */
const cardLabelKeys: Readonly<Record<CardFieldName, string>> = {
  cardNumber: 'card.number.label',
  expiryDate: 'card.expiry.label',
  cvv: 'card.cvv.label',
  cardholderName: 'card.name.label',
};

/**
 * A field's label key, so the error summary can name a field whose message the variant hides. The
 * components name the same keys; the error summary's tests hold the two together. The billing and
 * recipient keys come from their validators' modules, which only the variants showing those
 * fields reach, so no other variant's translation file keeps their sections.
 */
export function fieldLabelKey(field: FieldName): string {
  if (field in cardLabelKeys) return cardLabelKeys[field as CardFieldName];
  if (field in recipientRuleOf) return recipientLabelKeys[recipientRuleOf[field as RecipientFieldName]];
  return billingLabelKey(field as Exclude<FieldName, CardFieldName | RecipientFieldName>);
}

/** The fields asked for whose values cannot be submitted yet, in tab order. */
export function invalidFields(
  values: CardFormValues,
  context: { settings: VariantSettings; config: PageConfig; now: Date },
): FieldName[] {
  return fieldErrors(values, context).map((error) => error.field);
}
