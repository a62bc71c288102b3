import { type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The page's cap for this parameter: a longer value would be ignored there. */
  maxLength: number;
  type?: 'text' | 'url';
  /** Identifiers, URLs and card data read left to right even on a right-to-left page. */
  ltr?: boolean;
  list?: string;
  /** Beside the input, e.g. the "New id" button. */
  action?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class on the field, for a screen's own grid placement. */
  className?: string;
}

/** A labelled text input of the console. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  type = 'text',
  ltr = false,
  list,
  action,
  inputRef,
  className,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `sandbox__field ${className}` : 'sandbox__field'}>
      <label className="sandbox__label" htmlFor={id}>
        {label}
      </label>
      <div className="sandbox__control">
        <input
          ref={inputRef}
          id={id}
          className="sandbox__input"
          type={type}
          value={value}
          maxLength={maxLength}
          dir={ltr ? 'ltr' : undefined}
          list={list}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {action}
      </div>
    </div>
  );
}
