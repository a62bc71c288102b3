import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxApmChoices, sandboxFieldLimits } from '@/screens/sandbox/sandbox-params';
import { TextField } from '@/screens/sandbox/text-field';
import { knownApmMethods } from '@/ui/apm/apm-methods';

export interface ApmChoicesProps {
  checked: string[];
  other: string;
  onChange: (checked: string[], other: string) => void;
}

/** apmPaymentMethods: a box per common method, plus free text for any other name. */
export function ApmChoices({ checked, other, onChange }: ApmChoicesProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toggle = (method: string, on: boolean) =>
    // Keep the checkbox order, so the URL does not depend on the order of clicks.
    onChange(
      sandboxApmChoices.filter((choice) => (choice === method ? on : checked.includes(choice))),
      other,
    );
  return (
    <fieldset className="sandbox__group">
      <legend className="sandbox__legend">{t('sandbox.apmMethods')}</legend>
      <div className="sandbox__choices-row">
        {sandboxApmChoices.map((method) => {
          const id = `${idPrefix}-${method}`;
          return (
            <div key={method} className="sandbox__check">
              <input
                id={id}
                type="checkbox"
                checked={checked.includes(method)}
                onChange={(event) => toggle(method, event.currentTarget.checked)}
              />
              <label htmlFor={id}>{knownApmMethods[method]}</label>
            </div>
          );
        })}
      </div>
      <TextField
        label={t('sandbox.apmOther')}
        value={other}
        maxLength={sandboxFieldLimits.identifier}
        ltr
        onChange={(value) => onChange(checked, value)}
      />
    </fieldset>
  );
}
