import type { FieldEdit } from '@/core/card-number-format';
import { $cardForm, $focusedField, type FieldName, touchField } from '@/state/card-form';
import { $fieldLogic } from '@/state/field-logic-store';
import { loadLater } from '@/state/load-later';
import { $request } from '@/state/stores';

/** While a payment runs the form is read-only: what the gateway checks stays what the shopper sees. */
function locked(): boolean {
  return $request.get() === 'processing';
}

/**
 * What the shopper typed into a card field (`raw`, the caret now and where it was before the edit),
 * formatted by the field's formatter and kept: returns what the input is to show and where its
 * caret goes. Typed (or autofilled) before any focus or pointer loaded the field logic, the value
 * is kept as typed and the logic loaded now; it formats what the form holds when it arrives.
 */
export function typeIntoField(field: FieldName, raw: string, caret: number, caretBefore: number): FieldEdit {
  const logic = $fieldLogic.get();
  const formatter = logic?.fieldFormatters[field];
  if (!formatter) {
    $cardForm.setKey(field, raw);
    if (!logic) loadLater('field-logic').catch(() => undefined);
    return { value: raw, caret };
  }
  const next = formatter(raw, caret, { value: $cardForm.get()[field], caret: caretBefore });
  $cardForm.setKey(field, next.value);
  return next;
}

/**
 * What a field held when the page took over from its HTML (typed before the script ran) is the
 * shopper's, not stale: the form takes it unless it already holds a value, and the field logic,
 * loaded now, formats it when it arrives.
 */
export function adoptTypedEarly(field: FieldName, typed: string): void {
  if (typed === '' || $cardForm.get()[field] !== '') return;
  $cardForm.setKey(field, typed);
  loadLater('field-logic').catch(() => undefined);
}

/** A choice from a list (a country): refused while a payment runs, as a select has no read-only state. */
export function chooseFieldValue(field: FieldName, value: string): void {
  if (!locked()) $cardForm.setKey(field, value);
}

/** The save-card box: refused while a payment runs, as a checkbox has no read-only state. */
export function setSaveCard(save: boolean): void {
  if (!locked()) $cardForm.setKey('saveCard', save ? 'true' : '');
}

/** The shopper entered a field. */
export function enterField(field: FieldName): void {
  $focusedField.set(field);
}

/** The shopper left a field: its error may show from now on. */
export function leaveField(field: FieldName): void {
  if ($focusedField.get() === field) $focusedField.set(undefined);
  touchField(field);
}
