import { atom } from 'nanostores';
import type { Formatter } from '@/features/field-logic';
import { $cardForm, type FieldName } from '@/state/card-form';

export type FieldLogic = typeof import('@/features/field-logic');

/**
 * The card fields' formatters, scheme detection, validators and error-visibility rule, once loaded
 * (loadLater('field-logic') in src/state/load-later.ts). A payment page's HTML fetches their chunk
 * as it loads and it runs as the page starts, but it is published here only once the page is
 * hydrated, never before or during hydration. Until then a field keeps what is typed and shows no
 * verdict.
 */
export const $fieldLogic = atom<FieldLogic | undefined>(undefined);

/**
 * Makes the field logic current: first formats whatever was typed before it arrived (in the store,
 * so every check sees formatted values whether or not the field is on screen; the inputs follow the
 * store), then publishes it, so fields show their verdicts from then on.
 */
export function publishFieldLogic(logic: FieldLogic): void {
  const values = $cardForm.get();
  for (const [field, format] of Object.entries(logic.fieldFormatters) as [FieldName, Formatter][]) {
    const held = values[field];
    if (held === '') continue;
    const formatted = format(held, held.length).value;
    if (formatted !== held) $cardForm.setKey(field, formatted);
  }
  $fieldLogic.set(logic);
}
