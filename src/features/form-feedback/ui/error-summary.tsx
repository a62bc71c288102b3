import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import errorSummaryCss from '@/features/form-feedback/ui/error-summary.css?inline';
import { $formErrors } from '@/state/card-form-view';
import { requestFocus } from '@/state/focus-request';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import { fieldInputId } from '@/ui/fields/field-input-id';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(errorSummaryCss);

/**
 * After a submit, the form's errors at its top: how many, and a link to each field with its
 * message, so a sighted shopper can find every one. The messages name their fields ("Enter the
 * expiry date."), so the links say only them; where the variant hides a field's message the line
 * is the field's label ($formErrors decides which). It follows the values: a fixed field leaves
 * the list, and the summary goes once nothing is left. The count is a polite live region, mounted
 * (empty) before the first submit so screen readers hear it when it appears or changes.
 */

export function ErrorSummary() {
  const { t } = useTranslation();
  // A computed store: re-renders when the list changes, not on every key press.
  const errors = useStore($formErrors);
  const shown = errors.length > 0;
  return (
    <div className={shown ? 'error-summary' : undefined}>
      <div aria-live="polite">
        {shown ? (
          <h3 className="error-summary__title" id="error-summary-title">
            {t('status.fixErrors', { count: errors.length })}
          </h3>
        ) : null}
      </div>
      {shown ? (
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
                {t(error.key, error.params)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
