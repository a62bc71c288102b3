import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { gatewayPaths } from '@/core/gateway/endpoints';
import { methodDataFormSchema, parseRequest } from '@/core/gateway/request-schemas';
import type { Result } from '@/core/result';
import { apmMethod } from '@/ui/apm/apm-methods';
import { readFormBody } from './form-body';
import type { GatewayDialect } from './gateway-dialect';
import { html, htmlPage, type SafeHtml } from './html-page';
import { sandboxAssets } from './sandbox-assets';
import type { SandboxGateway } from './sandbox-gateway';
import type { SandboxLinks } from './sandbox-links';

/**
 * The pages a real payment leaves the merchant's page for: the issuer's 3-D Secure ACS (method
 * step and challenge), the gateway's deviceInfo notification target and an APM provider. They
 * are HTML, posted to by forms from other documents, and so exempt from the XSRF header check
 * (see xsrf-guard.ts); each acts only on the unguessable transaction or session id it is given.
 */

const methodDataSchema = v.object({
  threeDSServerTransID: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  threeDSMethodNotificationURL: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});
type MethodData = v.InferOutput<typeof methodDataSchema>;

/** EMV 3DS threeDSMethodData: base64url (padding optional) of a JSON object. */
function decodeMethodData(encoded: string): MethodData | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    const parsed = v.safeParse(methodDataSchema, json);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

const encodeMethodData = (data: object) => Buffer.from(JSON.stringify(data)).toString('base64url');

function page(
  c: Context,
  status: 200 | 400 | 404,
  base: string,
  title: string,
  body: SafeHtml,
  extra?: { script: string; data: Record<string, string> },
) {
  return c.html(htmlPage({ title, gatewayBasePath: base, body, ...extra }), status);
}

const problem = (c: Context, status: 400 | 404, base: string, message: string) =>
  page(
    c,
    status,
    base,
    'Sandbox: request refused',
    html`<main><h1>Request refused</h1><p>${message}</p></main>`,
  );

/**
 * A simulated party's page where the tester chooses an outcome: the bank's 3-D Secure challenge
 * or a payment provider's page. One form, one button per choice, posted back to `action`.
 */
function decisionPage(
  c: Context,
  base: string,
  content: {
    title: string;
    badge: string;
    heading: string;
    headingId: string;
    text: string;
    action: string;
    group: string;
    choices: readonly (readonly [value: string, label: string])[];
  },
) {
  const buttons = content.choices.map(
    ([value, label]) => html`<button type="submit" name="decision" value="${value}">${label}</button>`,
  );
  return page(
    c,
    200,
    base,
    content.title,
    html`<main aria-labelledby="${content.headingId}">
<span class="badge">${content.badge}</span>
<h1 id="${content.headingId}">${content.heading}</h1>
<p>${content.text}</p>
<form method="post" action="${content.action}">
<div class="actions" role="group" aria-label="${content.group}">
${buttons}
</div>
</form></main>`,
  );
}

async function methodDataFrom(c: Context): Promise<Result<MethodData>> {
  let raw: string | undefined;
  if (c.req.method === 'POST') {
    const body = await readFormBody(c.req.raw);
    if (!body.ok) return body;
    const parsed = parseRequest(methodDataFormSchema, body.value);
    if (!parsed.ok) return parsed;
    raw = parsed.value.threeDSMethodData;
  } else {
    raw = c.req.query('threeDSMethodData');
  }
  const data = raw === undefined ? undefined : decodeMethodData(raw);
  return data ? { ok: true, value: data } : { ok: false, error: 'threeDSMethodData is missing or malformed' };
}

async function decisionFrom(c: Context, choices: readonly string[]): Promise<string | undefined> {
  const body = await readFormBody(c.req.raw);
  const decision = body.ok ? body.value.decision : undefined;
  return decision !== undefined && choices.includes(decision) ? decision : undefined;
}

export function simulatorRoutes(options: {
  gateway: SandboxGateway;
  gatewayBasePath: string;
  links: (c: Context) => SandboxLinks;
  dialect: GatewayDialect;
}): Hono {
  const { gateway, links, gatewayBasePath: base } = options;
  const minimal = options.dialect === 'minimal';
  const app = new Hono();

  app.get('/static/:file', (c) => {
    const asset = sandboxAssets[c.req.param('file')];
    if (!asset) return c.text('Not Found', 404);
    return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
  });

  /**
   * The ACS method page, loaded by the page's hidden-frame form POST of threeDSMethodData. It
   * posts back to the notification URL from that data, which must be this sandbox's own deviceInfo
   * endpoint: a simulator that posted to any URL it was handed would be an open form relay.
   */
  const methodPage = async (c: Context) => {
    const method = await methodDataFrom(c);
    if (!method.ok) return problem(c, 400, base, method.error);
    const trxId = method.value.threeDSServerTransID;
    const queryTrx = c.req.query('trx');
    if (queryTrx !== undefined && queryTrx !== trxId)
      return problem(c, 400, base, 'trx does not match the method data');
    const { origin, gatewayOrigin = origin } = links(c);
    let target: URL;
    try {
      target = new URL(method.value.threeDSMethodNotificationURL ?? '', gatewayOrigin);
    } catch {
      return problem(c, 400, base, 'threeDSMethodNotificationURL is not a URL');
    }
    if (
      target.origin !== gatewayOrigin ||
      !target.pathname.startsWith(`${base}${gatewayPaths.deviceInfo}/`)
    ) {
      return problem(c, 400, base, 'threeDSMethodNotificationURL must be this gateway’s deviceInfo endpoint');
    }
    const loaded = gateway.methodPageLoaded(trxId);
    if (!loaded) return problem(c, 404, base, 'unknown 3-D Secure transaction');
    if (!loaded.notify) {
      return page(
        c,
        200,
        base,
        'Sandbox ACS: device check',
        html`<main><h1>Collecting device data</h1><p>This test card's ACS never sends the method notification.</p></main>`,
      );
    }
    return page(
      c,
      200,
      base,
      'Sandbox ACS: device check',
      html`<main><h1>Collecting device data</h1>
<form method="post" action="${target.href}" data-auto-submit>
<input type="hidden" name="threeDSMethodData" value="${encodeMethodData({ threeDSServerTransID: trxId })}">
<noscript><button type="submit">Continue</button></noscript>
</form></main>`,
      { script: 'auto-submit.js', data: {} },
    );
  };
  app.get('/acs/method', methodPage);
  app.post('/acs/method', methodPage);

  /**
   * The method notification URL. The full sandbox answers a page that tells its parent (the
   * payment page, same origin as the sandbox) by postMessage, from an external script since the
   * CSP forbids inline; the minimal one a page that says nothing, as a gateway may.
   */
  app.post(`${gatewayPaths.deviceInfo}/:M/:key`, async (c) => {
    const method = await methodDataFrom(c);
    if (!method.ok) return problem(c, 400, base, method.error);
    const key = c.req.param('key');
    if (!gateway.recordNotification(c.req.param('M'), key, method.value.threeDSServerTransID)) {
      return problem(c, 404, base, 'unknown 3-D Secure transaction');
    }
    const body = html`<main><p>Device check complete.</p></main>`;
    if (minimal) return page(c, 200, base, 'Sandbox: method complete', body);
    return page(c, 200, base, 'Sandbox: method complete', body, {
      script: 'method-complete.js',
      data: { 'trx-id': key, 'target-origin': links(c).origin },
    });
  });

  app.get('/acs/challenge', (c) => {
    const trx = c.req.query('trx') ?? '';
    const challenge = gateway.challengeFor(trx);
    if (!challenge) return problem(c, 404, base, 'unknown 3-D Secure transaction');
    const action = `${base}/acs/challenge?${new URLSearchParams({ trx }).toString()}`;
    return decisionPage(c, base, {
      title: 'Sandbox bank: confirm your payment',
      badge: 'Sandbox: simulated 3-D Secure',
      heading: 'Confirm your payment',
      headingId: 'challenge-title',
      text: `Your bank asks you to confirm payment ${challenge.reference}. This is the sandbox's simulated challenge: choose the outcome.`,
      action,
      group: 'Challenge outcome',
      choices: [
        ['approve', 'Approve'],
        ['decline', 'Decline'],
      ],
    });
  });

  app.post('/acs/challenge', async (c) => {
    const decision = await decisionFrom(c, ['approve', 'decline']);
    if (!decision) return problem(c, 400, base, 'decision must be approve or decline');
    const landing = gateway.decideChallenge(c.req.query('trx') ?? '', decision === 'approve', links(c));
    return landing ? c.redirect(landing, 303) : problem(c, 404, base, 'unknown 3-D Secure transaction');
  });

  app.get('/apm/:method', (c) => {
    const method = c.req.param('method');
    const session = c.req.query('session') ?? '';
    const found = gateway.apmSessionFor(session, method);
    if (!found) return problem(c, 404, base, 'unknown payment session');
    const action = `${base}/apm/${encodeURIComponent(method)}?${new URLSearchParams({ session }).toString()}`;
    // The provider's own spelling (MB WAY, iDEAL), from the table the payment page's buttons use.
    const name = apmMethod(method).displayName;
    return decisionPage(c, base, {
      title: `Sandbox ${name}: pay`,
      badge: 'Sandbox: simulated payment provider',
      heading: `Pay with ${name}`,
      headingId: 'apm-title',
      text: `Payment ${found.reference}. Nothing is charged: choose the outcome.`,
      action,
      group: 'Payment outcome',
      choices: [
        ['pay', 'Pay'],
        ['cancel', 'Cancel'],
      ],
    });
  });

  app.post('/apm/:method', async (c) => {
    const decision = await decisionFrom(c, ['pay', 'cancel']);
    if (!decision) return problem(c, 400, base, 'decision must be pay or cancel');
    const landing = gateway.decideApm(
      c.req.query('session') ?? '',
      c.req.param('method'),
      decision === 'pay',
      links(c),
    );
    return landing ? c.redirect(landing, 303) : problem(c, 404, base, 'unknown payment session');
  });

  return app;
}
