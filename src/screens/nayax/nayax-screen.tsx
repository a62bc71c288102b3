import { useTranslation } from 'react-i18next';
import { KioskSteps } from '@/screens/nayax/kiosk-steps';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/kiosk.css';
import { AmountBanner } from '@/ui/amount-banner/amount-banner';
import { PaymentPanel } from '@/ui/payment-panel';
import '@/ui/layout/panel.css';
import './nayax.css';

/**
 * Nayax: an unattended payment kiosk. Large type and touch targets of at least 56 px, no Back
 * button (there is no previous page on a kiosk), and on small screens the shared card form in
 * three steps of one screen each, done with layout rather than a second, duplicated form. The
 * amount is the first thing read, large, above every step (where the variant shows it); the panel
 * below does not repeat it (Pay still names it).
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="nayax" headerLayout="kiosk" showBackButton={false}>
      <div className="panel nayax__panel">
        {/* The shared amount part (what and how much), large at the top, in view at every step. */}
        <AmountBanner prominent />
        <h1 className="nayax__title">{t('nayax.tapToPay')}</h1>
        <KioskSteps>
          <PaymentPanel showAmount={false} />
        </KioskSteps>
      </div>
    </PageLayout>
  );
}
