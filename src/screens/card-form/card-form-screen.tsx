import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/layout/page-layout';
import { PaymentPanel } from '@/ui/payment-panel';
import './card-form-screen.css';

/** The standard card form: basic, basic2 and the ~35 themed standard-form variants. */
export function Screen() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <div className="page__card">
        <h1 className="page__title">{t('page.title')}</h1>
        <PaymentPanel />
      </div>
    </PageLayout>
  );
}
