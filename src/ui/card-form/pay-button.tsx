import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { $payableAmount } from '@/state/payable-amount';
import { $request } from '@/state/stores';

/**
 * The submit button. While a request runs it stays focusable but inert (aria-disabled, not
 * disabled, so focus is not lost for keyboard and screen-reader users) and shows progress;
 * the action itself refuses a second request. Below it, what the payment is doing (`progress`: the
 * form-feedback feature's PaymentProgress, handed in by the form that shows the button, so this
 * shared part imports no lazy part and no feature that renders it is in an import circle).
 */
export function PayButton({ progress }: { progress: ReactElement }) {
  const { t } = useTranslation();
  const request = useStore($request);
  const amount = useStore($payableAmount);
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
      <div aria-live="polite">{processing ? progress : null}</div>
    </>
  );
}
