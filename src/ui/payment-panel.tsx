import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $offersAlternativeMethods } from '@/state/first-screen-config';
import {
  $closedRequest,
  $payFlow,
  $savedCardsLoading,
  $startedWithSavedCards,
  $tokens,
  $variant,
} from '@/state/stores';
import { AmountBanner } from '@/ui/amount-banner/amount-banner';
import { CardForm } from '@/ui/card-form/card-form';
import {
  ApmButtons,
  OrderSummary,
  RequestClosedNotice,
  SavedCardsSection,
  SwitchToSavedCards,
} from '@/ui/lazy-parts';
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
  const savedCardsLoading = useStore($savedCardsLoading);
  const offersAlternativeMethods = useStore($offersAlternativeMethods);
  // While the tokenList is parsed the cards count as on offer: the list's place stays empty rather
  // than showing a new-card form that then vanishes.
  const savedCardsOnOffer = tokens.length > 0 || savedCardsLoading;
  // Saved cards can only be deleted, never added, so a page that starts without them never
  // needs the saved-card code; one that started with them keeps the section (its "none left").
  const startedWithTokens = useStore($startedWithSavedCards);
  const closedRequest = useStore($closedRequest);
  usePaymentPageEffects();
  // An old link whose request is paid or expired: nothing here may invite a payment.
  if (closedRequest) return <RequestClosedNotice />;
  // ips keeps the new-card form on the page and offers saved cards in a dialog; elsewhere the
  // saved-card list replaces the form until the shopper chooses "use a new card".
  const dialogMode = settings.savedCardsInDialog;
  const savedCardListShown = savedCardsOnOffer && payFlow === 'saved-card' && !dialogMode;
  // The saved cards come with the query, after the first screen is painted. Where they replace the
  // form they stand in its place; where the form stays (ips), they go after it: above, their
  // arrival would push the form down under the shopper's thumb.
  const savedCards = startedWithTokens ? <SavedCardsSection /> : null;
  return (
    <>
      {settings.separatePaymentHeader ? <p className="payment-header">{t('page.paymentHeader')}</p> : null}
      {showOrderSummary && settings.orderSummary ? <OrderSummary /> : null}
      {showAmount && settings.showAmount && !settings.orderSummary ? <AmountBanner /> : null}
      {dialogMode ? null : savedCards}
      {savedCardListShown ? null : (
        <>
          {tokens.length > 0 && !dialogMode ? <SwitchToSavedCards /> : null}
          <CardForm />
        </>
      )}
      {dialogMode ? savedCards : null}
      {offersAlternativeMethods ? <ApmButtons /> : null}
    </>
  );
}
