import { useStore } from '@nanostores/react';
import { $payableAmount } from '@/state/payable-amount';
import { $config } from '@/state/stores';

export interface PurchaseSummary {
  /** PurchaseDescription, trimmed ('' when absent). */
  description: string;
  /** merchantName, trimmed ('' when absent). */
  merchant: string;
  /** The formatted amount where the variant shows it and the gateway gave it. */
  amount: string | undefined;
}

/**
 * What is being paid for, to whom and how much: the facts every own-screen summary (booking
 * strip, ticket, trip summary, top-up) lays out in its own way.
 */
export function usePurchaseSummary(): PurchaseSummary {
  const config = useStore($config);
  return {
    description: config.purchaseDescription.trim(),
    merchant: config.merchantName.trim(),
    amount: useStore($payableAmount),
  };
}
