import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/screens/elal/language-switch';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/airline.css';
import { awaitedClass, MerchantText } from '@/ui/merchant-text';
import { PaymentPanel } from '@/ui/payment-panel';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import '@/ui/layout/panel.css';
import '@/ui/summary-caption.css';
import './elal.css';

/**
 * EL AL: an airline checkout in Hebrew and English alike. The page direction comes from
 * `<html dir>` (set with the language), and every rule in elal.css is a logical property, so the
 * same markup reads right to left in Hebrew. HTTP monitoring (settings.monitorHttp) is handled
 * by the shared services.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="elal" headerLayout="airline">
      <div className="elal__toolbar">
        <LanguageSwitch />
      </div>
      <div className="panel elal__card">
        <h1 className="elal__title">{t('page.title')}</h1>
        <FlightBooking />
        <PaymentPanel showAmount={false} showOrderSummary={false} />
      </div>
    </PageLayout>
  );
}

/**
 * The booking as a boarding-pass strip above the card: what is paid for and to whom. The amount
 * is on the Pay button (where the variant shows it), as in the airline's own checkout.
 */
function FlightBooking() {
  const { t } = useTranslation();
  const { description, merchant, textsAwaited } = usePurchaseSummary();
  if (!description && !textsAwaited) return null;
  return (
    <section className={awaitedClass('elal__booking', textsAwaited)} aria-labelledby="elal-booking-title">
      <svg className="elal__plane" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <path
          fill="currentColor"
          d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
        />
      </svg>
      <div className="elal__booking-text">
        <h2 className="summary-caption elal__booking-title" id="elal-booking-title">
          {t('summary.booking')}
        </h2>
        <MerchantText className="elal__booking-description" text={description} awaited={textsAwaited} />
        <MerchantText className="elal__booking-merchant" text={merchant} awaited={textsAwaited} />
      </div>
    </section>
  );
}
