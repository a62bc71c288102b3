import { randomBytes, randomUUID } from 'node:crypto';
import { cardExpiredCode, tokenNotFoundCode, wrongCvvCode } from '@/core/gateway/error-codes';
import { pingKeys } from '@/core/gateway/monitoring-ping';
import type { ClosedRequest } from '@/core/gateway/payment-request-status';
import type {
  CheckoutObjectReply,
  DeleteTokenReply,
  GatewayErrorReply,
  PaymentRequestReply,
} from '@/core/gateway/replies';
import type {
  ApmRequest,
  CheckoutRequest,
  CompletionRequest,
  DeleteTokenRequest,
  PaymentRequestRequest,
} from '@/core/gateway/request-schemas';
import {
  outcomeForCardNumber,
  outcomeForToken,
  slowReplyMs,
  type TestCardOutcome,
  testApmMethods,
  testCards,
} from '@/core/gateway/test-cards';
import { LruMap } from './lru-map';
import {
  acsChallengeUrl,
  acsMethodUrl,
  apmPageUrl,
  failures,
  type LandingOutcome,
  type LandingStatus,
  landingUrl,
  type SandboxLinks,
} from './sandbox-links';

/**
 * The sandbox gateway's behaviour, without HTTP: payments per request, 3-D Secure transactions,
 * APM sessions, deleted tokens and monitoring pings, all in memory and bounded. The HTTP layer
 * (gateway-routes.ts) parses requests, calls these and validates every reply before sending.
 *
 * Nothing lost, nothing doubled: a payment is keyed by M + uniqueRequestID. Once it is approved,
 * declined or pending, or while its 3-D Secure step is open, a repeated call replays the stored
 * reply; a call that arrives while another for the same request is still running waits for that
 * one and gets its reply. A charge is counted only on the transition into approved or pending,
 * so it happens at most once per request.
 */

export type GatewayResult<T> =
  /**
   * loseReply: the payment is done, but the connection is to be reset instead of answered.
   * holdReply: the payment is done, but the connection is held open and never answered.
   */
  | { status: 200; body: T; loseReply?: boolean; holdReply?: boolean }
  | { status: 400 | 404 | 409 | 500; body: GatewayErrorReply };

export type PaymentStatus =
  | 'open'
  | 'authenticating'
  | 'challenging'
  | 'at-apm-provider'
  | 'cancelled'
  | LandingStatus;

const settledStatuses: readonly PaymentStatus[] = ['approved', 'declined', 'pending'];
const replayedStatuses: readonly PaymentStatus[] = [...settledStatuses, 'authenticating', 'challenging'];

interface PaymentRecord {
  M: string;
  uniqueRequestID: string;
  reference: string;
  status: PaymentStatus;
  charges: number;
  attempts: number;
  reply?: CheckoutObjectReply;
  trxId?: string;
  apm?: { session: string; url: string };
  inFlight?: Promise<GatewayResult<CheckoutObjectReply>>;
}

/** silent: the method page never notifies; no-method: the ACS reply names no method URL at all. */
export type ThreeDsFlow = 'frictionless' | 'challenge' | 'silent' | 'no-method';

interface ThreeDsTransaction {
  trxId: string;
  M: string;
  paymentKey: string;
  flow: ThreeDsFlow;
  method: string;
  methodPageLoads: number;
  notifications: number;
  completions: number;
  /** When the first notification and the first completion arrived (ms since the epoch): the page's delay. */
  notifiedAt?: number;
  completedAt?: number;
}

interface ApmSession {
  session: string;
  M: string;
  method: string;
  paymentKey: string;
}

export interface PingRecord {
  seq: number;
  at: string;
  query: Record<string, string>;
}

export interface SandboxGatewayOptions {
  /** Multiplies simulated delays (the slow card): 0.01 in tests. Default 1. */
  latencyScale?: number;
  now?: () => Date;
  /** How many payments, transactions, sessions and deleted tokens are kept. Default 10,000. */
  capacity?: number;
}

const maxPings = 1000;

const ok = <const T>(body: T): { status: 200; body: T } => ({ status: 200, body });
const fail = (status: 400 | 404 | 409 | 500, error: string, message: string) => ({
  status,
  body: { error, message },
});

const paymentKey = (M: string, uniqueRequestID: string) => `${M}\u0000${uniqueRequestID}`;
const tokenKey = (M: string, g1: string) => `${M}\u0000${g1}`;
const newReference = () => `SBX-${randomBytes(5).toString('hex').toUpperCase()}`;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** FNV-1a: a stable, dependency-free hash so a RequestID always gets the same amount. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A card is expired after the last day of its expiry month (UTC). */
export function isExpired(month: string, year: string, now: Date): boolean {
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const nowYear = now.getUTCFullYear();
  return fullYear < nowYear || (fullYear === nowYear && Number(month) < now.getUTCMonth() + 1);
}

/** Tokens the sandbox's vault "holds": the test-card tokens and any other `tok_` token. */
function isKnownToken(g1: string): boolean {
  return g1.startsWith('tok_') || testCards.some((card) => card.token === g1);
}

/** paymentRequest's reply with the optional field the page reads (core/gateway/payment-request-status.ts). */
export type SandboxPaymentRequestReply = PaymentRequestReply & { status?: ClosedRequest };

/**
 * The sandbox's knob for an old link: a RequestID ending in '-paid' or '-expired', in any case
 * ('order-42-paid', 'order-7-EXPIRED'), is a request already paid or expired.
 */
export function closedRequestOf(requestId: string): ClosedRequest | undefined {
  const suffix = /-(paid|expired)$/i.exec(requestId)?.[1]?.toLowerCase();
  return suffix === 'paid' || suffix === 'expired' ? suffix : undefined;
}

export function createSandboxGateway(options: SandboxGatewayOptions = {}) {
  const latencyScale = options.latencyScale ?? 1;
  const now = options.now ?? (() => new Date());
  const capacity = options.capacity ?? 10_000;
  const payments = new LruMap<string, PaymentRecord>(capacity);
  const transactions = new LruMap<string, ThreeDsTransaction>(capacity);
  const apmSessions = new LruMap<string, ApmSession>(capacity);
  const deletedTokens = new LruMap<string, true>(capacity);
  const pings: PingRecord[] = [];
  let pingSeq = 0;

  function recordFor(M: string, uniqueRequestID: string): PaymentRecord {
    const key = paymentKey(M, uniqueRequestID);
    const existing = payments.get(key);
    if (existing) return existing;
    const created: PaymentRecord = {
      M,
      uniqueRequestID,
      reference: newReference(),
      status: 'open',
      charges: 0,
      attempts: 0,
    };
    payments.set(key, created);
    return created;
  }

  /** The only place a payment reaches a final state, and so the only place a charge is counted. */
  function settle(
    record: PaymentRecord,
    status: 'approved' | 'declined' | 'pending',
    method: string,
    links: SandboxLinks,
    failure?: LandingOutcome['failure'],
  ): CheckoutObjectReply {
    if (settledStatuses.includes(record.status) && record.reply) return record.reply;
    record.status = status;
    if (status === 'approved' || status === 'pending') record.charges += 1;
    const url = landingUrl(links, {
      status,
      reference: record.reference,
      method,
      ...(failure ? { failure } : {}),
    });
    record.reply = { CHECKOUT_TYPE: 'URL', url };
    return record.reply;
  }

  function startThreeDs(
    record: PaymentRecord,
    flow: ThreeDsFlow,
    method: string,
    links: SandboxLinks,
  ): CheckoutObjectReply {
    const trxId = randomUUID();
    transactions.set(trxId, {
      trxId,
      M: record.M,
      paymentKey: paymentKey(record.M, record.uniqueRequestID),
      flow,
      method,
      methodPageLoads: 0,
      notifications: 0,
      completions: 0,
    });
    record.trxId = trxId;
    record.status = flow === 'challenge' ? 'challenging' : 'authenticating';
    record.reply =
      flow === 'challenge'
        ? { CHECKOUT_TYPE: 'CHALLENGE', '3ds_trxid': trxId, '3ds_acsurl': acsChallengeUrl(links, trxId) }
        : flow === 'no-method'
          ? { CHECKOUT_TYPE: 'ACS', '3ds_trxid': trxId }
          : { CHECKOUT_TYPE: 'ACS', '3ds_trxid': trxId, '3ds_method': acsMethodUrl(links, trxId) };
    return record.reply;
  }

  async function attempt(
    record: PaymentRecord,
    request: CheckoutRequest,
    links: SandboxLinks,
  ): Promise<GatewayResult<CheckoutObjectReply>> {
    record.attempts += 1;
    // b1 makes it a card payment even with g1 beside it: the page sends the query's g1 with a new
    // card (spec section 7), the token the card is stored under, not a saved card to charge.
    const token = request.b1 === undefined ? request.g1 : undefined;
    const method = token === undefined ? 'card' : 'token';
    if (token !== undefined && deletedTokens.has(tokenKey(request.M, token))) {
      return ok({ CHECKOUT_TYPE: 'RETRY', errorCode: tokenNotFoundCode });
    }
    let outcome: TestCardOutcome =
      token !== undefined ? outcomeForToken(token) : outcomeForCardNumber(request.b1 ?? '');
    // A real past expiry date is refused whatever the card, as a real gateway would.
    if (request.b3 !== undefined && request.b4 !== undefined && isExpired(request.b3, request.b4, now())) {
      outcome = 'expired';
    }
    switch (outcome) {
      case 'approved':
        return ok(settle(record, 'approved', method, links));
      case 'slow-approved':
        await delay(slowReplyMs * latencyScale);
        return ok(settle(record, 'approved', method, links));
      case 'reply-lost':
        // Charged, then the answer never arrives: only the first time, as a network fault would.
        return { ...ok(settle(record, 'approved', method, links)), loseReply: record.attempts === 1 };
      case 'never-answers':
        // Charged, and checkout() holds this send and every re-send unanswered.
        return ok(settle(record, 'approved', method, links));
      case 'declined':
        return ok(settle(record, 'declined', method, links, failures.declined));
      case 'retry':
        return ok({ CHECKOUT_TYPE: 'RETRY' });
      case 'wrong-cvv':
        return ok({ CHECKOUT_TYPE: 'RETRY', errorCode: wrongCvvCode });
      case 'expired':
        return ok({ CHECKOUT_TYPE: 'RETRY', errorCode: cardExpiredCode });
      case 'gateway-error':
        return fail(500, 'gateway_error', 'Simulated gateway error (test card).');
      case '3ds-frictionless':
        return ok(startThreeDs(record, 'frictionless', method, links));
      case '3ds-method-silent':
        return ok(startThreeDs(record, 'silent', method, links));
      case '3ds-no-method':
        return ok(startThreeDs(record, 'no-method', method, links));
      case '3ds-challenge':
        return ok(startThreeDs(record, 'challenge', method, links));
    }
  }

  /** POST /rest/v2/checkout and /rest/v1/storeAndPay, card or token. */
  async function checkout(
    request: CheckoutRequest,
    links: SandboxLinks,
  ): Promise<GatewayResult<CheckoutObjectReply>> {
    const result = await answerCheckout(request, links);
    // The card that is never answered: not its first send, nor any re-send (each of which the
    // record would otherwise replay at once), so the page's own time budget is what ends it.
    const cardOutcome =
      request.b1 !== undefined ? outcomeForCardNumber(request.b1) : outcomeForToken(request.g1 ?? '');
    return result.status === 200 && cardOutcome === 'never-answers' ? { ...result, holdReply: true } : result;
  }

  async function answerCheckout(
    request: CheckoutRequest,
    links: SandboxLinks,
  ): Promise<GatewayResult<CheckoutObjectReply>> {
    const record = recordFor(request.M, request.uniqueRequestID);
    if (record.inFlight) return record.inFlight;
    if (record.reply && replayedStatuses.includes(record.status)) return ok(record.reply);
    const running = attempt(record, request, links);
    record.inFlight = running;
    try {
      return await running;
    } finally {
      record.inFlight = undefined;
    }
  }

  function transactionAndPayment(trxId: string, M?: string) {
    const trx = transactions.get(trxId);
    if (!trx || (M !== undefined && trx.M !== M)) return undefined;
    const record = payments.get(trx.paymentKey);
    return record ? { trx, record } : undefined;
  }

  /** POST /rest/v2/checkout/{key}: after the 3-D Secure method step, notified or timed out. */
  function complete(
    key: string,
    request: CompletionRequest,
    links: SandboxLinks,
  ): GatewayResult<CheckoutObjectReply> {
    const sentTrxId = request['3ds_trxid'];
    if (sentTrxId !== undefined && sentTrxId !== key) {
      return fail(400, 'bad_request', '3ds_trxid does not match the transaction in the path');
    }
    const found = transactionAndPayment(key, request.M);
    if (!found) return fail(404, 'not_found', 'unknown 3-D Secure transaction');
    const { trx, record } = found;
    if (trx.flow === 'challenge' && !settledStatuses.includes(record.status)) {
      return fail(409, 'conflict', 'the transaction is waiting for the challenge');
    }
    trx.completions += 1;
    trx.completedAt ??= Date.now();
    return ok(settle(record, 'approved', trx.method, links));
  }

  /** The simulated ACS method page was loaded for this transaction; says whether it should notify. */
  function methodPageLoaded(trxId: string): { notify: boolean } | undefined {
    const trx = transactions.get(trxId);
    if (!trx || trx.flow === 'challenge' || trx.flow === 'no-method') return undefined;
    trx.methodPageLoads += 1;
    return { notify: trx.flow !== 'silent' };
  }

  /** /rest/v2/deviceInfo/{M}/{key} received the ACS's notification. */
  function recordNotification(M: string, key: string, notifiedTrxId: string): boolean {
    const trx = transactions.get(key);
    if (!trx || trx.M !== M || notifiedTrxId !== key) return false;
    trx.notifications += 1;
    trx.notifiedAt ??= Date.now();
    return true;
  }

  function challengeFor(trxId: string): { reference: string } | undefined {
    const found = transactionAndPayment(trxId);
    return found && found.trx.flow === 'challenge' ? { reference: found.record.reference } : undefined;
  }

  /** The shopper pressed Approve or Decline on the simulated challenge page: the landing URL. */
  function decideChallenge(trxId: string, approve: boolean, links: SandboxLinks): string | undefined {
    const found = transactionAndPayment(trxId);
    if (found?.trx.flow !== 'challenge') return undefined;
    const reply = approve
      ? settle(found.record, 'approved', found.trx.method, links)
      : settle(found.record, 'declined', found.trx.method, links, failures.authenticationFailed);
    return reply.url;
  }

  /** POST /rest/v1/apmPayment: the provider page for this request (the same one if already open). */
  function startApm(request: ApmRequest, links: SandboxLinks): GatewayResult<{ url: string }> {
    const record = recordFor(request.M, request.uniqueRequestID);
    if (settledStatuses.includes(record.status) && record.reply?.url) return ok({ url: record.reply.url });
    const method = request.payment_method.toLowerCase();
    if (record.status === 'at-apm-provider' && record.apm) {
      const open = apmSessions.get(record.apm.session);
      if (open?.method === method) return ok({ url: record.apm.url });
    }
    record.attempts += 1;
    const session = randomUUID();
    const url = apmPageUrl(links, method, session);
    apmSessions.set(session, {
      session,
      M: request.M,
      method,
      paymentKey: paymentKey(request.M, request.uniqueRequestID),
    });
    record.status = 'at-apm-provider';
    record.apm = { session, url };
    return ok({ url });
  }

  function apmSessionFor(session: string, method: string): { reference: string } | undefined {
    const found = apmSessions.get(session);
    if (!found || found.method !== method) return undefined;
    const record = payments.get(found.paymentKey);
    return record ? { reference: record.reference } : undefined;
  }

  /** Pay or Cancel on the simulated provider page: the landing URL. */
  function decideApm(session: string, method: string, pay: boolean, links: SandboxLinks): string | undefined {
    const found = apmSessions.get(session);
    if (!found || found.method !== method) return undefined;
    const record = payments.get(found.paymentKey);
    if (!record) return undefined;
    if (settledStatuses.includes(record.status) && record.reply?.url) return record.reply.url;
    if (pay) {
      const onPay = testApmMethods.find((entry) => entry.method === method)?.outcomeOnPay ?? 'approved';
      return settle(record, onPay, method, links).url;
    }
    // Cancelling is not final: the shopper may go back and pay another way with the same request.
    record.status = 'cancelled';
    return landingUrl(links, {
      status: 'cancelled',
      reference: record.reference,
      method,
      failure: failures.cancelled,
    });
  }

  /** POST /rest/v1/deleteToken. Deletions are per merchant and token (the call carries no shopperID). */
  function deleteToken(request: DeleteTokenRequest): GatewayResult<DeleteTokenReply> {
    const key = tokenKey(request.M, request.g1);
    if (!isKnownToken(request.g1) || deletedTokens.has(key)) {
      return fail(404, 'not_found', 'unknown or already deleted token');
    }
    deletedTokens.set(key, true);
    return ok({ deleted: true, g1: request.g1 });
  }

  /**
   * POST /rest/v2/paymentRequest. Deterministic per RequestID: 5.00 to 499.99, in EUR unless the
   * RequestID ends in '-' and a three-letter code ('order-42-USD'), so a tester picks the currency
   * from the page address (a1) alone. A RequestID ending in '-paid' or '-expired' (closedRequestOf)
   * adds `status`, so an old link's page can be seen and tested.
   */
  function paymentRequest(request: PaymentRequestRequest): GatewayResult<SandboxPaymentRequestReply> {
    const currency = /-([A-Z]{3})$/.exec(request.RequestID)?.[1] ?? 'EUR';
    const amount = 500 + (fnv1a(request.RequestID) % 49_500);
    const closed = closedRequestOf(request.RequestID);
    return ok({
      amount,
      currency,
      description: `Sandbox order ${request.RequestID}`,
      ...(closed ? { status: closed } : {}),
    });
  }

  /** GET /ping: kept (only the spec's five keys, truncated) so tests can see what the page reported. */
  function recordPing(query: Record<string, string>): void {
    const kept: Record<string, string> = {};
    for (const key of pingKeys) {
      const value = query[key];
      if (value !== undefined) kept[key] = value.slice(0, 2048);
    }
    pingSeq += 1;
    pings.push({ seq: pingSeq, at: now().toISOString(), query: kept });
    if (pings.length > maxPings) pings.shift();
  }

  function inspectPayment(M: string, uniqueRequestID: string) {
    const record = payments.get(paymentKey(M, uniqueRequestID));
    if (!record) return undefined;
    const { inFlight: _inFlight, apm, ...visible } = record;
    return { ...visible, inFlight: record.inFlight !== undefined, apmSession: apm?.session };
  }

  function inspectTransaction(trxId: string) {
    const trx = transactions.get(trxId);
    if (!trx) return undefined;
    const { paymentKey: _key, ...visible } = trx;
    return visible;
  }

  function listPings(filter: { since?: number; state?: string; url?: string }): PingRecord[] {
    return pings.filter(
      (ping) =>
        (filter.since === undefined || ping.seq > filter.since) &&
        (filter.state === undefined || ping.query.state === filter.state) &&
        (filter.url === undefined || (ping.query.url ?? '').includes(filter.url)),
    );
  }

  return {
    checkout,
    complete,
    methodPageLoaded,
    recordNotification,
    challengeFor,
    decideChallenge,
    startApm,
    apmSessionFor,
    decideApm,
    deleteToken,
    paymentRequest,
    recordPing,
    inspectPayment,
    inspectTransaction,
    listPings,
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
