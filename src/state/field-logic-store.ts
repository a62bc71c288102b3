import { atom, type ReadableAtom } from 'nanostores';
import type { CardScheme } from '@/core/card-schemes';
import { $cardForm, type FieldErrorKey, type FieldName } from '@/state/card-form';
import type { Formatter } from '@/state/field-logic';

export type FieldLogic = typeof import('@/state/field-logic');

/**
 * The card fields' formatters, scheme detection, validators and error-visibility rule, once loaded
 * (loadLater('fieldLogic') in src/later.ts). Nothing needs them before the shopper's first
 * interaction, so they are not part of the first load. Until they arrive a field keeps what is
 * typed and shows no verdict.
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

/** What a card field shows: marked invalid or not, the error to say, the card number's scheme. */
export interface FieldView {
  invalid: boolean;
  /** A translation key and its values; the component words it. */
  error: { key: FieldErrorKey; params: Readonly<Record<string, string>> } | undefined;
  scheme: CardScheme | undefined;
}

/** Before the field logic arrives a field has no verdict: nothing is marked, nothing is said. */
export const $noVerdictYet: ReadableAtom<FieldView> = atom<FieldView>({
  invalid: false,
  error: undefined,
  scheme: undefined,
});
