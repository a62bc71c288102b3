import { useStore } from '@nanostores/react';
import { type ChangeEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEdit } from '@/core/card-number-format';
import {
  $cardForm,
  $submitted,
  $touched,
  type FieldCheck,
  type FieldName,
  touchField,
  validateField,
} from '@/state/card-form';
import { $config, $variant } from '@/state/stores';
import { errorVisibility } from '@/ui/fields/error-visibility';
import { useFocusRequest } from '@/ui/fields/use-focus-request';

export type Formatter = (raw: string, caret: number, previous?: FieldEdit) => FieldEdit;

/**
 * Everything a card-form input needs: value, verdict, when to show the error, and change
 * handling that runs the formatter and puts the caret back where the shopper expects it.
 */
export function useCardField(field: FieldName, formatter?: Formatter) {
  const { t } = useTranslation();
  // Re-render on this field's keystrokes only (the security code also follows the number, whose
  // scheme sets its length): typing in one field must not re-render and re-validate the others.
  const values = useStore($cardForm, { keys: field === 'cvv' ? ['cvv', 'cardNumber'] : [field] });
  const touched = useStore($touched);
  const submitted = useStore($submitted);
  const { settings } = useStore($variant);
  const config = useStore($config);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | undefined>(undefined);
  // Where the caret was before this keystroke, so the formatter can tell Backspace on a space.
  const lastCaret = useRef(0);
  const value = values[field];

  useFocusRequest(field, inputRef);

  // Restore the caret after React has written the formatted value.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === undefined || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = undefined;
  });

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const raw = input.value;
      const caret = input.selectionStart ?? raw.length;
      if (!formatter) {
        $cardForm.setKey(field, raw);
        return;
      }
      const previous = { value: $cardForm.get()[field], caret: lastCaret.current };
      const next = formatter(raw, caret, previous);
      pendingCaret.current = next.caret;
      lastCaret.current = next.caret;
      $cardForm.setKey(field, next.value);
    },
    [field, formatter],
  );

  const check: FieldCheck = validateField(field, values, { settings, config, now: new Date() });
  const visibility = errorVisibility({
    check,
    value,
    touched: touched.has(field),
    submitted,
    focused,
    settings,
  });
  const errorText = visibility.showText && check.error ? t(check.error, check.params ?? {}) : undefined;

  return {
    value,
    check,
    invalid: visibility.invalid,
    errorText,
    inputRef,
    onChange,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      touchField(field);
    },
    onSelect: () => {
      lastCaret.current = inputRef.current?.selectionStart ?? 0;
    },
  };
}
