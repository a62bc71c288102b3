import type { CardScheme } from '@/core/card-schemes';
import type { FieldErrorKey, FieldName } from '@/state/card-form';

/*
 * The shapes of what the card form shows, in one place below both sides: the derived stores of
 * card-form-view.ts hold them, the field-logic feature (which arrives later) computes them. Kept
 * apart from both, so neither imports the other for a type (an import circle otherwise).
 */

/** What a card field shows: marked invalid or not, the error to say, the card number's scheme. */
export interface FieldView {
  invalid: boolean;
  /** A translation key and its values; the component words it. */
  error: { key: FieldErrorKey; params: Readonly<Record<string, string>> } | undefined;
  scheme: CardScheme | undefined;
}

/** One line of the error summary: the field it links to and what it says (a translation key). */
export interface SummaryLine {
  field: FieldName;
  key: string;
  params: Readonly<Record<string, string>>;
  /**
   * The field's label: said in the message's place while the message's text is on its way (a later
   * text, src/core/later-texts.ts), so a Pay answered before it came still names every field.
   */
  labelKey: string;
}
