import { useTranslation } from 'react-i18next';
import '@/ui/layout/panel.css';
import './error.css';

/**
 * basic/_error.html: where every unknown path and a failed start-up configuration land (spec 2).
 * No gateway call, no query to read: it must work when everything else does not.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <main className="panel panel--outlined hpp-error">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
    </main>
  );
}
