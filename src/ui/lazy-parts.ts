import { createElement } from 'react';
import { $notice, $payFlow } from '@/state/stores';
import { lazyComponent } from '@/ui/lazy-component';
import '@/ui/order-summary/order-summary-slot.css';

/**
 * The parts of the payment panel that most variants never show, each fetched only when shown:
 * the saved-card flow (only with a tokenList), the APM buttons (only with apmPaymentMethods),
 * the order summary (aober), the amount banner (variants showing the amount), the billing
 * fields (scenic with addressFields) and the recipient fields (small_world). Each brings its own CSS.
 */
export const SavedCardsSection = lazyComponent(
  () => import('@/ui/saved-cards/saved-cards-section').then((module) => module.SavedCardsSection),
  // Without the saved-card list the shopper must still be able to pay: show the new-card form.
  { onGiveUp: () => $payFlow.set('new-card') },
);
export const SwitchToSavedCards = lazyComponent(() =>
  import('@/ui/saved-cards/saved-cards-section').then((module) => module.SwitchToSavedCards),
);
export const ApmButtons = lazyComponent(() =>
  import('@/ui/apm/apm-buttons').then((module) => module.apmButtonsWithLogos()),
);
export const OrderSummary = lazyComponent(
  () => import('@/ui/order-summary/order-summary').then((module) => module.OrderSummary),
  // Its place is kept from the first paint (the prerendered HTML) until it arrives, so the form
  // below it does not move then.
  { placeholder: createElement('div', { className: 'order-summary-slot' }) },
);
export const AmountBanner = lazyComponent(() =>
  import('@/ui/amount/amount-banner').then((module) => module.AmountBanner),
);
export const BillingFields = lazyComponent(
  () => import('@/ui/card-form/billing-fields').then((module) => module.BillingFields),
  // The address is required where it is asked for, so the form cannot be completed without it:
  // say so rather than leave a Pay button that silently refuses.
  { onGiveUp: () => $notice.set({ key: 'status.connectionFailed', tone: 'error' }) },
);

export const RecipientFields = lazyComponent(
  () => import('@/ui/card-form/recipient-fields').then((module) => module.RecipientFields),
  // Required where shown, like the billing address: without them the form cannot be completed.
  { onGiveUp: () => $notice.set({ key: 'status.connectionFailed', tone: 'error' }) },
);

/** Mounted once the field logic has loaded, before any submit, so its live region is in place. */
export const ErrorSummary = lazyComponent(() =>
  import('@/ui/card-form/form-feedback').then((module) => module.ErrorSummary),
);
export const PaymentProgress = lazyComponent(() =>
  import('@/ui/card-form/form-feedback').then((module) => module.PaymentProgress),
);

const lazyParts = [
  SavedCardsSection,
  SwitchToSavedCards,
  ApmButtons,
  OrderSummary,
  AmountBanner,
  BillingFields,
  RecipientFields,
  ErrorSummary,
  PaymentProgress,
];

/** Loads every lazy part: component tests render them synchronously, as before the split. */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(lazyParts.map((part) => part.preload()));
}
