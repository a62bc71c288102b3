import { atom } from 'nanostores';
import type { Formatter } from '@/features/field-logic';
import { $cardForm, type FieldName } from '@/state/card-form';

export type FieldLogic = typeof import('@/features/field-logic');

/**
 * The card fields' formatters, scheme detection, validators and error-visibility rule, once loaded
 * (loadLater('field-logic') in src/state/load-later.ts). They run once the page is usable (a
 * payment page's HTML fetches their chunk as it loads), not during hydration. Until they arrive a
 * field keeps what is typed and shows no verdict.
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
