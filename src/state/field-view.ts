import { computed, type ReadableAtom } from 'nanostores';
import { securityCodeHint } from '@/core/security-code-validation';
import { $cardForm, $focusedField, $submitted, $touched, type FieldName } from '@/state/card-form';
import { errorVisibility } from '@/state/error-visibility';
import { cardNumberScheme, type FieldError, fieldErrors, validateField } from '@/state/field-checks';
import type { FieldView } from '@/state/field-logic-store';
import { $config, $variant } from '@/state/stores';

/*
 * What the card form shows, derived from the stores. They come with the field logic (src/later.ts),
 * made when a field first asks, and keep their previous value while what they show is the same:
 * while a still-possible number is typed nothing changes and nothing re-renders.
 */

/**
 * A `computed` store whose writes compare by `same` (nanostores' `eq`), so a listener hears of a
 * new value only when what it shows changed. A computed store's first write compares with
 * `undefined`, which is never the same.
 */
function shownWhenChanged<T>($store: ReadableAtom<T>, same: (a: T, b: T) => boolean): ReadableAtom<T> {
  $store.eq = (previous, next) => previous !== undefined && same(previous as T, next as T);
  return $store;
}

/** A view's identity: what the field shows (marked invalid, the error text, the scheme logo). */
function viewKey(view: FieldView): string {
  const error = view.error ? `${view.error.key}${JSON.stringify(view.error.params)}` : '';
  return `${view.invalid}|${error}|${view.scheme?.id ?? ''}`;
}

function makeFieldView(field: FieldName): ReadableAtom<FieldView> {
  return shownWhenChanged(
    computed(
      [$cardForm, $touched, $submitted, $focusedField, $variant, $config],
      (values, touched, submitted, focused, { settings }, config): FieldView => {
        const check = validateField(field, values, { settings, config, now: new Date() });
        const visibility = errorVisibility({
          check,
          value: values[field],
          touched: touched.has(field),
          submitted,
          focused: focused === field,
          settings,
        });
        return {
          invalid: visibility.invalid,
          error:
            visibility.showText && check.error ? { key: check.error, params: check.params ?? {} } : undefined,
          scheme: check.scheme,
        };
      },
    ),
    (a, b) => viewKey(a) === viewKey(b),
  );
}

const fieldViews = new Map<FieldName, ReadableAtom<FieldView>>();

/** Each field's view: whether it is marked invalid, the error it says, the card number's scheme. */
export function fieldView(field: FieldName): ReadableAtom<FieldView> {
  let view = fieldViews.get(field);
  if (!view) {
    view = makeFieldView(field);
    fieldViews.set(field, view);
  }
  return view;
}

/** The security code's hint, following the card number's scheme (a 4-digit code for amex). */
export const $securityCodeHint = computed($cardForm, (values) => securityCodeHint(cardNumberScheme(values)));

/** After a submit, every visible field's error in tab order: the error summary's list. */
export const $formErrors = shownWhenChanged(
  computed(
    [$cardForm, $submitted, $variant, $config],
    (values, submitted, { settings }, config): readonly FieldError[] =>
      submitted ? fieldErrors(values, { settings, config, now: new Date() }) : [],
  ),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);
