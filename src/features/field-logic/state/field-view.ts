import type { VariantSettings } from '@variants/settings';
import type { PageConfig } from '@/core/page-config';
import { errorVisibility } from '@/features/field-logic/state/error-visibility';
import { fieldErrors, fieldLabelKey, validateField } from '@/features/field-logic/state/field-checks';
import type { CardFormValues, FieldName } from '@/state/card-form';
import type { FieldView, SummaryLine } from '@/state/field-view-types';

/** What a field's view is made from: the form, what the shopper has done, the variant and the query. */
export interface FieldViewInputs {
  values: CardFormValues;
  touched: ReadonlySet<FieldName>;
  submitted: boolean;
  focused: FieldName | undefined;
  settings: VariantSettings;
  config: PageConfig;
  now: Date;
}

/**
 * What a field shows, part of the field logic: its verdict (validateField) through the
 * error-visibility rule, so an error waits while a still-possible value is being typed.
 */
export function viewOfField(field: FieldName, inputs: FieldViewInputs): FieldView {
  const { values, settings, config, now } = inputs;
  const check = validateField(field, values, { settings, config, now });
  const visibility = errorVisibility({
    check,
    value: values[field],
    touched: inputs.touched.has(field),
    submitted: inputs.submitted,
    focused: inputs.focused === field,
    settings,
  });
  return {
    invalid: visibility.invalid,
    error: visibility.showText && check.error ? { key: check.error, params: check.params ?? {} } : undefined,
    scheme: check.scheme,
  };
}

/**
 * The error summary's lines, part of the field logic: every field that cannot be submitted yet, in
 * tab order, with its message exactly where the field itself says it now (viewOfField), and
 * otherwise only the field's label. So the summary obeys the settings that hide a field's text
 * (architecture principle 10: an empty field's message shows only with showEmptyFieldErrors, and
 * none with showErrorText off), and says nothing of a value the shopper is still typing into a
 * possible one ("12/20" on the way to "12/2030").
 */
export function errorSummary(inputs: FieldViewInputs): SummaryLine[] {
  const { values, settings, config, now } = inputs;
  return fieldErrors(values, { settings, config, now }).map(({ field, key, params }) => {
    const labelKey = fieldLabelKey(field);
    return key !== undefined && viewOfField(field, inputs).error !== undefined
      ? { field, key, params, labelKey }
      : { field, key: labelKey, params: {}, labelKey };
  });
}
