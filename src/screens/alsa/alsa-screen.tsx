import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/travel.css';
import { awaitedClass, keptPlace, MerchantText } from '@/ui/merchant-text';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import './alsa.css';

/**
 * ALSA: coach and bus tickets. The ticket being bought (PurchaseDescription) and its price are
 * the first thing on the page, drawn as a ticket with a tear-off stub; the card form follows.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="alsa" headerLayout="travel">
      <h1 className="alsa__title">{t('page.title')}</h1>
      <Ticket />
      <div className="alsa__payment">
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

function Ticket() {
  const { t } = useTranslation();
  const { description, merchant, amount, textsAwaited, amountAwaited } = usePurchaseSummary();
  if (!description && !amount && !textsAwaited && !amountAwaited) return null;
  return (
    <section className={awaitedClass('alsa__ticket', textsAwaited)} aria-labelledby="alsa-ticket-title">
      <div className="alsa__ticket-main">
        <h2 className="alsa__ticket-label" id="alsa-ticket-title">
          {t('summary.ticket')}
        </h2>
        <MerchantText className="alsa__ticket-description" text={description} awaited={textsAwaited} />
        <MerchantText className="alsa__ticket-merchant" text={merchant} awaited={textsAwaited} />
      </div>
      {amount || amountAwaited ? (
        <p className={awaitedClass('alsa__ticket-stub', !amount)}>
          <span className="alsa__ticket-stub-label">{t('summary.total')}</span>
          <span className="alsa__ticket-amount">{amount ?? keptPlace}</span>
        </p>
      ) : null}
    </section>
  );
}
