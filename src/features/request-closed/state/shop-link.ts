import { computed } from 'nanostores';
import { merchantUrl } from '@/core/merchant-hosts';
import { $config, $variant } from '@/state/stores';

/**
 * Whether the merchant gave a way back to its shop: a BackURL that the Back action would follow
 * (safe http(s), on a host the variant allows: core/merchant-hosts.ts). A request that can no
 * longer be paid then offers "Return to the shop"; without one the shopper is told to close the
 * page, since the referrer may be anything, a mail client included.
 */
export const $shopLink = computed([$config, $variant], (config, variant) =>
  merchantUrl(config.backUrl, variant.settings.merchantHosts),
);
