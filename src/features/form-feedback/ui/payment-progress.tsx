import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import paymentProgressCss from '@/features/form-feedback/ui/payment-progress.css?inline';
import { $checkingWithBank } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(paymentProgressCss);

/**
 * What a running payment is doing, inside the pay button's status region: for screen readers that
 * it is being processed (the button itself says so on screen), and for everyone, with a progress
 * bar, that the bank is being asked during the 3-D Secure step, which can take ten seconds.
 */
export function PaymentProgress() {
  const { t } = useTranslation();
  const checkingWithBank = useStore($checkingWithBank);
  if (!checkingWithBank) return <span className="visually-hidden">{t('status.processing')}</span>;
  return (
    <span className="payment-progress">
      {t('status.threeDs')}
      <span className="payment-progress__track" aria-hidden="true">
        <span className="payment-progress__bar" />
      </span>
    </span>
  );
}
