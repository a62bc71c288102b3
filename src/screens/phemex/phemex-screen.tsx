import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/exchange.css';
import { awaitedClass, keptPlace, MerchantText } from '@/ui/merchant-text';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import '@/ui/layout/panel.css';
import '@/ui/summary-caption.css';
import './phemex.css';

/**
 * Phemex: a dark exchange top-up. The amount being topped up is the largest thing on the page,
 * in tabular figures; the colours are the theme's dark palette, whose text pairs all meet WCAG AA
 * (variants/themes.ts is checked for it), and `color-scheme: dark` gives native controls the same.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="phemex" headerLayout="exchange">
      <div className="panel panel--outlined phemex__panel">
        <h1 className="phemex__title">{t('page.title')}</h1>
        <TopUp />
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

/** What is topped up, with the amount beside it: the figure an exchange's customer checks first. */
function TopUp() {
  const { t } = useTranslation();
  const { description, amount, textsAwaited, amountAwaited } = usePurchaseSummary();
  if (!amount && !description && !textsAwaited && !amountAwaited) return null;
  return (
    <section className={awaitedClass('phemex__top-up', textsAwaited)} aria-labelledby="phemex-top-up-title">
      <div className="phemex__top-up-what">
        <h2 className="summary-caption phemex__top-up-label" id="phemex-top-up-title">
          {t('summary.topUp')}
        </h2>
        <MerchantText className="phemex__description" text={description} awaited={textsAwaited} />
      </div>
      {amount || amountAwaited ? (
        <p className={awaitedClass('phemex__amount', !amount)}>{amount ?? keptPlace}</p>
      ) : null}
    </section>
  );
}
