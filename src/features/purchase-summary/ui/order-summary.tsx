import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { toSafeNavigationUrl } from '@/core/safe-url';
import orderSummaryCss from '@/features/purchase-summary/ui/order-summary.css?inline';
import { $payableAmount } from '@/state/payable-amount';
import { $config, $variant } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(orderSummaryCss);

/**
 * aober's order summary: the shop, what is bought and a link back to the shop. Every value is
 * merchant query text rendered as React text; the link is shown only for an http(s) address.
 * Without a merchantName the shop is the variant's brand, as in the header: the summary is then
 * always there to take the place the first screen keeps for it, and nothing below it moves.
 */
export function OrderSummary() {
  const { t } = useTranslation();
  const config = useStore($config);
  const { brand } = useStore($variant);
  const amount = useStore($payableAmount);
  const shopName = config.merchantName || brand?.name || '';
  const shopLink = config.merchantAddress ? toSafeNavigationUrl(config.merchantAddress) : undefined;
  if (!shopName && !config.purchaseDescription && !shopLink && !amount) return null;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 className="order-summary__title" id="order-summary-title">
        {t('summary.title')}
      </h2>
      <dl className="order-summary__list">
        {shopName ? (
          <div>
            <dt>{t('summary.shop')}</dt>
            <dd>{shopName}</dd>
          </div>
        ) : null}
        {config.purchaseDescription ? (
          <div>
            <dt>{t('summary.description')}</dt>
            <dd>{config.purchaseDescription}</dd>
          </div>
        ) : null}
        {amount ? (
          <div>
            <dt>{t('summary.total')}</dt>
            <dd>{amount}</dd>
          </div>
        ) : null}
      </dl>
      {shopLink ? (
        <a className="order-summary__link" href={shopLink} rel="noopener noreferrer">
          {t('summary.visitShop')}
        </a>
      ) : null}
    </section>
  );
}
