import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { smallScreenPlaceholderAttribute } from '@/ui/fields/small-screen-placeholders';
import { useFormLocked } from '@/ui/fields/use-form-locked';
import './field.css';

export interface FormFieldProps {
  /** A stable id where something links to the input (the error summary); else one of React's. */
  id?: string;
  /**
   * Controlled fields only, such as the saved card's security code. The card form's inputs are
   * uncontrolled and get no value or defaultValue from React at all (use-card-field.ts says why):
   * React writes defaultValue into the `value` attribute, where card data must never be.
   */
  value?: string;
  label: string;
  /** Controlled fields only: the card form's fields listen to their input themselves. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name: string;
  /** Translated error text; shown only when `showErrorText`. */
  errorText?: string;
  invalid: boolean;
  hint?: string;
  placeholder?: string;
  /**
   * What a small screen shows as placeholder where it differs from the large screen's, in the
   * HTML too (small-screen-placeholders.ts): `placeholder` is already the one for this screen.
   */
  smallScreenPlaceholder?: string;
  /** Visible label on small screens too (moneybase, moneycorp) — else screen readers only there. */
  labelOnAllScreens: boolean;
  /**
   * On small screens the placeholder is the label (labels as placeholders): once the field holds
   * a value the label shows on the field's top edge, so a filled field still says what it is
   * (floating-label.css, which comes with the first interaction). The class is the same on every
   * screen, so the build's HTML already carries it; the CSS acts on small screens only.
   */
  floatingLabel?: boolean;
  /** Card data stays left to right in a right-to-left page. */
  ltr?: boolean;
  adornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * One labelled input with its hint and error. The error is tied to the input with
 * aria-describedby and aria-invalid; the live region in the form announces errors on submit.
 */
export function FormField(props: FormFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const locked = useFormLocked();
  const floating = props.floatingLabel;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : undefined, props.errorText ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const inputClasses = ['field__input'];
  if (props.ltr) inputClasses.push('field__input--ltr');
  if (props.adornment) inputClasses.push('field__input--with-logo');
  return (
    <div className={floating ? 'field field--floating-label' : 'field'}>
      <label
        className={props.labelOnAllScreens ? 'field__label' : 'field__label field__label--large-screens-only'}
        htmlFor={id}
      >
        {props.label}
      </label>
      <div className="field__control">
        <input
          {...props.inputProps}
          ref={props.inputRef}
          id={id}
          name={props.name}
          className={inputClasses.join(' ')}
          value={props.value}
          onChange={props.onChange}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          placeholder={props.placeholder}
          {...(props.smallScreenPlaceholder !== undefined
            ? { [smallScreenPlaceholderAttribute]: props.smallScreenPlaceholder }
            : {})}
          readOnly={locked || props.inputProps?.readOnly}
          aria-invalid={props.invalid}
          aria-describedby={describedBy || undefined}
          {...(props.ltr ? { dir: 'ltr' } : {})}
        />
        {props.adornment ? <span className="field__logo">{props.adornment}</span> : null}
      </div>
      {props.hint ? (
        <span className="field__hint" id={hintId}>
          {props.hint}
        </span>
      ) : null}
      {props.errorText ? (
        <span className="field__error" id={errorId}>
          <span aria-hidden="true">!</span>
          {props.errorText}
        </span>
      ) : null}
    </div>
  );
}
