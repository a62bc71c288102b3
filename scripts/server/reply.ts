import type { Context } from 'hono';
import * as v from 'valibot';
import { type GatewayErrorReply, gatewayErrorReplySchema } from '@/core/gateway/replies';
import type { GatewayResult } from './sandbox-gateway';

/**
 * Every JSON reply is checked against the page's reading of it (src/core/gateway/replies.ts,
 * v.parse), so the sandbox cannot send what the page would refuse: a drift fails loudly here (500
 * and a log line) instead of quietly in the browser. What is sent is the body as the gateway
 * wrote it, not the page's reading of it.
 */
export function sendReply<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  result: GatewayResult<v.InferInput<S>>,
): Response {
  if (result.status !== 200) return sendError(c, result.status, result.body);
  v.parse(schema, result.body);
  return c.json(result.body as never, 200);
}

export function sendError(
  c: Context,
  status: 400 | 403 | 404 | 405 | 409 | 500,
  body: GatewayErrorReply,
): Response {
  return c.json(v.parse(gatewayErrorReplySchema, body), status);
}

export function badRequest(c: Context, message: string): Response {
  return sendError(c, 400, { error: 'bad_request', message });
}
