import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@scripts/browser/chromium';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The 3-D Secure method step in Chromium with the page, the issuer's ACS and the gateway on three
 * different origins, as in production: the page cannot read the ACS's or the gateway's documents,
 * so it must tell the notification page from the ACS's own pages by their loads alone. The module
 * under test is the page's own (src/platform/three-ds-method.ts), run on a bare test page.
 */

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

function listen(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handler(request, response, body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const html = (response: ServerResponse, markup: string) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`<!doctype html><html><body>${markup}</body></html>`);
};

const methodForm = (target: string) =>
  `<form id="f" method="post" action="${target}"><input type="hidden" name="threeDSMethodData" value="e30"></form>`;

/** An ACS page that posts to `target` `delayMs` after its load, as an issuer's method page does. */
const postAfterLoad = (target: string, delayMs: number) =>
  `${methodForm(target)}<script>addEventListener('load', () => setTimeout(() => document.getElementById('f').submit(), ${delayMs}));</script>`;

/** An ACS page that posts while it is still being parsed: its own load never fires. */
const postWhileParsing = (target: string) =>
  `${methodForm(target)}<script>document.getElementById('f').submit();</script>`;

let browser: Browser;
let page: Page;
const servers: Server[] = [];
let pageOrigin = '';
let acsOrigin = '';
let gatewayOrigin = '';
/** When each notification reached a gateway (ms since the epoch), by trx. */
const notifiedAt = new Map<string, number>();

/** Answers a notification (and records when it came); false for any other request. */
function answeredNotification(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://x');
  if (!url.pathname.startsWith('/notify/')) return false;
  notifiedAt.set(url.pathname.slice('/notify/'.length), Date.now());
  html(response, '<p>ok</p>');
  return true;
}

beforeAll(async () => {
  const source = await readFile('src/platform/three-ds-method.ts', 'utf8');
  const moduleJs = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 },
  }).outputText;

  const pageServer = await listen((request, response) => {
    if (request.url === '/three-ds-method.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(moduleJs);
    } else if (!answeredNotification(request, response)) {
      html(
        response,
        `<script type="module">import { runThreeDsMethod } from '/three-ds-method.js'; window.runThreeDsMethod = runThreeDsMethod;</script>`,
      );
    }
  });
  const acsServer = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const notify = url.searchParams.get('notify') ?? '';
    const hop = `/second?${new URLSearchParams({ notify })}`;
    switch (url.pathname) {
      case '/on-load':
        return html(response, postAfterLoad(notify, 0));
      case '/while-parsing':
        return html(response, postWhileParsing(notify));
      case '/slow':
        return html(response, postAfterLoad(notify, 1_500));
      case '/redirect':
        response.writeHead(302, { Location: hop });
        return response.end();
      case '/script-hop':
        return html(
          response,
          `<script>setTimeout(() => { location.href = ${JSON.stringify(hop)}; }, 300);</script>`,
        );
      case '/meta-hop':
        return html(response, `<meta http-equiv="refresh" content="0;url=${hop}"><p>collecting</p>`);
      case '/second':
        return html(response, postAfterLoad(notify, 700));
      default:
        return html(response, '<p>collecting, never notifying</p>');
    }
  });
  const gatewayServer = await listen((request, response) => {
    if (!answeredNotification(request, response)) html(response, '<p>gateway</p>');
  });
  servers.push(pageServer.server, acsServer.server, gatewayServer.server);
  pageOrigin = pageServer.origin;
  acsOrigin = acsServer.origin;
  gatewayOrigin = gatewayServer.origin;
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(`${pageOrigin}/`);
  await page.waitForFunction(() => 'runThreeDsMethod' in window);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function runStep(acsPath: string, gateway: 'foreign' | 'own', timeoutMs = 10_000) {
  const trxId = `trx-${acsPath.slice(1)}-${gateway}`;
  const notificationUrl = `${gateway === 'own' ? pageOrigin : gatewayOrigin}/notify/${trxId}`;
  const methodUrl = `${acsOrigin}${acsPath}?${new URLSearchParams({ notify: notificationUrl })}`;
  const started = Date.now();
  const result = await page.evaluate(
    async (request) => {
      const run = (window as unknown as { runThreeDsMethod: (r: unknown) => Promise<string> })
        .runThreeDsMethod;
      const outcome = await run(request);
      return { outcome, at: Date.now() };
    },
    { methodUrl, encodedMethodData: 'e30', trxId, notificationUrl, timeoutMs },
  );
  return { ...result, started, notified: notifiedAt.get(trxId) };
}

async function expectCompletedAfterNotification(acsPath: string, gateway: 'foreign' | 'own') {
  const { outcome, at, notified } = await runStep(acsPath, gateway);
  expect(outcome).toBe('loaded');
  expect(notified).toBeDefined();
  // Never before the notification reached the gateway: the issuer's collection is done.
  expect(at).toBeGreaterThanOrEqual(notified ?? Number.POSITIVE_INFINITY);
  // At once, not by the 10 s fallback: 3 s leaves room for a busy machine (two files at a time).
  expect(at - (notified ?? 0)).toBeLessThan(3_000);
}

async function expectFallback(acsPath: string, gateway: 'foreign' | 'own') {
  const { outcome, at, started } = await runStep(acsPath, gateway, 3_000);
  expect(outcome).toBe('timeout');
  expect(at - started).toBeGreaterThanOrEqual(2_900);
}

// The gateway on the page's origin (a relative hppAnyBaseURL, as the spec's XSRF rule for relative
// URLs suggests): the page reads where the frame is, so every kind of ACS is followed exactly.
describe("the method step, gateway on the page's own origin", () => {
  it.each(['/on-load', '/while-parsing', '/redirect', '/script-hop', '/meta-hop', '/slow'])(
    'ACS %s: completes after the notification page has loaded, within 1 s of it',
    (acsPath) => expectCompletedAfterNotification(acsPath, 'own'),
  );

  it('an ACS that never notifies: the fallback ends the step', async () => {
    await expectFallback('/silent', 'own');
    expect(notifiedAt.has('trx-silent-own')).toBe(false);
  });
});

// A gateway on another origin: the page sees loads, not addresses. It takes the second document
// that stays put for a moment as the notification page.
describe('the method step, gateway on a foreign origin', () => {
  it.each(['/on-load', '/redirect', '/slow'])(
    'ACS %s: completes after the notification page has loaded, within 1 s of it',
    (acsPath) => expectCompletedAfterNotification(acsPath, 'foreign'),
  );

  // An ACS page that posts before its own load fires leaves one load to see: the page cannot tell
  // it from the ACS's own and waits for the fallback. A late completion, never an early one.
  it.each(['/while-parsing', '/silent'])('ACS %s: the fallback ends the step', (acsPath) =>
    expectFallback(acsPath, 'foreign'),
  );
});
