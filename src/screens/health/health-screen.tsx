import { useTranslation } from 'react-i18next';
import { healthVersion } from '@/screens/health/health-version';
import '@/ui/layout/panel.css';
import './health.css';

/** health.html: "health OK" and "version 2.1.0" (spec 2). Uptime checks read the same text from the static HTML. */
export function Screen() {
  const { t } = useTranslation();
  return (
    <main className="panel panel--outlined hpp-health">
      <h1>{t('health.title')}</h1>
      <p role="status">{t('health.status')}</p>
      <p>{t('health.version', { version: healthVersion })}</p>
    </main>
  );
}
