import { useTranslation } from 'react-i18next';
import { KioskSteps } from '@/screens/nayax/kiosk-steps';
import { PageLayout } from '@/ui/layout/page-layout';
import { PaymentPanel } from '@/ui/payment-panel';
import '@/ui/layout/panel.css';
import './nayax.css';

/**
 * Nayax: an unattended payment kiosk. Large type and touch targets of at least 56 px, no Back
 * button (there is no previous page on a kiosk), and on small screens the shared card form in
 * three steps of one screen each, done with layout rather than a second, duplicated form.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="nayax" showBackButton={false}>
      <div className="panel nayax__panel">
        <h1 className="nayax__title">{t('nayax.tapToPay')}</h1>
        <KioskSteps>
          <PaymentPanel />
        </KioskSteps>
      </div>
    </PageLayout>
  );
}
