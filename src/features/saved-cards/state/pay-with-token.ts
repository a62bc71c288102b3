import { checkoutEndpoint } from '@/core/gateway/endpoints';
import { buildTokenPayload } from '@/core/gateway/payloads';
import type { Result } from '@/core/result';
import { validateSecurityCode } from '@/core/security-code-validation';
import { type SavedCard, savedCardScheme } from '@/core/token-list';
import { isBlank } from '@/core/validation-result';
import { servicesForRequest, submitCheckout } from '@/features/checkout';
import { $config, $request, $variant } from '@/state/stores';

export type TokenPaymentError = 'savedCards.cvvRequired' | 'card.cvv.invalid' | 'card.expired';

/** Why a saved card cannot be paid with as it is: the message under its security code. */
export interface TokenPaymentRefusal {
  key: TokenPaymentError;
  params?: Readonly<Record<string, string>>;
}

/**
 * Whether a saved card can be paid with as it is: never an expired one; enforceCVV makes the
 * security code required, otherwise it is optional but must have the card's scheme's length if given.
 */
export function checkTokenPayment(
  card: SavedCard,
  cvv: string,
  enforceCvv: boolean,
): Result<undefined, TokenPaymentRefusal> {
  if (card.expired) return { ok: false, error: { key: 'card.expired' } };
  if (isBlank(cvv)) {
    return enforceCvv
      ? { ok: false, error: { key: 'savedCards.cvvRequired' } }
      : { ok: true, value: undefined };
  }
  const check = validateSecurityCode(cvv, savedCardScheme(card));
  return check.isValid
    ? { ok: true, value: undefined }
    : { ok: false, error: { key: 'card.cvv.invalid', params: check.params ?? {} } };
}

/** Pays with a saved card: g1 and optional b5, never a card number (spec section 7). */
export async function payWithToken(
  card: SavedCard,
  cvv: string,
): Promise<Result<undefined, TokenPaymentRefusal | 'busy'>> {
  if ($request.get() === 'processing') return { ok: false, error: 'busy' };
  const config = $config.get();
  const check = checkTokenPayment(card, cvv, config.enforceCvv);
  if (!check.ok) return check;
  $request.set('processing');
  const services = await servicesForRequest();
  if (!services) return { ok: false, error: 'busy' };
  const trimmedCvv = cvv.trim();
  const payload = buildTokenPayload({
    config,
    browser: services.browserData(),
    token: card.token,
    ...(trimmedCvv ? { cvv: trimmedCvv } : {}),
  });
  await submitCheckout(
    services,
    'token',
    checkoutEndpoint(config.controllerVersion, $variant.get().settings.storeAndPay),
    payload,
  );
  return check;
}
