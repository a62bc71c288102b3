import { Hono } from 'hono';
import { testApmMethods, testCards } from '@/core/gateway/test-cards';
import type { SandboxGateway } from './sandbox-gateway';

/**
 * Read-only views of the sandbox's memory for tests and the sandbox console, under
 * {gateway}/__sandbox/. A production gateway has nothing like it; it exposes no card data
 * because the sandbox never keeps any.
 */
export function introspectionRoutes(
  gateway: SandboxGateway,
  site: { listBundles: () => Promise<string[]> },
): Hono {
  const app = new Hono();

  // What the console offers: the bundles dist/ holds now, so one built with --only shows at once.
  app.get('/bundles', async (c) => c.json({ bundles: await site.listBundles() }));

  app.get('/test-cards', (c) => c.json({ cards: testCards, apmMethods: testApmMethods }));

  app.get('/payments', (c) => {
    const payment = gateway.inspectPayment(c.req.query('M') ?? '', c.req.query('uniqueRequestID') ?? '');
    return payment
      ? c.json(payment)
      : c.json({ error: 'not_found', message: 'no payment for M + uniqueRequestID' }, 404);
  });

  app.get('/transactions/:trxId', (c) => {
    const trx = gateway.inspectTransaction(c.req.param('trxId'));
    return trx ? c.json(trx) : c.json({ error: 'not_found', message: 'unknown 3-D Secure transaction' }, 404);
  });

  app.get('/pings', (c) => {
    const since = Number(c.req.query('since'));
    const state = c.req.query('state');
    const url = c.req.query('url');
    const pings = gateway.listPings({
      ...(Number.isInteger(since) ? { since } : {}),
      ...(state !== undefined ? { state } : {}),
      ...(url !== undefined ? { url } : {}),
    });
    return c.json({ pings });
  });

  return app;
}
