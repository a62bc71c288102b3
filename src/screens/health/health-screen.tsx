import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { healthVersion } from '@/screens/health/health-version';
import '@/ui/layout/panel.css';
import { $variant } from '@/state/stores';
import './health.css';

/**
 * health.html: "health OK" and "version 2.1.0" (spec 2), and beside them the build's release id, so
 * an operator sees which build is live. Uptime checks read the same text from the static HTML.
 */
export function Screen() {
  const { t } = useTranslation();
  const { release } = useStore($variant);
  return (
    <main className="panel panel--outlined hpp-health">
      <h1>{t('health.title')}</h1>
      <p role="status">{t('health.status')}</p>
      <p>{t('health.version', { version: healthVersion })}</p>
      {release ? <p>{t('health.release', { release })}</p> : null}
    </main>
  );
}
