import type { Context } from 'hono';
import * as v from 'valibot';
import { type GatewayErrorReply, gatewayErrorReplySchema } from '@/core/gateway-replies';
import type { GatewayResult } from './sandbox-gateway';

/**
 * Every JSON reply goes through the shared schemas of src/core/gateway-replies.ts (v.parse), so
 * the sandbox cannot send what the page would refuse: a drift fails loudly here (500 and a log
 * line) instead of quietly in the browser.
 */
export function sendReply<T>(
  c: Context,
  schema: v.GenericSchema<unknown, T>,
  result: GatewayResult<T>,
): Response {
  if (result.status === 200) return c.json(v.parse(schema, result.body) as never, 200);
  return sendError(c, result.status, result.body);
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
