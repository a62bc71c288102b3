import { createElement } from 'react';
import { loadLater } from '@/later';
import { noticeConnectionFailed } from '@/state/actions/notices';
import { fallBackToNewCard } from '@/state/stores';
import { lazyComponent } from '@/ui/lazy-component';
import '@/ui/order-summary/order-summary-slot.css';

/**
 * The parts of the payment panel that most variants never show, as components fetched when first
 * shown (what each part is, and its import(), are in src/later.ts). Each brings its own CSS.
 */
export const SavedCardsSection = lazyComponent(
  () => loadLater('savedCards').then((module) => module.SavedCardsSection),
  // Without the saved-card list the shopper must still be able to pay: show the new-card form.
  { onGiveUp: fallBackToNewCard },
);
export const SwitchToSavedCards = lazyComponent(() =>
  loadLater('savedCards').then((module) => module.SwitchToSavedCards),
);
export const ApmButtons = lazyComponent(() =>
  loadLater('apmButtons').then((module) => module.apmButtonsWithLogos()),
);
export const OrderSummary = lazyComponent(
  () => loadLater('orderSummary').then((module) => module.OrderSummary),
  // Its place is kept from the first paint (the prerendered HTML) until it arrives, so the form
  // below it does not move then.
  { placeholder: createElement('div', { className: 'order-summary-slot' }) },
);
export const AmountBanner = lazyComponent(() =>
  loadLater('amountBanner').then((module) => module.AmountBanner),
);
export const BillingFields = lazyComponent(
  () => loadLater('billingFields').then((module) => module.BillingFields),
  // The address is required where it is asked for, so the form cannot be completed without it:
  // say so rather than leave a Pay button that silently refuses.
  { onGiveUp: noticeConnectionFailed },
);

export const RecipientFields = lazyComponent(
  () => loadLater('recipientFields').then((module) => module.RecipientFields),
  // Required where shown, like the billing address: without them the form cannot be completed.
  { onGiveUp: noticeConnectionFailed },
);

/** Mounted once the field logic has loaded, before any submit, so its live region is in place. */
export const ErrorSummary = lazyComponent(() =>
  loadLater('formFeedback').then((module) => module.ErrorSummary),
);
export const PaymentProgress = lazyComponent(() =>
  loadLater('formFeedback').then((module) => module.PaymentProgress),
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
