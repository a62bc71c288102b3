import { computed } from 'nanostores';
import { $payableAmount } from '@/state/payable-amount';
import { $config, $paymentRequestAnswered, $queryApplied, $variant } from '@/state/stores';

/** What a summary says of the purchase, and which of its lines are still to come. */
export interface PurchaseSummary {
  /** PurchaseDescription, trimmed ('' when absent). */
  description: string;
  /** merchantName, trimmed ('' when absent). */
  merchant: string;
  /** The formatted amount where the variant shows it and the gateway gave it. */
  amount: string | undefined;
  /**
   * The merchant's query is not applied yet (the prerendered first screen, and its hydration):
   * a line of its text may still come, so its place is kept.
   */
  textsAwaited: boolean;
  /** The variant shows the amount and the gateway has not answered yet: its place is kept. */
  amountAwaited: boolean;
}

/**
 * What is being paid for, to whom and how much: the facts every summary (the amount banner, the
 * booking strip, the ticket, the trip summary, the top-up) lays out in its own way. The query
 * comes after the first paint and the amount a reply later; a summary that drew nothing for them
 * until then pushed the form down under the shopper's thumb as they came (layout shift 0.18 on
 * tui's phone screen). So until each is known, its line's place is kept, unseen.
 */
export const $purchaseSummary = computed(
  [$config, $payableAmount, $queryApplied, $paymentRequestAnswered, $variant],
  (config, amount, queryApplied, answered, { settings }): PurchaseSummary => ({
    description: config.purchaseDescription.trim(),
    merchant: config.merchantName.trim(),
    amount,
    textsAwaited: !queryApplied,
    amountAwaited: settings.showAmount && !answered && amount === undefined,
  }),
);
