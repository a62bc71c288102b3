import { useTranslation } from 'react-i18next';
import { awaitedClass, keptPlace } from '@/ui/merchant-text';
import { usePurchaseSummary } from '@/ui/use-purchase-summary';
import './amount-banner.css';

export interface AmountBannerProps {
  /** The amount as the first thing read, large and centred (the nayax kiosk puts it at the top). */
  prominent?: boolean;
}

/**
 * The amount to pay, for the variants that show it (eupago, klass_wagen, gett, nayax, …). On the
 * first screen, in the HTML: until the gateway's answer says the amount, the banner keeps its place
 * unseen and unread (state/purchase-summary.ts), so the form below does not move when it comes,
 * and no box says "Amount to pay" with nothing in it; gone when the gateway states none. What is
 * bought is a small line under the amount that most links leave out, so its place is not kept.
 */
export function AmountBanner({ prominent = false }: AmountBannerProps) {
  const { t } = useTranslation();
  const { amount, amountAwaited, description } = usePurchaseSummary();
  if (!amount && !amountAwaited) return null;
  return (
    <section
      className={awaitedClass(
        prominent ? 'amount-banner amount-banner--prominent' : 'amount-banner',
        !amount,
      )}
      aria-label={t('page.amountToPay')}
    >
      <span className="amount-banner__label">{t('page.amountToPay')}</span>
      <strong className="amount-banner__value">{amount ?? keptPlace}</strong>
      {description ? <span className="amount-banner__description">{description}</span> : null}
    </section>
  );
}
