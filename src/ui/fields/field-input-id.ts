import type { FieldName } from '@/state/card-form';

/** The card form's input for a field, by id: the error summary links to it. */
export function fieldInputId(field: FieldName): string {
  return `field-${field}`;
}
