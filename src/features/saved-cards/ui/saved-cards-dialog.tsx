import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

export interface SavedCardsDialogProps {
  /** Rendered only while the dialog is open, so a closed dialog holds no hidden form. */
  children: (close: () => void) => ReactNode;
}

/** Older browsers (and some test DOMs) lack the modal API: the open attribute is the fallback. */
function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') {
    dialog.close();
  } else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

/**
 * ips: the saved cards open in a real modal `<dialog>` (showModal traps focus and makes the page
 * behind inert natively). Focus starts on the chosen card, Escape closes, and on close focus
 * returns to the button that opened it, unless something else has already taken it on purpose
 * ("use a new card" sends it to the card number).
 */
export function SavedCardsDialog({ children }: SavedCardsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // showModal runs after the content has rendered, so the initial focus can land inside it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    openModal(dialog);
    const first = dialog.querySelector<HTMLElement>('input[type="radio"]:checked') ?? closeRef.current;
    first?.focus();
  }, [open]);

  const close = () => {
    if (dialogRef.current) closeModal(dialogRef.current);
  };

  const onClose = () => {
    setOpen(false);
    const dialog = dialogRef.current;
    const active = document.activeElement;
    if (!active || active === document.body || (dialog?.contains(active) ?? false))
      openerRef.current?.focus();
  };

  // Native Escape arrives as `cancel`; the fallback has no such event, so keydown covers it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <button
        type="button"
        ref={openerRef}
        className="button button--secondary saved-cards__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('savedCards.openDialog')}
      </button>
      <dialog
        ref={dialogRef}
        className="saved-cards-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
        onCancel={onCancel}
        onKeyDown={onKeyDown}
      >
        {open ? (
          <div className="saved-cards-dialog__body">
            <div className="saved-cards-dialog__header">
              <h2 className="saved-cards-dialog__title" id={titleId}>
                {t('savedCards.choose')}
              </h2>
              <button type="button" ref={closeRef} className="saved-cards-dialog__close" onClick={close}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('savedCards.closeDialog')}</span>
              </button>
            </div>
            {children(close)}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
