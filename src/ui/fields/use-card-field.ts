import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { adoptTypedEarly, enterField, leaveField, typeIntoField } from '@/state/actions/edit-card-form';
import { $cardForm, type CardFormValues, type FieldName } from '@/state/card-form';
import { fieldView } from '@/state/card-form-view';
import { useFocusRequest } from '@/ui/fields/use-focus-request';

/**
 * Everything a card-form input needs: its view (marked invalid, the error, the scheme: a computed
 * store, card-form-view.ts), and change handling that hands what was typed to the
 * form (typeIntoField formats it) and puts the caret back where the shopper expects it.
 *
 * The input is uncontrolled: the change handler writes the formatted value and caret straight
 * into the DOM, the action into the store, and React re-renders only when what the field shows
 * changes. A controlled input re-rendered on every key press (half the key-to-paint time at 4x
 * CPU) and made React mirror the card number into the input's `value` attribute.
 */
export function useCardField(field: FieldName) {
  const view = useStore(fieldView(field));
  const inputRef = useRef<HTMLInputElement>(null);

  useFocusRequest(field, inputRef);

  // The DOM follows the store: on mount (a remount after switching between saved cards and a new
  // card keeps what was typed) and when the store changes without a key press (a WRONG_CVV reply
  // empties the code, a reset empties the form). Through the value property only: React's
  // defaultValue would put the card number into the `value` attribute.
  useLayoutEffect(() => {
    // Typed before the script ran (the form is in the HTML) is the shopper's (adoptTypedEarly).
    adoptTypedEarly(field, inputRef.current?.value ?? '');
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
      const caret = input.selectionStart ?? raw.length;
      const next = typeIntoField(field, raw, caret, caretBefore);
      if (input.value !== next.value) input.value = next.value;
      // Only in the focused field: elsewhere (a 'change' on blur) moving the selection could
      // pull focus back on some mobile browsers.
      const moved = next.caret !== caret || next.value !== raw;
      if (moved && document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
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

  return {
    ...view,
    inputRef,
    onFocus: () => enterField(field),
    onBlur: () => leaveField(field),
  };
}
