import { checkoutEndpoint } from '@/core/checkout-endpoint';
import { buildTokenPayload } from '@/core/checkout-payload';
import { servicesForRequest, submitCheckout } from '@/state/checkout-flow';
import { $config, $request, $variant } from '@/state/stores';

export type TokenPaymentCheck =
  | { ok: true }
  | { ok: false; error: 'savedCards.cvvRequired' | 'card.cvv.invalid' };

/** enforceCVV makes the security code required; otherwise it is optional but must look right if given. */
export function checkTokenCvv(cvv: string, enforceCvv: boolean): TokenPaymentCheck {
  const trimmed = cvv.trim();
  if (trimmed === '') return enforceCvv ? { ok: false, error: 'savedCards.cvvRequired' } : { ok: true };
  return /^\d{3,4}$/.test(trimmed) ? { ok: true } : { ok: false, error: 'card.cvv.invalid' };
}

/** Pays with a saved card: g1 and optional b5, never a card number (spec section 7). */
export async function payWithToken(
  token: string,
  cvv: string,
): Promise<TokenPaymentCheck | { ok: false; error: 'busy' }> {
  if ($request.get() === 'processing') return { ok: false, error: 'busy' };
  const config = $config.get();
  const check = checkTokenCvv(cvv, config.enforceCvv);
  if (!check.ok) return check;
  $request.set('processing');
  const services = await servicesForRequest();
  if (!services) return { ok: false, error: 'busy' };
  const trimmedCvv = cvv.trim();
  const payload = buildTokenPayload({
    config,
    browser: services.browserData(),
    token,
    ...(trimmedCvv ? { cvv: trimmedCvv } : {}),
  });
  await submitCheckout(
    checkoutEndpoint(config.controllerVersion, $variant.get().settings.storeAndPay),
    payload,
  );
  return check;
}
