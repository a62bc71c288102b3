import { useTranslation } from 'react-i18next';
import { SecurityAssurance } from '@/screens/stb/security-assurance';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/bank.css';
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
          <PaymentPanel />
        </div>
        <SecurityAssurance />
      </div>
    </PageLayout>
  );
}
