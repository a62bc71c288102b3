import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $notice } from '@/state/stores';

/**
 * Form-level messages (RETRY, WRONG_CVV, CARD_EXPIRED). An alert region so screen readers
 * announce the message the moment it appears.
 */
export function FormNotice() {
  const { t } = useTranslation();
  const notice = useStore($notice);
  return (
    <div role="alert" aria-atomic="true">
      {notice ? <p className={`notice notice--${notice.tone}`}>{t(notice.key)}</p> : null}
    </div>
  );
}
