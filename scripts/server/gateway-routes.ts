import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { gatewayPaths } from '@/core/gateway/endpoints';
import {
  apmReplySchema,
  type CheckoutObjectReply,
  checkoutReplySchema,
  deleteTokenReplySchema,
  paymentRequestReplySchema,
} from '@/core/gateway/replies';
import {
  apmRequestSchema,
  checkoutRequestSchema,
  completionRequestSchema,
  deleteTokenRequestSchema,
  parseRequest,
  paymentRequestRequestSchema,
} from '@/core/gateway/request-schemas';
import type { Result } from '@/core/result';
import { readFormBody } from './form-body';
import { type GatewayDialect, minimalCheckoutReply } from './gateway-dialect';
import { badRequest, sendReply } from './reply';
import type { GatewayResult, SandboxGateway } from './sandbox-gateway';
import type { SandboxLinks } from './sandbox-links';

/** The 3ds_trxid the sandbox issues is a UUID; anything else in the path cannot be one of ours. */
const trxIdPattern = /^[0-9a-f-]{36}$/;

type Parsed<T> = Result<T, Response>;

async function readRequest<T extends v.GenericSchema>(
  c: Context,
  schema: T,
): Promise<Parsed<v.InferOutput<T>>> {
  const body = await readFormBody(c.req.raw);
  if (!body.ok) return { ok: false, error: badRequest(c, body.error) };
  const parsed = parseRequest(schema, body.value);
  return parsed.ok ? parsed : { ok: false, error: badRequest(c, parsed.error) };
}

/**
 * A reply as the minimal gateway words it: a failure is its status alone, with no body to read;
 * a success is `reword(body)`, still checked against the page's schema.
 */
function sendMinimal<T, R>(
  c: Context,
  schema: v.GenericSchema,
  result: GatewayResult<T>,
  reword: (body: T) => R,
): Response {
  if (result.status !== 200) return c.body(null, result.status);
  return sendReply(c, schema, { status: 200, body: reword(result.body) });
}

/**
 * Starts an answer and cuts the connection part-way: the page sees a network failure after the
 * gateway acted, as when a phone drops off the network. (Resetting before any byte is not the
 * same: a browser quietly sends a POST again itself when a reused connection fails that early.)
 */
function loseReply(c: Context<{ Bindings: Partial<HttpBindings> }>): Response {
  const outgoing = c.env?.outgoing;
  if (!outgoing) throw new Error('a lost reply needs the Node server');
  outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '4096' });
  outgoing.write('{"CHECKOUT_TYPE":', () => outgoing.destroy());
  return RESPONSE_ALREADY_SENT;
}

/** Longer than any page waits; then the connection is cut, so no test or demo holds it for ever. */
export const heldReplyMaxMs = 120_000;

/**
 * Holds the connection open without a byte of answer, as a gateway that hangs after charging
 * would, until the page gives up and goes away (or `heldReplyMaxMs`, or the server closes).
 */
function holdReply(c: Context<{ Bindings: Partial<HttpBindings> }>): Promise<Response> {
  const outgoing = c.env?.outgoing;
  if (!outgoing) throw new Error('a held reply needs the Node server');
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      outgoing.destroy();
      resolve(RESPONSE_ALREADY_SENT);
    };
    const timer = setTimeout(done, heldReplyMaxMs);
    outgoing.once('close', done);
  });
}

/** The REST endpoints of spec section 7, mounted under the gateway base path. */
export function gatewayRoutes(options: {
  gateway: SandboxGateway;
  links: (c: Context) => SandboxLinks;
  dialect: GatewayDialect;
}): Hono {
  const { gateway, links, dialect } = options;
  const minimal = dialect === 'minimal';
  const app = new Hono();

  const sendCheckout = (c: Context, result: GatewayResult<CheckoutObjectReply>) => {
    return minimal
      ? sendMinimal(c, checkoutReplySchema, result, minimalCheckoutReply)
      : sendReply(c, checkoutReplySchema, result);
  };

  const checkout = async (c: Context<{ Bindings: Partial<HttpBindings> }>) => {
    const request = await readRequest(c, checkoutRequestSchema);
    if (!request.ok) return request.error;
    const result = await gateway.checkout(request.value, links(c));
    if (result.status === 200 && result.loseReply) return loseReply(c);
    if (result.status === 200 && result.holdReply) return holdReply(c);
    return sendCheckout(c, result);
  };
  // storeAndPay differs for a real gateway (it always stores the card); the sandbox has no vault
  // to write to, so both answer alike.
  app.post(gatewayPaths.checkout, checkout);
  app.post(gatewayPaths.storeAndPay, checkout);

  app.post(`${gatewayPaths.checkout}/:key`, async (c) => {
    const key = c.req.param('key');
    if (!trxIdPattern.test(key)) return badRequest(c, 'the key in the path is not a 3ds_trxid');
    const request = await readRequest(c, completionRequestSchema);
    if (!request.ok) return request.error;
    return sendCheckout(c, gateway.complete(key, request.value, links(c)));
  });

  app.post(gatewayPaths.apmPayment, async (c) => {
    const request = await readRequest(c, apmRequestSchema);
    if (!request.ok) return request.error;
    const result = gateway.startApm(request.value, links(c));
    if (!minimal) return sendReply(c, apmReplySchema, result);
    // "Reply is a url": the barest form is the URL as plain text.
    if (result.status !== 200) return c.body(null, result.status);
    v.parse(apmReplySchema, result.body.url);
    return c.text(result.body.url);
  });

  app.post(gatewayPaths.deleteToken, async (c) => {
    const request = await readRequest(c, deleteTokenRequestSchema);
    if (!request.ok) return request.error;
    const result = gateway.deleteToken(request.value);
    if (!minimal) return sendReply(c, deleteTokenReplySchema, result);
    return c.body(null, result.status === 200 ? 204 : result.status);
  });

  app.post(gatewayPaths.paymentRequest, async (c) => {
    const request = await readRequest(c, paymentRequestRequestSchema);
    if (!request.ok) return request.error;
    const result = gateway.paymentRequest(request.value);
    if (!minimal) return sendReply(c, paymentRequestReplySchema, result);
    // The spec defines the endpoint but shows neither its use nor its reply: a gateway may not have
    // it (404), and one that has it may say only what it must, in its own words: for a paid or
    // expired request, a bare flag as a string, no amount.
    const closed = result.status === 200 ? result.body.status : undefined;
    if (closed === undefined) return c.body(null, 404);
    return c.json(closed === 'paid' ? { paid: 'true' } : { expired: 'true' });
  });

  app.get(gatewayPaths.ping, (c) => {
    gateway.recordPing(c.req.query());
    return c.body(null, 204);
  });

  return app;
}
