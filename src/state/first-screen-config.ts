import { computed } from 'nanostores';
import { asksBillingAddress } from '@/state/card-form';
import { headerWordmark } from '@/state/header-wordmark';
import { keptMounted } from '@/state/kept-mounted';
import { $config, $variant } from '@/state/stores';

/*
 * What the first screen's components read of the merchant's query, each narrowed to the one value
 * it shows. The query is applied once the page has hydrated, a new config object: a component
 * listening to the whole of it would render again, with every field under it, even where nothing
 * it shows changed, and that render would stand between hydration and the first key.
 * Each store tells its listeners only when its own value changes (a string or a boolean).
 */

/** The header's wordmark: the theme's, or the merchant's name from the query (header-wordmark.ts). */
export const $headerWordmark = keptMounted(
  computed([$variant, $config], ({ brand }, config) => headerWordmark(brand, config.merchantName)),
);

/** Whether the card form asks for the billing address (asksBillingAddress). */
export const $billingAddressShown = keptMounted(
  computed([$variant, $config], ({ settings }, config) => asksBillingAddress(settings, config)),
);

/** Whether the merchant offers alternative payment methods (their buttons read the list themselves). */
export const $offersAlternativeMethods = keptMounted(
  computed($config, (config) => config.apmPaymentMethods.length > 0),
);
