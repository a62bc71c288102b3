import { useTranslation } from 'react-i18next';

const points = [
  {
    key: 'stb.encrypted',
    icon: 'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Z',
  },
  {
    key: 'page.pciBanner',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 13.6-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    key: 'stb.threeDs',
    icon: 'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 4v14h10V5H7Zm5 15.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  },
  { key: 'stb.neverAsks', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z' },
] as const;

/**
 * The bank's reassurance block: why it is safe to type a card number here, in words (the icons
 * are decoration). The last point is the bank's anti-phishing promise: a real payment page never
 * asks for a PIN or online-banking password.
 */
export function SecurityAssurance() {
  const { t } = useTranslation();
  return (
    <section className="panel panel--outlined stb-security" aria-labelledby="stb-security-title">
      <h2 className="stb-security__title" id="stb-security-title">
        {t('stb.securityTitle')}
      </h2>
      <ul className="stb-security__list">
        {points.map((point) => (
          <li key={point.key} className="stb-security__item">
            <svg className="stb-security__icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d={point.icon} />
            </svg>
            <span>{t(point.key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
