import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import errorSummaryCss from '@/features/form-feedback/ui/error-summary.css?inline';
import { $formErrors } from '@/state/card-form-view';
import { requestFocus } from '@/state/focus-request';
import { $refusedPays } from '@/state/refused-pays';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import { fieldInputId } from '@/ui/fields/field-input-id';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(errorSummaryCss);

/**
 * After a submit, the form's errors at its top: how many, and a link to each field with its
 * message, so a sighted shopper can find every one. The messages name their fields ("Enter the
 * expiry date."), so the links say only them; where the variant hides a field's message the line
 * is the field's label ($formErrors decides which), as it is while a message's text is still on its
 * way (Pay pressed as the page starts). It follows the values: a fixed field leaves the list, and
 * the summary goes once nothing is left.
 *
 * It is rendered inside the card form's polite live region, which is on the page before it
 * (card-form.tsx), so a screen reader hears the count and every field named when Pay is refused.
 * Each refused Pay renders it anew, so a second refusal with the same errors is heard again.
 */
export function ErrorSummary() {
  const { t } = useTranslation();
  // A computed store: re-renders when the list changes, not on every key press.
  const errors = useStore($formErrors);
  const refusals = useStore($refusedPays);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" key={refusals}>
      <h3 className="error-summary__title" id="error-summary-title">
        {t('status.fixErrors', { count: errors.length })}
      </h3>
      <ul className="error-summary__list" aria-labelledby="error-summary-title">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              className="error-summary__link"
              href={`#${fieldInputId(error.field)}`}
              // Focus through the field's own request (it scrolls it into view too); the page's
              // address keeps no fragment.
              onClick={(event) => {
                event.preventDefault();
                requestFocus(error.field);
              }}
            >
              {t(error.key, error.params) || t(error.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
