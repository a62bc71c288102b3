import { createElement } from 'react';
import { lazyPart } from '@/state/load-part';
import { $closedRequest, fallBackToNewCard } from '@/state/stores';
import { lazyComponent } from '@/ui/lazy-component';
// Every lazy part with rules of its own applies them through this one function: named here, so
// it is part of the first screen's chunk (scripts/build/entry-chunk.ts) that every lazy chunk
// already imports from, not in the chunk of whichever part the bundler meets first (the field
// logic's, which the APM buttons would then have to load) nor in a chunk of its own.
import '@/ui/adopt-stylesheet';
import '@/ui/order-summary/order-summary-slot.css';
import '@/ui/card-form/recipient-fields-slot.css';

/*
 * The components that load later: the features of the payment panel (src/features/catalogue.ts
 * says which and when), the parts most variants never show, each fetched when first shown, each
 * with its own CSS. Each door is one part of the one loader (src/state/load-part.ts), named by the
 * chunk it travels in (the catalogue's `chunk`, else its own), which its failures count for. When
 * a part's chunk has failed twice the shopper is told to reload (state/actions/show-lazy-part.ts);
 * `fallBack` is what the page does meanwhile.
 *
 * Their import() calls are here, not in src/state/load-later.ts with the code that loads later:
 * every page's start-up imports that module, and a bundle holds, and its translation file keeps the
 * texts of, every chunk a module it reaches can import(). Only the payment screens reach this one.
 * scripts/architecture/feature-imports.ts checks that each door is imported where the catalogue says.
 */
const savedCards = lazyPart('saved-cards', () => import('@/features/saved-cards'));
const apmButtons = lazyPart('apm', () =>
  import('@/features/apm').then((module) => module.apmButtonsWithLogos()),
);
const purchaseSummary = lazyPart('checkout', () => import('@/features/purchase-summary'));
const requestClosed = lazyPart('checkout', () => import('@/features/request-closed'));
const formExtras = lazyPart('form-extras', () => import('@/features/form-extras'));
const formFeedback = lazyPart('field-logic', () => import('@/features/form-feedback'));

export const SavedCardsSection = lazyComponent(savedCards, (module) => module.SavedCardsSection, {
  // Without the saved-card list the shopper must still be able to pay: show the new-card form.
  fallBack: fallBackToNewCard,
});
export const SwitchToSavedCards = lazyComponent(savedCards, (module) => module.SwitchToSavedCards);
export const ApmButtons = lazyComponent(apmButtons, (buttons) => buttons);
export const OrderSummary = lazyComponent(purchaseSummary, (module) => module.OrderSummary, {
  // Its place is kept from the first paint (the prerendered HTML) until it arrives, so the form
  // below it does not move then.
  placeholder: createElement('div', { className: 'order-summary-slot' }),
});
/**
 * Said instead of the form for a request already paid or expired. If its code cannot come, the
 * form comes back: the gateway's idempotency still guards a second payment, and the shopper is
 * never left with an empty page.
 */
export const RequestClosedNotice = lazyComponent(requestClosed, (module) => module.RequestClosedNotice, {
  fallBack: () => $closedRequest.set(undefined),
});
// Required where shown (the billing address, small_world's recipient): without them the form
// cannot be completed, and the shopper is told to reload rather than left with a Pay button that
// silently refuses, as for any part that cannot come.
export const BillingFields = lazyComponent(formExtras, (module) => module.BillingFields);
export const RecipientFields = lazyComponent(formExtras, (module) => module.RecipientFields, {
  // The recipient is asked for on every load of the variant that shows it (small_world): its place
  // is kept from the first paint (the prerendered HTML) until it arrives, so Save and Pay below it
  // do not move then.
  placeholder: createElement('div', { className: 'recipient-fields-slot' }),
});

/** Mounted once the field logic has loaded, before any submit, so its live region is in place. */
export const ErrorSummary = lazyComponent(formFeedback, (module) => module.ErrorSummary);
export const PaymentProgress = lazyComponent(formFeedback, (module) => module.PaymentProgress);
