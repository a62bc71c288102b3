import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { billingAsksForState } from '@/core/billing-validation';
import { countryCodes } from '@/core/country-codes';
import { AddressTextField } from '@/features/form-extras/ui/address-text-field';
import { type CountryCode, CountrySelect } from '@/features/form-extras/ui/country-select';
import fieldsetCss from '@/features/form-extras/ui/fieldset.css?inline';
import { $cardForm, type BillingFieldName } from '@/state/card-form';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(fieldsetCss);

/** The billing country is sent as its alpha-2 code (c9), which also names it. */
const billingCountries: readonly CountryCode[] = countryCodes.map((code) => [code, code] as const);

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
  return (
    <AddressTextField
      field={field}
      name={`billing-${field}`}
      labelKey={`billing.${field}.label`}
      inputProps={{
        autoComplete: autocompleteFor[field] === 'off' ? 'off' : `billing ${autocompleteFor[field]}`,
        maxLength: 128,
        ...(field === 'email' ? { type: 'email', inputMode: 'email' } : {}),
      }}
    />
  );
}

/**
 * The billing address (scenic with addressFields=true): sent as c3…c10. The state shows below the
 * country, and only for a country whose addresses have one.
 */
export function BillingFields() {
  const { t } = useTranslation();
  const { country } = useStore($cardForm, { keys: ['country'] });
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
      <CountrySelect
        field="country"
        name="billing-country"
        codes={billingCountries}
        labelKey="billing.country.label"
        chooseKey="billing.country.choose"
        autoComplete="billing country"
      />
      {billingAsksForState(country) ? <BillingTextField field="state" /> : null}
    </fieldset>
  );
}
