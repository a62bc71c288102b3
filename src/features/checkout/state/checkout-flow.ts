import { completionEndpoint } from '@/core/gateway/endpoints';
import {
  cardExpiredCode,
  isNamedErrorCode,
  type NamedErrorCode,
  wrongCvvCode,
} from '@/core/gateway/error-codes';
import type { FailureOutcome } from '@/core/gateway/failure-parameters';
import { buildCompletionPayload } from '@/core/gateway/payloads';
import { encodeThreeDsMethodData, threeDsNotificationUrl } from '@/core/three-ds-method-data';
import { unhandledCase } from '@/core/unhandled-case';
import { buildFailureUrl } from '@/features/checkout/core/failure-url';
import { methodFrameMayLoad } from '@/features/checkout/core/method-frame-url';
import { decideCheckoutReply } from '@/features/checkout/core/reply-decision';
import {
  completionReserveMs,
  paymentDeadline,
  postWithResend,
  replyMayBeLost,
} from '@/features/checkout/state/post-with-resend';
import { saveReturnContext } from '@/features/checkout/state/save-return-context';
import { noticeConnectionFailed } from '@/state/actions/notices';
import { $cardForm, $submitted, untouchField } from '@/state/card-form';
import { requestFocus } from '@/state/focus-request';
import { loadServices, type Services } from '@/state/services';
import { $checkingWithBank, $config, $notice, $request, $variant, type Notice } from '@/state/stores';

/**
 * The services for a request whose state is already `processing`. If their chunk cannot be
 * loaded (the network dropped since the page loaded) nothing was sent and no failure URL can be
 * reached, so the form becomes usable again and says so.
 */
export async function servicesForRequest(): Promise<Services | undefined> {
  try {
    return await loadServices();
  } catch {
    $request.set('none');
    noticeConnectionFailed();
    return undefined;
  }
}

/** A gateway that keeps answering ACS would otherwise keep the shopper in a loop. */
const maxMethodSteps = 3;

/**
 * Posts a checkout of a new card or a saved one and follows the reply: spec section 4. The caller
 * has already checked that no other request is in flight, and hands in the services it loaded.
 */
export async function submitCheckout(
  services: Services,
  source: PaymentSource,
  endpoint: string,
  payload: URLSearchParams,
): Promise<void> {
  const { http, gatewayBase } = services;
  $request.set('processing');
  $notice.set(undefined);
  // One budget from Pay to an outcome: the checkout, its re-sends, the method step and the
  // completion all share it (post-with-resend.ts).
  const deadline = paymentDeadline();
  let reply: unknown;
  try {
    reply = await postWithResend(http, `${gatewayBase}${endpoint}`, payload, { onStillConfirming, deadline });
  } catch (error) {
    failPayment(
      services,
      error instanceof Error ? error.message : 'checkout request failed',
      replyMayBeLost(error),
    );
    return;
  }
  await followCheckoutReply(services, reply, { methodSteps: 0, source, deadline });
}

/** What the shopper paid with: the new-card form, or a saved card (a token). */
export type PaymentSource = 'card' | 'token';

/** A reply went missing and the same request goes again: the payment is not failed, not yet. */
function onStillConfirming(): void {
  $notice.set({ key: 'status.stillConfirming', tone: 'info' });
}

/** Where a payment stands while the page follows the gateway's replies. */
interface PaymentProgress {
  methodSteps: number;
  source: PaymentSource;
  /** When the payment's time budget runs out (ms since the epoch). */
  deadline: number;
}

async function followCheckoutReply(
  services: Services,
  reply: unknown,
  progress: PaymentProgress,
): Promise<void> {
  const { methodSteps, source } = progress;
  const decision = decideCheckoutReply(reply);
  switch (decision.kind) {
    case 'redirect':
    case 'challenge':
      leaveTo(services, decision.url);
      return;
    case 'retry':
      retryPayment(decision.errorCode, source);
      return;
    case 'failure':
      failPayment(services, decision.reason);
      return;
    case 'three-ds-method': {
      if (methodSteps >= maxMethodSteps) {
        failPayment(services, 'too many 3-D Secure method steps');
        return;
      }
      const config = $config.get();
      const notificationUrl = threeDsNotificationUrl(services.gatewayBase, config.merchantId, decision.trxId);
      const encodedMethodData = encodeThreeDsMethodData(decision.trxId, notificationUrl);
      const methodUrl = usableMethodUrl(services, decision.methodUrl);
      let completion: unknown;
      $checkingWithBank.set(true);
      try {
        // Without a method URL the issuer collects no device data: straight to the completion.
        if (methodUrl !== undefined) {
          await services.runThreeDsMethod({
            methodUrl,
            encodedMethodData,
            trxId: decision.trxId,
            notificationUrl,
            // The step's own fallback, but never so long that the completion has no time left.
            timeoutMs: Math.max(0, progress.deadline - completionReserveMs - Date.now()),
          });
        }
        completion = await postWithResend(
          services.http,
          `${services.gatewayBase}${completionEndpoint(decision.trxId)}`,
          buildCompletionPayload({
            config,
            trxId: decision.trxId,
            ...(methodUrl !== undefined ? { methodUrl, encodedMethodData } : {}),
          }),
          { onStillConfirming, deadline: progress.deadline },
        );
      } catch (error) {
        failPayment(
          services,
          error instanceof Error ? error.message : '3-D Secure completion failed',
          replyMayBeLost(error),
        );
        return;
      } finally {
        $checkingWithBank.set(false);
      }
      await followCheckoutReply(services, completion, { ...progress, methodSteps: methodSteps + 1 });
      return;
    }
    default:
      // A decision kind without a case above fails the type check here; never left "processing".
      failPayment(services, unhandledCase(decision));
  }
}

/**
 * The method URL the page's policy lets the method frame load (core/method-frame-url.ts), else
 * none: the step is skipped rather than waited out, and monitoring hears why.
 */
function usableMethodUrl(services: Services, methodUrl: string | undefined): string | undefined {
  if (methodUrl === undefined) return undefined;
  const pageOrigin = new URL(services.pageUrl).origin;
  if (methodFrameMayLoad(methodUrl, { pageOrigin, gatewayBase: services.gatewayBase })) return methodUrl;
  services.monitor.problem(methodUrl, '3-D Secure method URL is not https: method step skipped');
  return undefined;
}

/**
 * Before leaving, tell monitoring where the shopper goes (spec: redirect ping with the url), and
 * leave the result page this page's name, look and address (the return context).
 */
export function leaveTo(services: Services, url: string, failure?: FailureOutcome): void {
  saveReturnContext(Date.now(), failure);
  services.monitor.redirect(url);
  services.navigate(url);
}

const noticeForCode: Record<NamedErrorCode, Notice> = {
  [wrongCvvCode]: { key: 'card.cvv.wrong', tone: 'error', field: 'cvv' },
  [cardExpiredCode]: { key: 'status.cardExpired', tone: 'error', field: 'expiryDate' },
};

/** RETRY: the form is usable again (state none) and the shopper is told what to fix. */
function retryPayment(errorCode: string | undefined, source: PaymentSource): void {
  // Only the named codes: a code such as 'constructor' must not find Object.prototype's.
  const notice: Notice = isNamedErrorCode(errorCode)
    ? noticeForCode[errorCode]
    : { key: 'status.retry', tone: 'error' };
  // Only a card payment's own fields are reset; a saved card's security code lives in the
  // saved-card list, which clears it itself.
  if (source === 'card' && notice.field === 'cvv') $cardForm.setKey('cvv', '');
  // The field the notice names starts afresh: not already red next to the message.
  if (source === 'card' && notice.field) untouchField(notice.field);
  $submitted.set(false);
  $request.set('none');
  $notice.set(notice);
  if (notice.field) requestFocus(notice.field);
}

/**
 * Any failed request: failure event, then the failure URL with z2/z3 (spec sections 4 and 8) and
 * whether the outcome is known. When every re-send was lost too, the gateway may have charged:
 * the merchant's FailURL hears `outcome=unknown` and a message that says so, and our result page
 * (through the return context) says to ask the shop before paying again.
 */
export function failPayment(services: Services, reason: string, outcomeUnknown = false): void {
  services.onFailure(reason);
  const outcome = outcomeUnknown ? 'unknown' : 'failed';
  const target = buildFailureUrl({
    failUrl: $config.get().failUrl,
    pageUrl: services.pageUrl,
    outcome,
    merchantHosts: $variant.get().settings.merchantHosts,
  });
  leaveTo(services, target, outcome);
}
