import { computed, type ReadableAtom } from 'nanostores';
import { $cardForm, $focusedField, $submitted, $touched, type FieldName } from '@/state/card-form';
import { $fieldLogic } from '@/state/field-logic-store';
import type { FieldView, SummaryLine } from '@/state/field-view-types';
import { keptMounted } from '@/state/kept-mounted';
import { shownWhenChanged } from '@/state/shown-when-changed';
import { $config, $variant } from '@/state/stores';

/*
 * What the card form shows, derived from the stores: each field's view, the security code's hint
 * and the error summary's list. They are on the first screen, so components read them directly;
 * the verdicts come from the field logic, one of their inputs, which arrives once the page is
 * usable (src/state/load-later.ts). Until then a field shows no verdict. Each keeps its previous
 * value while what it shows is the same: typing a still-possible number re-renders nothing.
 */

/** Before the field logic arrives a field has no verdict: nothing is marked, nothing is said. */
const noVerdict: FieldView = { invalid: false, error: undefined, scheme: undefined };

/** A view's identity: what the field shows (marked invalid, the error text, the scheme logo). */
function viewKey(view: FieldView): string {
  const error = view.error ? `${view.error.key}${JSON.stringify(view.error.params)}` : '';
  return `${view.invalid}|${error}|${view.scheme?.id ?? ''}`;
}

function makeFieldView(field: FieldName): ReadableAtom<FieldView> {
  const $view = shownWhenChanged(
    computed(
      [$fieldLogic, $cardForm, $touched, $submitted, $focusedField, $variant, $config],
      (logic, values, touched, submitted, focused, { settings }, config): FieldView =>
        logic
          ? logic.viewOfField(field, {
              values,
              touched,
              submitted,
              focused,
              settings,
              config,
              now: new Date(),
            })
          : noVerdict,
    ),
    (a, b) => viewKey(a) === viewKey(b),
  );
  // Read by every card field in the first render: kept mounted (kept-mounted.ts).
  return keptMounted($view);
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
export const $securityCodeHint = keptMounted(
  computed([$fieldLogic, $cardForm], (logic, values) =>
    logic ? logic.securityCodeHint(logic.cardNumberScheme(values)) : 'card.cvv.hint',
  ),
);

/**
 * After a submit, every visible field's error in tab order: the error summary's list. Each line
 * says the field's message where the field says it now, else the field's label (errorSummary), so
 * the summary never shows a text the settings hide or the field holds back while it is typed.
 */
export const $formErrors = shownWhenChanged(
  computed(
    [$fieldLogic, $cardForm, $touched, $submitted, $focusedField, $variant, $config],
    (logic, values, touched, submitted, focused, { settings }, config): readonly SummaryLine[] =>
      logic && submitted
        ? logic.errorSummary({ values, touched, submitted, focused, settings, config, now: new Date() })
        : [],
  ),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

/** Whether the field logic is here: the error summary is mounted from then on. */
export const $fieldLogicArrived = keptMounted(computed($fieldLogic, (logic) => logic !== undefined));
