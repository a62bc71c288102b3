import { createElement } from 'react';
import { noticeOnlyReloadHelps } from '@/state/actions/notices';
import { $closedRequest, fallBackToNewCard } from '@/state/stores';
import { lazyComponent } from '@/ui/lazy-component';
// Every lazy part with rules of its own applies them through this one function: named here, so
// it is part of the first screen's chunk (scripts/build/entry-chunk.ts) that every lazy chunk
// already imports from, not in the chunk of whichever part the bundler meets first (the field
// logic's, which the APM buttons would then have to load) nor in a chunk of its own.
import '@/ui/adopt-stylesheet';
import '@/ui/order-summary/order-summary-slot.css';

/**
 * The components that load later: the features of the payment panel (src/features/catalogue.ts
 * says which and when), the parts most variants never show, each fetched when first shown, each
 * with its own CSS.
 *
 * Their import() calls are here, not in src/later.ts with the code that loads later: every page's
 * start-up imports that module, and a bundle holds, and its translation file keeps the texts of,
 * every chunk a module it reaches can import(). Only the payment screens reach this one.
 * scripts/architecture/feature-imports.ts checks that each door is imported where the catalogue says.
 */
export const SavedCardsSection = lazyComponent(
  () => import('@/features/saved-cards').then((module) => module.SavedCardsSection),
  // Without the saved-card list the shopper must still be able to pay: show the new-card form.
  { onGiveUp: fallBackToNewCard },
);
export const SwitchToSavedCards = lazyComponent(() =>
  import('@/features/saved-cards').then((module) => module.SwitchToSavedCards),
);
export const ApmButtons = lazyComponent(() =>
  import('@/features/apm').then((module) => module.apmButtonsWithLogos()),
);
export const OrderSummary = lazyComponent(
  () => import('@/features/order-summary').then((module) => module.OrderSummary),
  // Its place is kept from the first paint (the prerendered HTML) until it arrives, so the form
  // below it does not move then.
  { placeholder: createElement('div', { className: 'order-summary-slot' }) },
);
/**
 * Said instead of the form for a request already paid or expired. If its code cannot come, the
 * form comes back: the gateway's idempotency still guards a second payment, and the shopper is
 * never left with an empty page.
 */
export const RequestClosedNotice = lazyComponent(
  () => import('@/features/request-closed').then((module) => module.RequestClosedNotice),
  { onGiveUp: () => $closedRequest.set(undefined) },
);
export const AmountBanner = lazyComponent(() =>
  import('@/features/amount-banner').then((module) => module.AmountBanner),
);
export const BillingFields = lazyComponent(
  () => import('@/features/form-extras').then((module) => module.BillingFields),
  // The address is required where it is asked for, so the form cannot be completed without it:
  // say so rather than leave a Pay button that silently refuses. Once every attempt has failed
  // nothing fetches it again while the form is shown (in any engine), so "try again" could never
  // bring it: the shopper is told to reload the page, with a button for it.
  { onGiveUp: noticeOnlyReloadHelps },
);

export const RecipientFields = lazyComponent(
  () => import('@/features/form-extras').then((module) => module.RecipientFields),
  // Required where shown, like the billing address: without them the form cannot be completed,
  // and only a reload brings them once every attempt has failed.
  { onGiveUp: noticeOnlyReloadHelps },
);

/** Mounted once the field logic has loaded, before any submit, so its live region is in place. */
export const ErrorSummary = lazyComponent(() =>
  import('@/features/form-feedback').then((module) => module.ErrorSummary),
);
export const PaymentProgress = lazyComponent(() =>
  import('@/features/form-feedback').then((module) => module.PaymentProgress),
);
