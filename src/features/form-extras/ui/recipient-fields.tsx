import { useTranslation } from 'react-i18next';
import { countryAlpha3Codes } from '@/core/country-alpha3-codes';
import { recipientMaxLength } from '@/core/recipient-validation';
import { AddressTextField } from '@/features/form-extras/ui/address-text-field';
import { CountrySelect } from '@/features/form-extras/ui/country-select';
import fieldsetCss from '@/features/form-extras/ui/fieldset.css?inline';
import type { RecipientFieldName } from '@/state/card-form';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(fieldsetCss);

type RecipientTextField = Exclude<RecipientFieldName, 'recipientCountry'>;

/**
 * The recipient is not the shopper: their own name and address tokens would autofill the shopper's
 * details here. A section of its own keeps what autofill offers for the recipient apart.
 */
const textFields: Record<
  RecipientTextField,
  { labelKey: string; autoComplete: string; maxLength: number; words: boolean }
> = {
  recipientFirstName: {
    labelKey: 'recipient.firstName.label',
    autoComplete: 'section-recipient given-name',
    maxLength: recipientMaxLength.firstName,
    words: true,
  },
  recipientLastName: {
    labelKey: 'recipient.lastName.label',
    autoComplete: 'section-recipient family-name',
    maxLength: recipientMaxLength.lastName,
    words: true,
  },
  recipientStreetAddress: {
    labelKey: 'recipient.streetAddress.label',
    // One line: "street-address" is the multi-line token, for a textarea.
    autoComplete: 'section-recipient address-line1',
    maxLength: recipientMaxLength.streetAddress,
    words: false,
  },
  recipientCity: {
    labelKey: 'recipient.city.label',
    autoComplete: 'section-recipient address-level2',
    maxLength: recipientMaxLength.city,
    words: true,
  },
};

function RecipientTextInput({ field }: { field: RecipientTextField }) {
  const spec = textFields[field];
  return (
    <AddressTextField
      field={field}
      name={field}
      labelKey={spec.labelKey}
      inputProps={{
        autoComplete: spec.autoComplete,
        maxLength: spec.maxLength,
        spellCheck: false,
        ...(spec.words ? { autoCapitalize: 'words' } : {}),
      }}
    />
  );
}

/**
 * The recipient of a money transfer (settings.recipientDetails, small_world): spec section 3
 * recipientDetails, sent as j5, j13, j6, j7, j9 (spec section 7).
 */
export function RecipientFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t('recipient.sectionTitle')}</legend>
      <div className="field-row">
        <RecipientTextInput field="recipientFirstName" />
        <RecipientTextInput field="recipientLastName" />
      </div>
      <RecipientTextInput field="recipientStreetAddress" />
      <RecipientTextInput field="recipientCity" />
      <CountrySelect
        field="recipientCountry"
        name="recipientCountry"
        codes={countryAlpha3Codes}
        labelKey="recipient.country.label"
        chooseKey="recipient.country.choose"
        autoComplete="section-recipient country"
      />
    </fieldset>
  );
}
