import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmationProps {
  last4: string;
  /** While the delete request runs both buttons stay focusable but do nothing. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The inline "Delete the card ending 1234?" step. It is a non-modal alertdialog: focus moves to
 * "Keep" (the choice that loses nothing) so a second press of Enter or Space never deletes by
 * accident, the question is read out on arrival, and Escape cancels.
 */
export function DeleteConfirmation({ last4, busy, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    keepRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: inside the saved-cards dialog, Escape must cancel this step, not close the dialog.
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onCancel();
  };

  return (
    <div
      className="saved-card__confirm"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
    >
      <p className="saved-card__question" id={questionId}>
        {t('savedCards.confirmDelete', { last4 })}
      </p>
      <div className="saved-card__confirm-actions">
        <button
          type="button"
          className="button saved-card__confirm-delete"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {t('savedCards.confirmYes')}
        </button>
        <button
          type="button"
          ref={keepRef}
          className="button button--secondary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {t('savedCards.confirmNo')}
        </button>
      </div>
    </div>
  );
}
