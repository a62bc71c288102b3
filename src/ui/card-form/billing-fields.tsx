import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes } from '@/core/country-codes';
import { toBcp47 } from '@/core/languages';
import { $cardForm, type BillingFieldName } from '@/state/card-form';
import { $language } from '@/state/stores';
import { FormField } from '@/ui/fields/form-field';
import { useCardField } from '@/ui/fields/use-card-field';
import './billing-fields.css';

const autocompleteFor: Record<Exclude<BillingFieldName, 'country'>, string> = {
  email: 'email',
  // No standard token names the house number alone; "address-line2" would mislead autofill.
  streetNumber: 'off',
  streetName: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

function BillingTextField({ field }: { field: Exclude<BillingFieldName, 'country'> }) {
  const { t } = useTranslation();
  const state = useCardField(field);
  return (
    <FormField
      name={`billing-${field}`}
      label={t(`billing.${field}.label`)}
      onBlur={state.onBlur}
      onFocus={state.onFocus}
      invalid={state.invalid}
      errorText={state.error ? t(state.error.key, state.error.params) : undefined}
      // Address fields have no format to show as a placeholder, so their labels always show.
      labelOnAllScreens
      inputRef={state.inputRef}
      inputProps={{
        autoComplete: autocompleteFor[field] === 'off' ? 'off' : `billing ${autocompleteFor[field]}`,
        maxLength: 128,
        required: true,
        ...(field === 'email' ? { type: 'email', inputMode: 'email' } : {}),
      }}
    />
  );
}

function CountrySelect() {
  const { t } = useTranslation();
  const id = useId();
  const language = useStore($language);
  const value = useStore($cardForm).country;
  const options = useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([toBcp47(language)], { type: 'region' });
    } catch {
      names = undefined;
    }
    return countryCodes
      .map((code) => ({ code, name: names?.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, toBcp47(language)));
  }, [language]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('billing.country.label')}
      </label>
      <select
        id={id}
        className="field__input"
        name="billing-country"
        autoComplete="billing country"
        required
        value={value}
        onChange={(event) => $cardForm.setKey('country', event.target.value)}
      >
        <option value="">{t('billing.country.choose')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The billing address (scenic with addressFields=true): sent as c3…c10. */
export function BillingFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t('billing.sectionTitle')}</legend>
      <BillingTextField field="email" />
      <div className="field-row">
        <BillingTextField field="streetNumber" />
        <BillingTextField field="streetName" />
      </div>
      <div className="field-row">
        <BillingTextField field="zipCode" />
        <BillingTextField field="city" />
      </div>
      <BillingTextField field="state" />
      <CountrySelect />
    </fieldset>
  );
}
