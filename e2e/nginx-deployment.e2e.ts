import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { distDir } from '@scripts/browser/site';
import { nginxConfig } from '@scripts/deploy/nginx-config';
import { type RunningNginx, startNginx } from '@scripts/deploy/nginx-process';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { strictTransportSecurity } from '@scripts/security/content-security-policy';
import { deploySecurity } from '@scripts/security/route-security';
import { variants } from '@variants/registry';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';
import { watchPage } from './harness/page-watch';
import { useSiteAndBrowser } from './harness/suite';

/** A full card number a merchant might send in `tokenList` (the sandbox approves any `tok_` token). */
const fullCardNumber = '4111111111111111';

/**
 * True when `text` shows fullCardNumber: as digits, each digit also percent-encoded (once or
 * twice), with or without spaces, dashes or "+" between them.
 */
function showsCardNumber(text: string): boolean {
  const digit = (d: string) => `(?:${d}|%3${d}|%253${d})`;
  const separator = '(?:[ +-]|%20|%2B|%2520)?';
  return new RegExp([...fullCardNumber].map(digit).join(separator), 'i').test(text);
}

/**
 * The documented nginx deployment, for real: the production build served by nginx with the
 * config the build generates, the sandbox gateway behind it as HPP_GATEWAY_UPSTREAM, and a
 * shopper paying in Chromium on nginx's origin, by card (3-D Secure included), saved card and
 * APM. Everything the page asks for goes through nginx.
 */
describe('the nginx deployment takes a payment end to end', () => {
  const suite = useSiteAndBrowser();
  let nginx: RunningNginx;

  beforeAll(async () => {
    const manifest = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
    const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
    const sandbox = suite.site.url;
    nginx = await startNginx({
      // A copy: nginx's workers run unprivileged and may not reach the checkout's own folder.
      prepare: (workDir) => cp(distDir, path.join(workDir, 'dist'), { recursive: true }),
      serverBlock: (port, workDir) =>
        nginxConfig(manifest, {
          root: path.join(workDir, 'dist'),
          port,
          host: '127.0.0.1',
          gatewayUpstream: `${sandbox}/gateway`,
          xsrfCookieSource: `${sandbox}/configuration`,
          security,
          accessLog: path.join(workDir, 'access.log'),
        }),
    });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
  });

  const cardFor = (outcome: string) => {
    const card = testCards.find((entry) => entry.outcome === outcome);
    if (!card) throw new Error(`no test card for ${outcome}`);
    return card.number;
  };

  /** Opens basic on nginx's origin with `query`, watching for refused requests and CSP errors. */
  async function openOnNginx(query: Record<string, string>) {
    const context = await suite.browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const problems = watchPage(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    // The Referer of every request to nginx's origin, from the first one on (read only by a test
    // that waits for them before closing the page; the others close it with some unread).
    const referers: Promise<string | null>[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`${nginx.url}/`)) return;
      referers.push(request.headerValue('referer').catch(() => 'not read: the page closed first'));
    });
    await page.goto(paymentUrl(nginx.url, 'basic', query));
    return { page, problems, refused, referers };
  }

  /** The shopper is on nginx's result page, approved (by `method`), with nothing refused on the way. */
  async function expectApprovedOnNginx(opened: Awaited<ReturnType<typeof openOnNginx>>, method?: string) {
    const { page, problems, refused } = opened;
    await page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    expect(page.url().startsWith(`${nginx.url}/result/`)).toBe(true);
    if (method) expect(new URL(page.url()).searchParams.get('method')).toBe(method);
    expect(refused).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  }

  async function payOnNginx(outcome: string): Promise<Awaited<ReturnType<typeof openOnNginx>>> {
    const opened = await openOnNginx({
      FailURL: `${nginx.url}/result/`,
      BackURL: `${nginx.url}/result/?status=cancelled`,
    });
    await enterCard(opened.page, { number: cardFor(outcome) });
    await opened.page.getByRole('button', { name: /^Pay/ }).click();
    return opened;
  }

  it.each([
    ['approved', /status=approved/],
    ['3ds-frictionless', /status=approved/],
    ['declined', /status=declined/],
  ])('%s: the result page on the nginx origin says so', async (outcome, landing) => {
    const { page, problems, refused } = await payOnNginx(outcome);
    await page.waitForURL(/\/result\/\?/, { timeout: 20_000 });
    expect(page.url().startsWith(`${nginx.url}/result/`)).toBe(true);
    expect(page.url()).toMatch(landing);
    expect(refused).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // nginx's policy allows the page's import map by its hash: a policy without it would refuse
    // the map, and the lazy chunks would load with no integrity check, silently.
    expect(problems.consoleErrors.filter((line) => /Content Security Policy|integrity/i.test(line))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('every gateway answer through nginx carries HSTS and Cache-Control: no-store', async () => {
    const opened = await openOnNginx({ FailURL: `${nginx.url}/result/` });
    const gatewayAnswers: { path: string; cacheControl?: string; hsts?: string }[] = [];
    opened.page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== nginx.url || !url.pathname.startsWith('/gateway/')) return;
      const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
      gatewayAnswers.push({
        path: url.pathname,
        cacheControl: headers['cache-control'],
        hsts: headers['strict-transport-security'],
      });
    });
    await enterCard(opened.page, { number: cardFor('approved') });
    await opened.page.getByRole('button', { name: /^Pay/ }).click();
    await opened.page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    expect(gatewayAnswers.map((answer) => answer.path)).toContain('/gateway/rest/v2/checkout');
    for (const answer of gatewayAnswers) {
      expect(answer).toEqual({ path: answer.path, cacheControl: 'no-store', hsts: strictTransportSecurity });
    }
    await opened.page.context().close();
  });

  it('the browser receives the HTML and the entry script as the brotli the build wrote beside them', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const received = new Map<string, { encoding?: string; bodyBytes: number }>();
    const record = async (request: Request) => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      received.set(new URL(request.url()).pathname, {
        encoding: (await response.allHeaders())['content-encoding'],
        bodyBytes: sizes.responseBodySize,
      });
    };
    page.on('requestfinished', (request) => {
      if (!['document', 'script'].includes(request.resourceType())) return;
      // A lazy chunk may still be finishing when the test closes the page; what the test asks
      // about (the HTML, the entry) is polled for below, so a record cut short fails there.
      record(request).catch(() => undefined);
    });
    await page.goto(paymentUrl(nginx.url, 'basic'));
    await page.locator('#root[data-render="hydrated"]').waitFor();
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(
      await readFile(path.join(distDir, 'basic', 'index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    for (const [url, file] of [
      ['/basic/', 'basic/index.html'],
      [entry as string, (entry as string).slice(1)],
    ] as const) {
      await expect.poll(() => received.get(url)?.encoding).toBe('br');
      const shipped = await readFile(path.join(distDir, `${file}.br`));
      expect(received.get(url)?.bodyBytes).toBe(shipped.length);
    }
    await context.close();
  });

  it('3-D Secure with a challenge: the bank’s page through nginx, Approve, then the result page', async () => {
    const opened = await payOnNginx('3ds-challenge');
    await opened.page.waitForURL(/\/gateway\/acs\/challenge/, { timeout: 20_000 });
    expect(opened.page.url().startsWith(nginx.url)).toBe(true);
    await opened.page.getByRole('button', { name: 'Approve' }).click();
    await expectApprovedOnNginx(opened);
  });

  it('a saved card: the token payment goes through nginx and lands on the result page', async () => {
    const opened = await openOnNginx({ tokenList: savedVisa });
    await expect.poll(() => opened.page.getByRole('radio', { checked: true }).count()).toBe(1);
    await opened.page.getByRole('button', { name: /^Pay/ }).click();
    await expectApprovedOnNginx(opened, 'token');
  });

  it('an APM: PayPal’s provider page through nginx, then the result page', async () => {
    const opened = await openOnNginx({ apmPaymentMethods: 'paypal' });
    await opened.page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await opened.page.waitForURL(/\/gateway\/apm\/paypal\?session=/, { timeout: 20_000 });
    expect(opened.page.url().startsWith(nginx.url)).toBe(true);
    await opened.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectApprovedOnNginx(opened, 'paypal');
  });

  /** The lines nginx wrote to a log of its work folder from byte `from` on. */
  async function logLines(file: 'access.log' | 'error.log', from = 0): Promise<string[]> {
    const text = await readFile(path.join(nginx.workDir, file)).catch(() => Buffer.alloc(0));
    return text.subarray(from).toString('utf8').split('\n').filter(Boolean);
  }
  const logSize = async (file: 'access.log' | 'error.log') =>
    (await readFile(path.join(nginx.workDir, file)).catch(() => Buffer.alloc(0))).length;

  /**
   * A merchant sends a saved card with its full number in the page's query, the shopper pays with
   * it, and lands on nginx's result page (left open, to read what the origin holds).
   */
  async function payWithCardNumberInAddress() {
    const tokenList = `[token:tok_1,cardNumber:${fullCardNumber},expiryMonth:12,expiryYear:2030]`;
    const opened = await openOnNginx({ tokenList });
    expect(opened.page.url()).toContain(fullCardNumber);
    await expect.poll(() => opened.page.getByRole('radio', { checked: true }).count()).toBe(1);
    await opened.page.getByRole('button', { name: /^Pay/ }).click();
    await opened.page.waitForURL(/\/result\/\?.*status=approved/, { timeout: 20_000 });
    expect(new URL(opened.page.url()).searchParams.get('method')).toBe('token');
    await opened.page.getByRole('heading', { level: 1 }).waitFor();
    await opened.page.waitForLoadState('networkidle');
    return opened;
  }

  it('a full card number in the page address is in no nginx log line and no Referer', async () => {
    const accessFrom = await logSize('access.log');
    const errorFrom = await logSize('error.log');
    const paid = await payWithCardNumberInAddress();
    const referers = (await Promise.all(paid.referers)).filter((referer) => referer !== null);
    await paid.page.context().close();
    const accessLines = await logLines('access.log', accessFrom);
    expect(accessLines.filter((line) => showsCardNumber(line))).toEqual([]);
    expect((await logLines('error.log', errorFrom)).filter((line) => showsCardNumber(line))).toEqual([]);
    // It was logged all the same, the gateway call nginx proxied included.
    expect(accessLines.some((line) => line.includes('"GET /basic/ HTTP/1.1" 200'))).toBe(true);
    expect(accessLines.some((line) => /"POST \/gateway\/rest\/\S+ HTTP\/1\.1" 200 /.test(line))).toBe(true);
    // The page's own requests name its origin only (Referrer-Policy: strict-origin).
    expect(referers.length).toBeGreaterThan(5);
    expect(new Set(referers)).toEqual(new Set([`${nginx.url}/`]));
  });

  it('after that payment, no storage or cookie of the origin holds the card number', async () => {
    const paid = await payWithCardNumberInAddress();
    // Read on the result page: the same origin and tab as the payment page.
    const held = await paid.page.evaluate(() => {
      const entries = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, k) => storage.key(k) ?? '').map(
          (key) => `${key}=${storage.getItem(key)}`,
        );
      return {
        sessionStorage: entries(window.sessionStorage),
        localStorage: entries(window.localStorage),
        cookie: document.cookie,
      };
    });
    const cookies = (await paid.page.context().cookies(nginx.url)).map((c) => `${c.name}=${c.value}`);
    await paid.page.context().close();
    expect(held.sessionStorage.filter((entry) => showsCardNumber(entry))).toEqual([]);
    expect(held.localStorage.filter((entry) => showsCardNumber(entry))).toEqual([]);
    expect(showsCardNumber(held.cookie)).toBe(false);
    expect(cookies.filter((cookie) => showsCardNumber(cookie))).toEqual([]);
  });

  it('the page holds the XSRF cookie the gateway issued, through nginx', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(paymentUrl(nginx.url, 'basic'));
    await page.getByLabel('Card number').waitFor();
    await expect
      .poll(async () => (await context.cookies(nginx.url)).map((cookie) => cookie.name))
      .toContain('XSRF-TOKEN');
    await context.close();
  });
});
