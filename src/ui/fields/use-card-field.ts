import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  $cardForm,
  $submitted,
  $touched,
  type CardFormValues,
  type FieldCheck,
  type FieldName,
  touchField,
} from '@/state/card-form';
import { $fieldLogic, loadFieldLogic } from '@/state/load-field-logic';
import { $config, $variant } from '@/state/stores';
import { useFocusRequest } from '@/ui/fields/use-focus-request';
import { useStoreSelector } from '@/ui/use-store-selector';

/** Before the field logic arrives a field has no verdict: nothing is marked, nothing is said. */
const noVerdictYet: FieldCheck = { isValid: false, isPotentiallyValid: true };

/**
 * Everything a card-form input needs: its verdict, when to show the error, and
 * change handling that runs the formatter and puts the caret back where the shopper expects it.
 *
 * The input is uncontrolled: the change handler writes the formatted value and caret straight
 * into the DOM and the store, and React re-renders only when what the field shows changes. A controlled
 * input re-rendered on every key press (half the key-to-paint time at 4x CPU) and made
 * React mirror the card number into the input's `value` attribute.
 */
export function useCardField(field: FieldName) {
  const touched = useStore($touched);
  const submitted = useStore($submitted);
  const { settings } = useStore($variant);
  const config = useStore($config);
  const logic = useStore($fieldLogic);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useFocusRequest(field, inputRef);

  // What the field shows for a value: its verdict, whether it is marked invalid, the error (a
  // translation key and its values; the component translates it).
  const viewOf = (values: CardFormValues) => {
    if (!logic) return { check: noVerdictYet, invalid: false, error: undefined };
    const check = logic.validateField(field, values, { settings, config, now: new Date() });
    const visibility = logic.errorVisibility({
      check,
      value: values[field],
      touched: touched.has(field),
      submitted,
      focused,
      settings,
    });
    const error =
      visibility.showText && check.error ? { key: check.error, params: check.params ?? {} } : undefined;
    return { check, invalid: visibility.invalid, error };
  };
  // React re-renders the field when what it shows changes (marked invalid, the error text, the
  // scheme logo), not on every key press: while a still-possible number is typed nothing changes.
  useStoreSelector($cardForm, (values) => {
    const view = viewOf(values);
    const error = view.error ? `${view.error.key}${JSON.stringify(view.error.params)}` : '';
    return `${view.invalid}|${error}|${view.check.scheme?.id ?? ''}`;
  });

  // The DOM follows the store: on mount (a remount after switching between saved cards and a new
  // card keeps what was typed) and when the store changes without a key press (a WRONG_CVV reply
  // empties the code, a reset empties the form). Through the value property only: React's
  // defaultValue would put the card number into the `value` attribute.
  useLayoutEffect(() => {
    // Typed before the script ran (the form is in the HTML) is the shopper's, not stale: the store
    // takes it, and the field logic, loaded now, formats it when it arrives.
    const typedEarly = inputRef.current?.value ?? '';
    if (typedEarly !== '' && $cardForm.get()[field] === '') {
      $cardForm.setKey(field, typedEarly);
      loadFieldLogic().catch(() => undefined);
    }
    const follow = (values: CardFormValues) => {
      const input = inputRef.current;
      if (input && input.value !== values[field]) input.value = values[field];
    };
    follow($cardForm.get());
    return $cardForm.listen(follow);
  }, [field]);

  // A native listener rather than React's onChange: React's change event adds its own dispatch
  // and a "restore controlled state" pass to every key press, for nothing on an uncontrolled
  // input. 'change' as well as 'input', for autofill and scripts that send only one of them.
  // A layout effect, so no key press can land between the commit and the listener.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Where the caret was before this edit ('beforeinput' fires before the value changes), so
    // the formatter can tell Backspace on a group space from Backspace on a digit.
    let caretBefore = 0;
    const onBeforeInput = () => {
      caretBefore = input.selectionStart ?? 0;
    };
    const onInput = () => {
      const raw = input.value;
      const logic = $fieldLogic.get();
      const formatter = logic?.fieldFormatters[field];
      if (!formatter) {
        $cardForm.setKey(field, raw);
        // Typed (or autofilled) before any focus or pointer loaded the logic: load it now; what
        // the field holds is formatted when it arrives (publishFieldLogic).
        if (!logic) loadFieldLogic().catch(() => undefined);
        return;
      }
      const caret = input.selectionStart ?? raw.length;
      const previous = { value: $cardForm.get()[field], caret: caretBefore };
      const next = formatter(raw, caret, previous);
      if (next.value !== raw) input.value = next.value;
      // Only in the focused field: elsewhere (a 'change' on blur) moving the selection could
      // pull focus back on some mobile browsers.
      const moved = next.caret !== caret || next.value !== raw;
      if (moved && document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
      $cardForm.setKey(field, next.value);
    };
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('input', onInput);
    input.addEventListener('change', onInput);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('input', onInput);
      input.removeEventListener('change', onInput);
    };
  }, [field]);

  const { check, invalid, error } = viewOf($cardForm.get());

  return {
    check,
    invalid,
    error,
    inputRef,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      touchField(field);
    },
  };
}
