import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadForMissingCode } from '@/state/actions/notices';
import { $notice } from '@/state/stores';

/**
 * Form-level messages (RETRY, WRONG_CVV, CARD_EXPIRED, code that could not load). An alert region
 * so screen readers announce the message the moment it appears. A notice that only a reload can
 * answer carries a real button for it (a phone's full-screen page may have no browser bar).
 */
export function FormNotice() {
  const { t } = useTranslation();
  const notice = useStore($notice);
  const reloadButton = useRef<HTMLButtonElement>(null);
  // The notice sits above the fields, and Pay may be a long way below it: on the nayax kiosk's
  // phone layout every field is a screen tall, so the notice is screens away from Pay. The
  // reload button is the only way on, so focus goes there, which also scrolls it into view.
  // It answers a Pay (clicked, or Enter in a field) there; raised in the background (a part on
  // screen that failed) it never takes focus out of a field the shopper is typing in: mid-word,
  // the next space or Enter would press Reload and throw away what was typed. The alert region
  // announces it all the same.
  useEffect(() => {
    if (notice?.reload && (notice.answersPay || !isTypingIn(document.activeElement)))
      reloadButton.current?.focus();
  }, [notice]);
  return (
    <div role="alert" aria-atomic="true">
      {notice ? (
        <div className={`notice notice--${notice.tone}`}>
          <p className="notice__text">{t(notice.key)}</p>
          {notice.reload ? (
            <button
              ref={reloadButton}
              type="button"
              className="button button--secondary notice__reload"
              onClick={() => reloadForMissingCode()}
            >
              {t('status.reloadPage')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Whether `element` takes typed text, where a key meant for it must not land on another control. */
function isTypingIn(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}
