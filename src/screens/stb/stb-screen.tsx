import { useTranslation } from 'react-i18next';
import { SecurityAssurance } from '@/screens/stb/security-assurance';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/bank.css';
import { OrderSummary } from '@/ui/lazy-parts';
import { PaymentPanel } from '@/ui/payment-panel';
import '@/ui/layout/panel.css';
import './stb.css';

/**
 * STB: a bank-branded card form. The bank's customers are told, beside the form, how the page
 * protects them (encryption, PCI DSS, 3-D Secure, what the bank never asks for).
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout className="stb" headerLayout="bank">
      <div className="stb__layout">
        <div className="panel panel--outlined stb__card">
          <h1 className="stb__title">{t('page.title')}</h1>
          {/* The shared order summary (shop, what is bought, the amount where shown) before the card, as a bank's payment confirmation reads. */}
          <OrderSummary />
          <PaymentPanel showOrderSummary={false} />
        </div>
        <SecurityAssurance />
      </div>
    </PageLayout>
  );
}
