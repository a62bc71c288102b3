import type { PageConfig } from '@/core/page-config';
import { startSavedCards } from '@/state/load-saved-cards';
import { $config, $queryApplied } from '@/state/stores';

/**
 * What the merchant's query adds to the first screen: its values and its saved cards. A
 * prerendered page applies it once hydrated, so it is the one render between hydration and the
 * first key: only what shows a value the query changed renders again (first-screen-config.ts).
 */
export function applyQuery(config: PageConfig): void {
  $config.set(config);
  $queryApplied.set(true);
  void startSavedCards(config.tokenList);
}
