import { atom } from 'nanostores';
import { apmPaymentPath } from '@/core/gateway/endpoints';
import { buildApmPayload } from '@/core/gateway/payloads';
import { decideApmReply, failPayment, leaveTo, servicesForRequest } from '@/features/checkout';
import { $config, $request } from '@/state/stores';

/** The method the shopper chose (as the merchant named it): its button says where the shopper is going. */
export const $chosenApm = atom<string | undefined>(undefined);

/** Alternative payment method: POST apmPayment and follow the url it answers (http(s) only). */
export async function payWithApm(paymentMethod: string): Promise<boolean> {
  if ($request.get() === 'processing') return false;
  $chosenApm.set(paymentMethod);
  $request.set('processing');
  const services = await servicesForRequest();
  if (!services) return false;
  const { http, gatewayBase } = services;
  let reply: unknown;
  try {
    reply = await http.postForm(
      `${gatewayBase}${apmPaymentPath}`,
      buildApmPayload($config.get(), paymentMethod),
    );
  } catch (error) {
    failPayment(services, error instanceof Error ? error.message : 'APM request failed');
    return true;
  }
  const decision = decideApmReply(reply);
  if (decision.kind === 'redirect') leaveTo(services, decision.url);
  else failPayment(services, decision.reason);
  return true;
}
