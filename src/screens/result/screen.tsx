import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerName } from '@/core/provider';
import { failureCodeKey } from '@/screens/result/failure-codes';
import { ResultIcon } from '@/screens/result/result-icon';
import { parseResultQuery, type ResultOutcome } from '@/screens/result/result-query';
import { $variant } from '@/state/stores';
import { apmMethod } from '@/ui/apm/apm-methods';
import './result.css';

const titleKeys: Record<ResultOutcome, string> = {
  approved: 'result.approvedTitle',
  declined: 'result.declinedTitle',
  cancelled: 'result.cancelledTitle',
  pending: 'result.pendingTitle',
  failure: 'result.failureTitle',
  unknown: 'result.unknownTitle',
};

const textKeys: Record<ResultOutcome, string> = {
  approved: 'result.approvedText',
  declined: 'result.declinedText',
  cancelled: 'result.cancelledText',
  pending: 'result.pendingText',
  failure: 'result.failureText',
  unknown: 'result.unknownText',
};

/**
 * The landing page after a payment. It never talks to the gateway (start-page.tsx gives it no
 * configuration): everything comes from its query, and every value is shown as text. It has its
 * own plain layout because the payment form's Back button means nothing once the payment is over;
 * the way on is the "Return to the shop" link, offered only for a safe http(s) BackURL.
 */
export function Screen() {
  const { t } = useTranslation();
  const { brand } = useStore($variant);
  // The query does not change while the page is open: parse it once.
  const [query] = useState(() => parseResultQuery(window.location.search));
  const title = t(titleKeys[query.outcome]);
  const showFailure = query.outcome !== 'approved' && (query.failureCode || query.outcome === 'failure');
  const method = query.method ? methodName(query.method, t('card.schemes.default')) : undefined;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={`result result--${query.outcome}`}>
      <header className="result__header">
        <p className="result__wordmark">{brand?.wordmark ?? t('page.title')}</p>
      </header>
      <main className="result__main">
        <section className="result__card" aria-labelledby="result-title">
          <ResultIcon outcome={query.outcome} />
          <h1 className="result__title" id="result-title">
            {title}
          </h1>
          <p className="result__text">{t(textKeys[query.outcome])}</p>
          {showFailure ? (
            <div className="result__failure">
              <p className="result__explanation">{t(failureCodeKey(query.failureCode))}</p>
              {query.failureCode ? (
                <p className="result__secondary">{t('result.errorCode', { code: query.failureCode })}</p>
              ) : null}
            </div>
          ) : null}
          {query.reference || method ? (
            <ul className="result__facts">
              {query.reference ? <li>{t('result.reference', { reference: query.reference })}</li> : null}
              {method ? <li>{t('result.method', { method })}</li> : null}
            </ul>
          ) : null}
          {query.backUrl ? (
            <a className="button button--primary result__return" href={query.backUrl}>
              {t('actions.returnToMerchant')}
            </a>
          ) : null}
        </section>
      </main>
      <footer className="result__footer">
        <p>{t('page.poweredBy', { provider: providerName })}</p>
      </footer>
    </div>
  );
}

/** 'card' and 'token' (a saved card) read as "Card"; an APM by its brand name, as on its button. */
function methodName(method: string, cardName: string): string {
  const normalized = method.toLowerCase();
  return normalized === 'card' || normalized === 'token' ? cardName : apmMethod(method).displayName;
}
