import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/travel.css';
import { awaitedClass, keptPlace, MerchantText } from '@/ui/merchant-text';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import './scenic.css';

/**
 * Scenic: a travel-booking checkout. The trip summary sits beside the payment form on desktop
 * and above it on phones. Scenic reads the addressFields flag (settings.readAddressFields), and
 * the shared card form then asks for the billing address as well.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="scenic" headerLayout="travel">
      <h1 className="scenic__title">{t('page.title')}</h1>
      <div className="scenic__layout">
        <TripSummary />
        <div className="scenic__payment">
          <PaymentPanel showAmount={false} showOrderSummary={false} />
        </div>
      </div>
    </PageLayout>
  );
}

function TripSummary() {
  const { t } = useTranslation();
  const { description, merchant, amount, textsAwaited, amountAwaited } = usePurchaseSummary();
  const descriptionShown = description !== '' || textsAwaited;
  const amountShown = amount !== undefined || amountAwaited;
  return (
    <aside className="scenic__summary" aria-labelledby="scenic-summary-title">
      <h2 className="scenic__summary-title" id="scenic-summary-title">
        {t('summary.title')}
      </h2>
      <MerchantText className="scenic__merchant" text={merchant} awaited={textsAwaited} />
      {descriptionShown || amountShown ? (
        <dl className="scenic__facts">
          {descriptionShown ? (
            <div className={description ? undefined : 'awaited'}>
              <dt>{t('summary.booking')}</dt>
              <dd>{description || keptPlace}</dd>
            </div>
          ) : null}
          {amountShown ? (
            <div className={awaitedClass('scenic__total', !amount)}>
              <dt>{t('summary.total')}</dt>
              <dd>{amount ?? keptPlace}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="scenic__assurance">{t('page.pciBanner')}</p>
    </aside>
  );
}
