import * as v from 'valibot';
import { paymentRequestPath } from '@/core/gateway/endpoints';
import { buildPaymentRequestPayload } from '@/core/gateway/payloads';
import { readClosedRequest } from '@/core/gateway/payment-request-status';
import { paymentRequestReplySchema } from '@/core/gateway/replies';
import { loadServices } from '@/state/services';
import { $closedRequest, $config, $paymentRequest, $request, $variant } from '@/state/stores';

/**
 * How long the page waits for the answer. Later, it changes nothing: the shopper is already
 * filling in the form, and the gateway's idempotency still guards a second payment.
 */
export const paymentRequestWaitMs = 8_000;

/**
 * Asks the gateway about the link's payment request when a payment screen opens: the amount for
 * the variants that show it, and whether the request is already paid or has expired (read
 * liberally: core/gateway/payment-request-status.ts), which the screens then show instead of the
 * form. A failure, a slow gateway, or a reply that says neither changes nothing: the shopper can
 * still pay, and the merchant's payment is not lost over a display detail.
 */
export async function loadPaymentRequest(): Promise<void> {
  let reply: unknown;
  try {
    const { http, gatewayBase } = await loadServices();
    reply = await http.postForm(
      `${gatewayBase}${paymentRequestPath}`,
      buildPaymentRequestPayload($config.get()),
      {
        timeoutMs: paymentRequestWaitMs,
      },
    );
  } catch {
    $paymentRequest.set(undefined);
    return;
  }
  if ($variant.get().settings.showAmount) {
    const parsed = v.safeParse(paymentRequestReplySchema, reply);
    $paymentRequest.set(parsed.success ? parsed.output : undefined);
  }
  // A payment the shopper started meanwhile is this page's own: its outcome decides what comes next.
  const closed = readClosedRequest(reply);
  if (closed && $request.get() === 'none') $closedRequest.set(closed);
}
