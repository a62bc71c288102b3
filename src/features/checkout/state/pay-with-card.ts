import { checkoutEndpoint } from '@/core/gateway/endpoints';
import { buildCardPayload } from '@/core/gateway/payloads';
import { servicesForRequest, submitCheckout } from '@/features/checkout/state/checkout-flow';
import { invalidFields } from '@/features/field-logic';
import { $cardForm, $submitted, asksBillingAddress } from '@/state/card-form';
import { requestFocus } from '@/state/focus-request';
import { countRefusedPay } from '@/state/refused-pays';
import { $config, $request, $variant } from '@/state/stores';

/**
 * The pay button. Returns false when nothing was sent (already processing, or the form has
 * errors, in which case the first invalid field gets focus).
 */
export async function payWithCard(now: Date = new Date()): Promise<boolean> {
  // Double click, Enter twice, click while processing: exactly one request.
  if ($request.get() === 'processing') return false;
  const settings = $variant.get().settings;
  const config = $config.get();
  const values = $cardForm.get();
  $submitted.set(true);
  const [firstInvalid] = invalidFields(values, { settings, config, now });
  if (firstInvalid) {
    countRefusedPay();
    requestFocus(firstInvalid);
    return false;
  }
  // Claim the request state before any await so a second click in the same tick is refused.
  $request.set('processing');
  const services = await servicesForRequest();
  if (!services) return false;
  const withAddress = asksBillingAddress(settings, config);
  const payload = buildCardPayload({
    config,
    browser: services.browserData(),
    card: {
      cardNumber: values.cardNumber,
      expiryDate: values.expiryDate,
      cvv: values.cvv,
      saveCard: values.saveCard === 'true',
      cardholderName: settings.showCardholderName ? values.cardholderName : '',
    },
    ...(withAddress
      ? {
          billing: {
            email: values.email,
            streetNumber: values.streetNumber,
            streetName: values.streetName,
            city: values.city,
            stateCode: values.state,
            countryCode: values.country,
            zipCode: values.zipCode,
          },
        }
      : {}),
    ...(settings.recipientDetails
      ? {
          recipient: {
            firstName: values.recipientFirstName,
            lastName: values.recipientLastName,
            streetAddress: values.recipientStreetAddress,
            city: values.recipientCity,
            countryAlpha3: values.recipientCountry,
          },
        }
      : {}),
  });
  await submitCheckout(
    services,
    'card',
    checkoutEndpoint(config.controllerVersion, settings.storeAndPay),
    payload,
  );
  return true;
}
