import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/core/format-amount';
import { toBcp47 } from '@/core/languages';
import { providerName } from '@/core/provider';
import { failureCodeKey } from '@/screens/result/failure-codes';
import { resultActions } from '@/screens/result/result-actions';
import { ResultIcon } from '@/screens/result/result-icon';
import { ResultLinks } from '@/screens/result/result-links';
import { parseResultQuery } from '@/screens/result/result-query';
import { type ShownOutcome, shownOutcome } from '@/screens/result/shown-outcome';
import { useReturnContext } from '@/screens/result/use-return-context';
import { $language, $variant } from '@/state/stores';
import { apmMethod } from '@/ui/apm/apm-methods';
import { BrandLogo } from '@/ui/layout/brand-logo';
import '@/ui/layout/header.css';
import '@/ui/layout/header-layouts/every-header-layout';
import './result.css';

const titleKeys: Record<ShownOutcome, string> = {
  approved: 'result.approvedTitle',
  declined: 'result.declinedTitle',
  cancelled: 'result.cancelledTitle',
  pending: 'result.pendingTitle',
  failure: 'result.failureTitle',
  unknown: 'result.unknownTitle',
  unverified: 'result.unverifiedTitle',
};

const textKeys: Record<ShownOutcome, string> = {
  approved: 'result.approvedText',
  declined: 'result.declinedText',
  cancelled: 'result.cancelledText',
  pending: 'result.pendingText',
  failure: 'result.failureText',
  unknown: 'result.unknownText',
  unverified: 'result.unverifiedText',
};

/**
 * The landing page after a payment. It never talks to the gateway (start-page.tsx gives it no
 * configuration): the outcome comes from its query, the merchant's name, look and amount from the
 * return context the payment page left in this tab (use-return-context.ts), and every value is
 * shown as text. Its header is the payment page's, in that page's layout where it had its own;
 * below it, its own plain layout, because the payment form's Back button means nothing once the
 * payment is over; the ways on are "Try again" (a fresh attempt) where the payment did not
 * go through and "Return to the shop" for a safe http(s) BackURL (result-actions.ts).
 */
export function Screen() {
  const { t } = useTranslation();
  const { brand, settings } = useStore($variant);
  const language = useStore($language);
  // The query does not change while the page is open: parse it once.
  const [query] = useState(() => parseResultQuery(window.location.search, settings.merchantHosts));
  const context = useReturnContext(query);
  const outcome = shownOutcome(query.outcome, context);
  // Stated only where this tab's payment led here: an address alone names no method it was paid by.
  const verified = outcome !== 'unverified';
  const actions = resultActions(outcome, context, query.backUrl);
  // The mark the shopper paid under, in its style; the merchant's own name is where the way back leads.
  const mark = context?.wordmark ?? brand?.wordmark ?? t('page.title');
  const markStyle = context?.wordmarkStyle ?? brand?.wordmarkStyle ?? 'bold';
  const layout = context?.headerLayout;
  const headerStyle = context?.headerStyle ?? 'bar';
  const markClass = `page__wordmark page__wordmark--${markStyle}`;
  const backLabel = context?.merchantName
    ? t('result.returnTo', { merchant: context.merchantName })
    : t('result.returnToMerchant');
  const amount = context?.amount
    ? formatAmount(context.amount.minorUnits, context.amount.currency, toBcp47(language))
    : undefined;
  const noWayOn = !actions.tryAgainUrl && !actions.backUrl;
  const title = t(titleKeys[outcome]);
  // "Unknown" is no failure of the payment service, and says so itself: no error box beside it.
  const showFailure =
    verified &&
    outcome !== 'approved' &&
    outcome !== 'unknown' &&
    (query.failureCode || outcome === 'failure');
  const method = verified && query.method ? methodName(query.method, t('card.schemes.default')) : undefined;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={`result result--${outcome}`}>
      {/* The payment page's header (ui/layout/page-layout.tsx): its theme's header style, its
          screen's layout where it had one, its colours (the theme the context applied), and its
          logo, a file of that page's bundle (return-context.ts accepts no other), or its text mark. */}
      <header
        className={`page__header page__header--${headerStyle}${layout ? ` page__header--${layout}` : ''}`}
        data-layout={layout}
      >
        {context?.logo ? (
          <BrandLogo logo={context.logo} className={markClass} />
        ) : (
          <p className={markClass}>{mark}</p>
        )}
        <span className="page__secure">
          <svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16" fill="currentColor">
            <path d="M7 0a4 4 0 0 0-4 4v3H2a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-1V4a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v3H5V4Z" />
          </svg>
          {t('page.secureConnection')}
        </span>
      </header>
      <main className="result__main">
        <section className="result__card" aria-labelledby="result-title">
          <ResultIcon outcome={outcome} />
          <h1 className="result__title" id="result-title">
            {title}
          </h1>
          <p className="result__text">{t(textKeys[outcome])}</p>
          {context?.repeatedAttempt ? (
            <p className="result__repeated">{t('result.repeatedAttempt')}</p>
          ) : null}
          {showFailure ? (
            <div className="result__failure">
              {/* A sentence in the shopper's language; the code itself is for the merchant (z2), not shown. */}
              <p className="result__explanation">{t(failureCodeKey(query.failureCode))}</p>
            </div>
          ) : null}
          {query.reference || method || amount ? (
            <ul className="result__facts">
              {amount ? <li>{t('result.amount', { amount })}</li> : null}
              {query.reference ? <li>{t('result.reference', { reference: query.reference })}</li> : null}
              {method ? <li>{t('result.method', { method })}</li> : null}
            </ul>
          ) : null}
          <ResultLinks
            tryAgainUrl={actions.tryAgainUrl}
            backUrl={actions.backUrl}
            tryAgainLabel={t('result.tryAgain')}
            backLabel={backLabel}
          />
          {noWayOn && outcome !== 'approved' && outcome !== 'pending' && verified ? (
            <p className="result__hint">
              {t(outcome === 'unknown' ? 'result.noLinkHintUnknown' : 'result.noLinkHint')}
            </p>
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
