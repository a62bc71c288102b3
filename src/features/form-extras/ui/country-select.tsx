import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '@/core/languages';
import { chooseFieldValue } from '@/state/actions/edit-card-form';
import { $cardForm } from '@/state/card-form';
import { $language } from '@/state/stores';
import { fieldInputId } from '@/ui/fields/field-input-id';
import { useCardField } from '@/ui/fields/use-card-field';
import { useFocusRequest } from '@/ui/fields/use-focus-request';
import { useFormLocked } from '@/ui/fields/use-form-locked';

/** A country as the form sends it (`value`) and the ISO 3166-1 alpha-2 region it is named by. */
export type CountryCode = readonly [value: string, region: string];

interface CountrySelectProps {
  field: 'country' | 'recipientCountry';
  /** The form control's name (the request's field code comes from the payload builder, not this). */
  name: string;
  /** A stable (module-level) list: the sorted options are kept per list and language. */
  codes: Iterable<CountryCode>;
  labelKey: string;
  chooseKey: string;
  autoComplete: string;
}

/** The countries with their names in the page language, sorted by name. */
function useCountryOptions(codes: Iterable<CountryCode>): { value: string; name: string }[] {
  const language = useStore($language);
  return useMemo(() => {
    const locale = toBcp47(language);
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    // Intl.DisplayNames knows regions by their alpha-2 code only.
    return [...codes]
      .map(([value, region]) => ({ value, name: names?.of(region) ?? value }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [language, codes]);
}

/**
 * A country list for an address (billing, a transfer's recipient). A select rather than a typed
 * input, so the verdict and the error come from the same field state as the inputs'
 * (use-card-field.ts), while the value is controlled here: the hook's uncontrolled input wiring
 * stays unused, and focus requests go to the select.
 */
export function CountrySelect({ field, name, codes, labelKey, chooseKey, autoComplete }: CountrySelectProps) {
  const { t } = useTranslation();
  const id = fieldInputId(field);
  const locked = useFormLocked();
  const errorId = `${id}-error`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const state = useCardField(field);
  useFocusRequest(field, selectRef);
  const value = useStore($cardForm, { keys: [field] })[field];
  const options = useCountryOptions(codes);
  const errorText = state.error ? t(state.error.key, state.error.params) : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(labelKey)}
      </label>
      <div className="field__control">
        <select
          ref={selectRef}
          id={id}
          className="field__input"
          name={name}
          autoComplete={autoComplete}
          required
          value={value}
          // A select has no read-only state: while a payment runs its choice is refused.
          onChange={(event) => chooseFieldValue(field, event.target.value)}
          aria-readonly={locked}
          onFocus={state.onFocus}
          onBlur={state.onBlur}
          aria-invalid={state.invalid}
          aria-describedby={errorText ? errorId : undefined}
        >
          <option value="">{t(chooseKey)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
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
