import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/travel.css';
import { awaitedClass, keptPlace, MerchantText } from '@/ui/merchant-text';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import '@/ui/layout/panel.css';
import './tui.css';

/**
 * TUI: a package-holiday checkout. A sunny banner names the holiday (PurchaseDescription) and
 * the price to pay; the payment form sits under it.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="tui" headerLayout="travel">
      <HolidayBanner />
      <div className="panel tui__payment">
        <h1 className="tui__title">{t('page.title')}</h1>
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

function HolidayBanner() {
  const { t } = useTranslation();
  const { description, merchant, amount, textsAwaited, amountAwaited } = usePurchaseSummary();
  if (!description && !amount && !textsAwaited && !amountAwaited) return null;
  return (
    <section className={awaitedClass('tui__holiday', textsAwaited)} aria-labelledby="tui-holiday-title">
      {/* A label, not a heading: the page's h1 comes next, in the payment card. */}
      <p className="tui__holiday-label" id="tui-holiday-title">
        {t('summary.holiday')}
      </p>
      <MerchantText className="tui__holiday-description" text={description} awaited={textsAwaited} />
      <MerchantText className="tui__holiday-merchant" text={merchant} awaited={textsAwaited} />
      {amount || amountAwaited ? (
        <p className={awaitedClass('tui__holiday-price', !amount)}>
          <span className="tui__holiday-price-label">{t('page.amountToPay')}</span>
          <span className="tui__holiday-amount">{amount ?? keptPlace}</span>
        </p>
      ) : null}
    </section>
  );
}
