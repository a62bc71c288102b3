import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingFieldName, RecipientFieldName } from '@/state/card-form';
import { fieldInputId } from '@/ui/fields/field-input-id';
import { FormField } from '@/ui/fields/form-field';
import { useCardField } from '@/ui/fields/use-card-field';

type AddressFieldName = Exclude<BillingFieldName | RecipientFieldName, 'country' | 'recipientCountry'>;

/**
 * A required text field of an address (billing, a transfer's recipient), wired to the form's field
 * state like the card fields. Names and addresses have no format to show as a placeholder, so
 * their labels always show.
 */
export function AddressTextField(props: {
  field: AddressFieldName;
  name: string;
  labelKey: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const state = useCardField(props.field);
  return (
    <FormField
      id={fieldInputId(props.field)}
      name={props.name}
      label={t(props.labelKey)}
      onBlur={state.onBlur}
      onFocus={state.onFocus}
      invalid={state.invalid}
      errorText={state.error ? t(state.error.key, state.error.params) : undefined}
      labelOnAllScreens
      inputRef={state.inputRef}
      inputProps={{ required: true, ...props.inputProps }}
    />
  );
}
