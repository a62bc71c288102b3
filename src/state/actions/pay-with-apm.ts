import { buildApmPayload } from '@/core/checkout-payload';
import { decideApmReply } from '@/core/reply-decision';
import { failPayment, leaveTo } from '@/state/checkout-flow';
import { getServices } from '@/state/services';
import { $config, $request } from '@/state/stores';

/** Alternative payment method: POST apmPayment and follow the url it answers (http(s) only). */
export async function payWithApm(paymentMethod: string): Promise<boolean> {
  if ($request.get() === 'processing') return false;
  const { http, gatewayBase } = getServices();
  $request.set('processing');
  let reply: unknown;
  try {
    reply = await http.postForm(
      `${gatewayBase}/rest/v1/apmPayment`,
      buildApmPayload($config.get(), paymentMethod),
    );
  } catch (error) {
    failPayment(error instanceof Error ? error.message : 'APM request failed');
    return true;
  }
  const decision = decideApmReply(reply);
  if (decision.kind === 'redirect') leaveTo(decision.url);
  else failPayment(decision.reason);
  return true;
}
