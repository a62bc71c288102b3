import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import '@/ui/layout/panel.css';
import '@/ui/summary-caption.css';
import './airbaltic.css';

/**
 * airBaltic: shown inside the airline's own booking page, in an iframe (settings.inIframe, so the
 * navigator sends redirects to the top window). One compact column that fits a 360 px frame, with
 * the booking in a single strip above the card form instead of a full order summary.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="airbaltic">
      <div className="panel panel--outlined airbaltic__panel">
        <h1 className="airbaltic__title">{t('page.title')}</h1>
        <BookingStrip />
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

/** The booking being paid for: what (PurchaseDescription), from whom (merchantName), how much. */
function BookingStrip() {
  const { t } = useTranslation();
  const { description, merchant, amount } = usePurchaseSummary();
  if (!description && !merchant && !amount) return null;
  return (
    <section className="airbaltic__booking" aria-label={t('summary.booking')}>
      <div className="airbaltic__booking-text">
        <span className="summary-caption airbaltic__booking-label">{t('summary.booking')}</span>
        {description ? <span className="airbaltic__booking-description">{description}</span> : null}
        {merchant ? <span className="airbaltic__booking-merchant">{merchant}</span> : null}
      </div>
      {amount ? (
        <span className="airbaltic__booking-amount">
          <span className="visually-hidden">{t('summary.total')} </span>
          {amount}
        </span>
      ) : null}
    </section>
  );
}
