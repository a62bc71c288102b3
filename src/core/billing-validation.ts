import { countriesWithStates } from '@/core/countries-with-states';
import type { ValidationResult } from '@/core/validation-result';

type BillingField = 'email' | 'streetNumber' | 'streetName' | 'city' | 'state' | 'country' | 'zipCode';

const keyPrefix = {
  email: 'billing.email',
  streetNumber: 'billing.streetNumber',
  streetName: 'billing.streetName',
  city: 'billing.city',
  state: 'billing.state',
  country: 'billing.country',
  zipCode: 'billing.zipCode',
} as const satisfies Record<BillingField, string>;

/** The billing keys live under `billing.*` in en.json. */
export type BillingErrorKey = `${(typeof keyPrefix)[BillingField]}.required` | 'billing.email.invalid';

/** The key of a billing field's label, so a summary can name the field (src/features/field-logic/state/field-checks.ts). */
export function billingLabelKey(field: BillingField): `${(typeof keyPrefix)[BillingField]}.label` {
  return `${keyPrefix[field]}.label`;
}

// Deliberately loose: one @, something on each side, a dot in the domain. Stricter patterns
// refuse real addresses (plus signs, new TLDs, internationalised domains).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/**
 * Whether the billing address asks for a state with this country (its alpha-2 code): only where
 * the country's postal addresses have one (countries-with-states.ts). Elsewhere the state field is
 * not shown, not checked and not sent, whatever it held before the country changed.
 */
export function billingAsksForState(countryCode: string): boolean {
  return countriesWithStates.has(countryCode.trim().toUpperCase());
}

/** Billing address fields (scenic): all required when shown; email checked for shape. */
export function validateBillingField(field: BillingField, value: string): ValidationResult<BillingErrorKey> {
  const trimmed = value.trim();
  if (trimmed === '') {
    return { isValid: false, isPotentiallyValid: true, error: `${keyPrefix[field]}.required` as const };
  }
  if (trimmed.length > 128) {
    return { isValid: false, isPotentiallyValid: false, error: `${keyPrefix[field]}.required` as const };
  }
  if (field === 'email' && !emailPattern.test(trimmed)) {
    return { isValid: false, isPotentiallyValid: true, error: 'billing.email.invalid' };
  }
  return { isValid: true, isPotentiallyValid: true };
}
