import { useStore } from '@nanostores/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardScheme } from '@/core/card-schemes';
import { cardholderNameMaxLength } from '@/core/cardholder-name-length';
import { longestSecurityCode } from '@/core/security-code-length';
import type { CardFieldName } from '@/state/card-form';
import { $securityCodeHint } from '@/state/card-form-view';
import { $variant } from '@/state/stores';
import { fieldInputId } from '@/ui/fields/field-input-id';
import { FormField } from '@/ui/fields/form-field';
import { useCardField } from '@/ui/fields/use-card-field';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';
import { smallScreenQuery, useMediaQuery } from '@/ui/use-media-query';

/**
 * Labels on small screens (spec 9): by default the label is for screen readers only and the
 * placeholder shows the format; gett turns the label itself into the placeholder; moneybase and
 * moneycorp show labels everywhere. Only the placeholder follows the screen in the markup; the
 * label's look is in CSS (field.css, floating-label.css).
 */
function useLabelMode() {
  const { settings } = useStore($variant);
  return {
    small: useMediaQuery(smallScreenQuery),
    labelOnAllScreens: settings.inputLabelsOnAllScreens,
    labelAsPlaceholderOnSmallScreens: settings.labelsAsPlaceholdersOnSmallScreens,
    /** On small screens without visible labels the placeholder is all the shopper sees. */
    labelHiddenOnSmallScreens: !settings.inputLabelsOnAllScreens,
  };
}

interface CardInputProps {
  field: CardFieldName;
  /** The input's name attribute (autofill heuristics read it too). */
  name: string;
  labelKey: string;
  placeholderKey: string;
  /** Card data reads left to right even on a right-to-left page. */
  ltr?: boolean;
  hint?: string;
  adornment?: (scheme: CardScheme | undefined) => ReactNode;
  /**
   * Where the label is hidden (small screens by default) the placeholder shows the label instead
   * of the format hint: for fields whose hint alone would not say what they are.
   */
  labelReplacesHintWhenHidden?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}

/** One card-form input wired to its store field, its verdict and the variant's label mode. */
function CardInput(props: CardInputProps) {
  const { t } = useTranslation();
  const field = useCardField(props.field);
  const mode = useLabelMode();
  const label = t(props.labelKey);
  const format = t(props.placeholderKey);
  const labelAsPlaceholderOnSmall =
    mode.labelAsPlaceholderOnSmallScreens ||
    (props.labelReplacesHintWhenHidden === true && mode.labelHiddenOnSmallScreens);
  return (
    <FormField
      id={fieldInputId(props.field)}
      name={props.name}
      label={label}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      errorText={field.error ? t(field.error.key, field.error.params) : undefined}
      hint={props.hint}
      placeholder={labelAsPlaceholderOnSmall && mode.small ? label : format}
      smallScreenPlaceholder={labelAsPlaceholderOnSmall ? label : undefined}
      floatingLabel={labelAsPlaceholderOnSmall}
      labelOnAllScreens={mode.labelOnAllScreens}
      ltr={props.ltr}
      inputRef={field.inputRef}
      adornment={props.adornment?.(field.scheme)}
      inputProps={{ ...props.inputProps, required: true }}
    />
  );
}

const schemeLogo = (scheme: CardScheme | undefined) => (scheme ? <SchemeLogo scheme={scheme.id} /> : null);

export function CardNumberField() {
  return (
    <CardInput
      field="cardNumber"
      name="cardnumber"
      labelKey="card.number.label"
      placeholderKey="card.number.placeholder"
      ltr
      adornment={schemeLogo}
      inputProps={{
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        autoCorrect: 'off',
        spellCheck: false,
        maxLength: 23,
      }}
    />
  );
}

export function ExpiryField() {
  return (
    <CardInput
      field="expiryDate"
      name="exp-date"
      labelKey="card.expiry.label"
      placeholderKey="card.expiry.placeholder"
      ltr
      // Room for a pasted "12 / 2030" (the browser would cut a paste at the limit); the formatter
      // keeps "MM/YY".
      inputProps={{ autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 9 }}
    />
  );
}

/** The hint follows the card number's scheme (a 4-digit code for amex), once the field logic is there. */
export function SecurityCodeField() {
  const { t } = useTranslation();
  // A computed store: re-renders when the hint changes, not on every digit.
  const hint = useStore($securityCodeHint);
  return (
    <CardInput
      field="cvv"
      name="cvc"
      labelKey="card.cvv.label"
      placeholderKey="card.cvv.placeholder"
      ltr
      hint={t(hint)}
      inputProps={{ autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: longestSecurityCode }}
    />
  );
}

export function CardholderNameField() {
  return (
    <CardInput
      field="cardholderName"
      name="ccname"
      labelKey="card.name.label"
      // "As printed on the card" alone does not say it is the name.
      placeholderKey="card.name.placeholder"
      labelReplacesHintWhenHidden
      inputProps={{
        autoComplete: 'cc-name',
        autoCapitalize: 'words',
        spellCheck: false,
        maxLength: cardholderNameMaxLength,
      }}
    />
  );
}
