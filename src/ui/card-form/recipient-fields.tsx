import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countryAlpha3Codes } from '@/core/country-alpha3-codes';
import { toBcp47 } from '@/core/languages';
import { recipientMaxLength } from '@/core/recipient-validation';
import { $cardForm, type RecipientFieldName } from '@/state/card-form';
import { $language } from '@/state/stores';
import { FormField } from '@/ui/fields/form-field';
import { useCardField } from '@/ui/fields/use-card-field';
import { useFocusRequest } from '@/ui/fields/use-focus-request';
import './recipient-fields.css';

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
  const { t } = useTranslation();
  const state = useCardField(field);
  const spec = textFields[field];
  return (
    <FormField
      name={field}
      label={t(spec.labelKey)}
      onBlur={state.onBlur}
      onFocus={state.onFocus}
      invalid={state.invalid}
      errorText={state.error ? t(state.error.key, state.error.params) : undefined}
      // Names and addresses have no format to show as a placeholder, so their labels always show.
      labelOnAllScreens
      inputRef={state.inputRef}
      inputProps={{
        autoComplete: spec.autoComplete,
        maxLength: spec.maxLength,
        required: true,
        spellCheck: false,
        ...(spec.words ? { autoCapitalize: 'words' } : {}),
      }}
    />
  );
}

/** The alpha-3 codes with their names in the page language, sorted by name. */
function useCountryOptions(): { code: string; name: string }[] {
  const language = useStore($language);
  return useMemo(() => {
    const locale = toBcp47(language);
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    // Intl.DisplayNames knows regions by their alpha-2 code only (country-alpha3-codes.ts).
    return [...countryAlpha3Codes]
      .map(([code, alpha2]) => ({ code, name: names?.of(alpha2) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [language]);
}

/**
 * A select rather than a typed input, so the verdict and the error come from the same field state
 * as the inputs' (use-card-field.ts), while the value is controlled here: the hook's uncontrolled
 * input wiring stays unused, and focus requests go to the select.
 */
function RecipientCountrySelect() {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const state = useCardField('recipientCountry');
  useFocusRequest('recipientCountry', selectRef);
  const value = useStore($cardForm, { keys: ['recipientCountry'] }).recipientCountry;
  const options = useCountryOptions();
  const errorText = state.error ? t(state.error.key, state.error.params) : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('recipient.country.label')}
      </label>
      <div className="field__control">
        <select
          ref={selectRef}
          id={id}
          className="field__input"
          name="recipientCountry"
          autoComplete="section-recipient country"
          required
          value={value}
          onChange={(event) => $cardForm.setKey('recipientCountry', event.target.value)}
          onFocus={state.onFocus}
          onBlur={state.onBlur}
          aria-invalid={state.invalid}
          aria-describedby={errorText ? errorId : undefined}
        >
          <option value="">{t('recipient.country.choose')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {errorText ? (
        <span className="field__error" id={errorId}>
          <span aria-hidden="true">!</span>
          {errorText}
        </span>
      ) : null}
    </div>
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
      <RecipientCountrySelect />
    </fieldset>
  );
}
