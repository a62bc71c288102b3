import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $payFlow, $tokens, $variant } from '@/state/stores';
import { AmountBanner } from '@/ui/amount/amount-banner';
import { ApmButtons } from '@/ui/apm/apm-buttons';
import { CardForm } from '@/ui/card-form/card-form';
import { OrderSummary } from '@/ui/order-summary/order-summary';
import { SavedCardsSection, SwitchToSavedCards } from '@/ui/saved-cards/saved-cards-section';
import { usePaymentPageEffects } from '@/ui/use-page-effects';

export interface PaymentPanelProps {
  /** Screens with their own amount or summary layout turn these off. */
  showAmount?: boolean;
  showOrderSummary?: boolean;
}

/**
 * Everything a shopper pays with, composed once and reused by every screen: order summary,
 * amount, saved cards, the new-card form and the alternative payment methods.
 */
export function PaymentPanel({ showAmount = true, showOrderSummary = true }: PaymentPanelProps) {
  const { t } = useTranslation();
  const { settings } = useStore($variant);
  const payFlow = useStore($payFlow);
  const tokens = useStore($tokens);
  usePaymentPageEffects();
  // ips keeps the new-card form on the page and offers saved cards in a dialog; elsewhere the
  // saved-card list replaces the form until the shopper chooses "use a new card".
  const dialogMode = settings.savedCardsInDialog;
  const savedCardListShown = tokens.length > 0 && payFlow === 'saved-card' && !dialogMode;
  return (
    <>
      {settings.separatePaymentHeader ? <p className="payment-header">{t('page.paymentHeader')}</p> : null}
      {showOrderSummary && settings.orderSummary ? <OrderSummary /> : null}
      {showAmount && !settings.orderSummary ? <AmountBanner /> : null}
      <SavedCardsSection />
      {savedCardListShown ? null : (
        <>
          {tokens.length > 0 && !dialogMode ? <SwitchToSavedCards /> : null}
          <CardForm />
        </>
      )}
      <ApmButtons />
    </>
  );
}
