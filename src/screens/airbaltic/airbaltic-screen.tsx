import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/airline.css';
import { awaitedClass, keptPlace } from '@/ui/merchant-text';
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
    <PageLayout className="airbaltic" headerLayout="airline">
      <div className="panel panel--outlined airbaltic__panel">
        <h1 className="airbaltic__title">{t('page.title')}</h1>
        <BookingStrip />
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

/**
 * The booking being paid for: what (PurchaseDescription) and from whom (merchantName), above the
 * card, as the airline's own booking flow puts its itinerary. The amount is not here: it is on
 * the Pay button (where the variant shows it, settings.showAmount), the one place an airline's
 * checkout states it.
 */
function BookingStrip() {
  const { t } = useTranslation();
  const { description, merchant, textsAwaited } = usePurchaseSummary();
  if (!description && !merchant && !textsAwaited) return null;
  return (
    <section className={awaitedClass('airbaltic__booking', textsAwaited)} aria-label={t('summary.booking')}>
      <span className="summary-caption airbaltic__booking-label">{t('summary.booking')}</span>
      {description || textsAwaited ? (
        <span className={awaitedClass('airbaltic__booking-description', !description)}>
          {description || keptPlace}
        </span>
      ) : null}
      {merchant || textsAwaited ? (
        <span className={awaitedClass('airbaltic__booking-merchant', !merchant)}>
          {merchant || keptPlace}
        </span>
      ) : null}
    </section>
  );
}
