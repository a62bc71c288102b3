import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import amountBannerCss from '@/features/purchase-summary/ui/amount-banner.css?inline';
import { $payableAmount } from '@/state/payable-amount';
import { $config } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(amountBannerCss);

/** The amount to pay, for the variants that show it (eupago, klass_wagen, gett, …). */
export function AmountBanner() {
  const { t } = useTranslation();
  const amount = useStore($payableAmount);
  const config = useStore($config);
  if (!amount) return null;
  return (
    <section className="amount-banner" aria-label={t('page.amountToPay')}>
      <span className="amount-banner__label">{t('page.amountToPay')}</span>
      <strong className="amount-banner__value">{amount}</strong>
      {config.purchaseDescription ? (
        <span className="amount-banner__description">{config.purchaseDescription}</span>
      ) : null}
    </section>
  );
}
