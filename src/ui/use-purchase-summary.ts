import { useStore } from '@nanostores/react';
import { $purchaseSummary, type PurchaseSummary } from '@/state/purchase-summary';

/**
 * What is being paid for, to whom and how much, with which lines are still to come
 * (state/purchase-summary.ts): what every summary lays out in its own way.
 */
export function usePurchaseSummary(): PurchaseSummary {
  return useStore($purchaseSummary);
}
