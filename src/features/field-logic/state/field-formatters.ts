import { type FieldEdit, formatCardNumber } from '@/core/card-number-format';
import { formatExpiry } from '@/core/expiry-format';
import type { FieldName } from '@/state/card-form';

/** Turns what the shopper typed (and where the caret is) into the field's formatted value. */
export type Formatter = (raw: string, caret: number, previous?: FieldEdit) => FieldEdit;

/** Digits only, at most four: the caret follows the digits kept. */
function formatSecurityCode(raw: string): FieldEdit {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return { value: digits, caret: digits.length };
}

/**
 * The fields typed through a formatter; the name and the billing fields keep what is typed.
 * Entered without a previous edit (`previous` undefined) a formatter formats the whole value.
 */
export const fieldFormatters: Partial<Record<FieldName, Formatter>> = {
  cardNumber: formatCardNumber,
  expiryDate: formatExpiry,
  cvv: formatSecurityCode,
};
