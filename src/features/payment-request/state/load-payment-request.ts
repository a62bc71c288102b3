import * as v from 'valibot';
import { paymentRequestPath } from '@/core/gateway/endpoints';
import { buildPaymentRequestPayload } from '@/core/gateway/payloads';
import { paymentRequestReplySchema } from '@/core/gateway/replies';
import { loadServices } from '@/state/services';
import { $config, $paymentRequest } from '@/state/stores';

/**
 * The amount for the variants that show it. A failure here only hides the amount: the shopper
 * can still pay, and the merchant's payment is not lost over a display detail.
 */
export async function loadPaymentRequest(): Promise<void> {
  try {
    const { http, gatewayBase } = await loadServices();
    const reply = await http.postForm(
      `${gatewayBase}${paymentRequestPath}`,
      buildPaymentRequestPayload($config.get()),
    );
    const parsed = v.safeParse(paymentRequestReplySchema, reply);
    $paymentRequest.set(parsed.success ? parsed.output : undefined);
  } catch {
    $paymentRequest.set(undefined);
  }
}
