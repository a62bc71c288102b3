import { computed } from 'nanostores';
import { formatAmount } from '@/core/format-amount';
import { toBcp47 } from '@/core/languages';
import { $language, $paymentRequest, $variant } from '@/state/stores';

/**
 * The amount to pay as the shopper reads it, in the page's language: only where the variant shows
 * the amount and the gateway told us one (its payment request); else undefined. One store for the
 * Pay button, the amount banner, the order summary and every own-screen summary, so none of them
 * imports another to learn it.
 */
export const $payableAmount = computed(
  [$variant, $paymentRequest, $language],
  ({ settings }, request, language): string | undefined =>
    settings.showAmount && request
      ? formatAmount(request.amount, request.currency, toBcp47(language))
      : undefined,
);
