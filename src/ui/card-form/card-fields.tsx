import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber } from '@/core/card-number-format';
import type { CardNumberValidationResult } from '@/core/card-number-validation';
import { formatExpiry } from '@/core/expiry-format';
import { detectScheme } from '@/core/scheme-detection';
import { $cardForm } from '@/state/card-form';
import { $variant } from '@/state/stores';
import { FormField } from '@/ui/fields/form-field';
import { useCardField } from '@/ui/fields/use-card-field';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';
import { smallScreenQuery, useMediaQuery } from '@/ui/use-media-query';

/**
 * Labels on small screens (spec 9): by default the label is for screen readers only and the
 * placeholder shows the format; gett turns the label itself into the placeholder; moneybase and
 * moneycorp show labels everywhere.
 */
function useLabelMode() {
  const { settings } = useStore($variant);
  const small = useMediaQuery(smallScreenQuery);
  return {
    labelOnAllScreens: settings.inputLabelsOnAllScreens,
    labelAsPlaceholder: settings.labelsAsPlaceholdersOnSmallScreens && small,
    /** On small screens without visible labels the placeholder is all the shopper sees. */
    labelHidden: small && !settings.inputLabelsOnAllScreens,
  };
}

export function CardNumberField() {
  const { t } = useTranslation();
  const field = useCardField('cardNumber', formatCardNumber);
  const mode = useLabelMode();
  const scheme = (field.check as CardNumberValidationResult).scheme;
  const label = t('card.number.label');
  return (
    <FormField
      name="cardnumber"
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      errorText={field.errorText}
      placeholder={mode.labelAsPlaceholder ? label : t('card.number.placeholder')}
      labelOnAllScreens={mode.labelOnAllScreens}
      ltr
      inputRef={field.inputRef}
      adornment={scheme ? <SchemeLogo scheme={scheme.id} /> : null}
      inputProps={{
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        autoCorrect: 'off',
        spellCheck: false,
        maxLength: 23,
        onSelect: field.onSelect,
        required: true,
      }}
    />
  );
}

export function ExpiryField() {
  const { t } = useTranslation();
  const field = useCardField('expiryDate', formatExpiry);
  const mode = useLabelMode();
  const label = t('card.expiry.label');
  return (
    <FormField
      name="exp-date"
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      errorText={field.errorText}
      placeholder={mode.labelAsPlaceholder ? label : t('card.expiry.placeholder')}
      labelOnAllScreens={mode.labelOnAllScreens}
      ltr
      inputRef={field.inputRef}
      inputProps={{
        autoComplete: 'cc-exp',
        inputMode: 'numeric',
        maxLength: 7,
        onSelect: field.onSelect,
        required: true,
      }}
    />
  );
}

const formatSecurityCode = (raw: string) => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return { value: digits, caret: digits.length };
};

/** `isAmex` (4-digit code hint) follows the card number when not given. */
export function SecurityCodeField({ isAmex: isAmexProp }: { isAmex?: boolean }) {
  const { t } = useTranslation();
  const field = useCardField('cvv', formatSecurityCode);
  const isAmex = isAmexProp ?? detectScheme($cardForm.get().cardNumber.replace(/\D/g, ''))?.id === 'amex';
  const mode = useLabelMode();
  const label = t('card.cvv.label');
  return (
    <FormField
      name="cvc"
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      errorText={field.errorText}
      hint={isAmex ? t('card.cvv.hintAmex') : t('card.cvv.hint')}
      placeholder={mode.labelAsPlaceholder ? label : t('card.cvv.placeholder')}
      labelOnAllScreens={mode.labelOnAllScreens}
      ltr
      inputRef={field.inputRef}
      inputProps={{ autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4, required: true }}
    />
  );
}

export function CardholderNameField() {
  const { t } = useTranslation();
  const field = useCardField('cardholderName');
  const mode = useLabelMode();
  const label = t('card.name.label');
  return (
    <FormField
      name="ccname"
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      errorText={field.errorText}
      // "As printed on the card" alone does not say it is the name, so where the label is
      // hidden the placeholder names the field.
      placeholder={mode.labelAsPlaceholder || mode.labelHidden ? label : t('card.name.placeholder')}
      labelOnAllScreens={mode.labelOnAllScreens}
      inputRef={field.inputRef}
      inputProps={{
        autoComplete: 'cc-name',
        autoCapitalize: 'words',
        spellCheck: false,
        maxLength: 64,
        required: true,
      }}
    />
  );
}
