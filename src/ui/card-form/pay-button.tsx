import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/core/format-amount';
import { toBcp47 } from '@/core/languages';
import { $language, $paymentRequest, $request, $variant } from '@/state/stores';
import { PaymentProgress } from '@/ui/lazy-parts';

/**
 * The submit button. While a request runs it stays focusable but inert (aria-disabled, not
 * disabled, so focus is not lost for keyboard and screen-reader users) and shows progress;
 * the action itself refuses a second request. Below it, what the payment is doing (payment-progress.tsx).
 */
export function PayButton() {
  const { t } = useTranslation();
  const request = useStore($request);
  const amount = usePayableAmount();
  const processing = request === 'processing';
  return (
    <>
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={processing}
        aria-busy={processing}
      >
        {processing ? <span className="spinner" aria-hidden="true" /> : null}
        {processing
          ? t('actions.processing')
          : amount
            ? t('actions.payAmount', { amount })
            : t('actions.pay')}
      </button>
      {/* A polite live region on the page from the start, so what appears in it is announced. */}
      <div aria-live="polite">{processing ? <PaymentProgress /> : null}</div>
    </>
  );
}

/** The formatted amount when the variant shows it and the gateway told us; else undefined. */
export function usePayableAmount(): string | undefined {
  const { settings } = useStore($variant);
  const paymentRequest = useStore($paymentRequest);
  const language = useStore($language);
  if (!settings.showAmount || !paymentRequest) return undefined;
  return formatAmount(paymentRequest.amount, paymentRequest.currency, toBcp47(language));
}
