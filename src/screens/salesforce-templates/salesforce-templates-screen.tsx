import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $config, $variant } from '@/state/stores';
import { PageLayout } from '@/ui/layout/page-layout';
import '@/ui/layout/header-layouts/storefront.css';
import { OrderSummary } from '@/ui/lazy-parts';
import { PaymentPanel } from '@/ui/payment-panel';
import './salesforce-templates.css';

/**
 * The base Salesforce Commerce template: neutral, so it sits well in any storefront, and it
 * says whose shop the shopper is paying (merchantName) in the heading, with the shop's initial
 * as an avatar.
 */
export function Screen() {
  const { t } = useTranslation();
  const config = useStore($config);
  const { brand } = useStore($variant);
  const merchant = config.merchantName.trim();
  const initial = Array.from(merchant || brand?.name || t('page.title'))[0]?.toUpperCase() ?? '';
  return (
    <PageLayout className="sf-template" headerLayout="storefront">
      <div className="sf-template__card">
        <div className="sf-template__heading">
          <span className="sf-template__avatar" aria-hidden="true">
            {initial}
          </span>
          <h1 className="sf-template__title">
            {merchant ? t('salesforce.payingTo', { merchant }) : t('page.title')}
          </h1>
        </div>
        <div className="sf-template__body">
          {/* The shared order summary: what the shop's basket is, and its total where shown. */}
          <OrderSummary />
          <PaymentPanel showOrderSummary={false} />
        </div>
      </div>
    </PageLayout>
  );
}
