import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl } from '@scripts/browser/payment-url';
import { distDir } from '@scripts/browser/site';
import { type ScriptsManifest, scriptReferences } from '@scripts/build/integrity';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import { createSandboxServer, type SandboxServer } from '@scripts/server/create-sandbox-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestCardOutcome, testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';
import { walkAtOnce } from './harness/pages-at-once';

/**
 * The security rules in a real browser: every page under exactly the Content-Security-Policy the hosts send
 * (zero violation reports, 3-D Secure against an ACS on another origin included), framing by
 * allow-list, Subresource Integrity stopping a tampered script, verify-deploy catching tampering,
 * hostile query input, and no card data anywhere but the payment POST.
 */

const cardFor = (outcome: TestCardOutcome) => {
  const card = testCards.find((entry) => entry.outcome === outcome);
  if (!card) throw new Error(`no test card for ${outcome}`);
  return card;
};

const savedCards = '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030]';

interface Watch {
  violations: string[];
  cspConsole: string[];
  console: string[];
  dialogs: string[];
  pageErrors: string[];
  requests: { url: string; method: string; body: string }[];
}

/**
 * Listens where a CSP problem can show: `securitypolicyviolation` events in every frame
 * (reported through a binding, so they survive navigations) and Chromium's console messages.
 */
async function watch(page: Page): Promise<Watch> {
  const found: Watch = {
    violations: [],
    cspConsole: [],
    console: [],
    dialogs: [],
    pageErrors: [],
    requests: [],
  };
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    found.violations.push(line);
  });
  await page.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation?: (line: string) => void })
          .__reportCspViolation;
        report?.(
          `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    found.console.push(text);
    if (/Content Security Policy|Refused to|integrity/i.test(text)) found.cspConsole.push(text);
  });
  page.on('pageerror', (error) => found.pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    found.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    found.requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' });
  });
  return found;
}

const cleanOf = (found: Watch) => ({
  violations: found.violations,
  cspConsole: found.cspConsole,
  pageErrors: found.pageErrors,
  dialogs: found.dialogs,
});
const clean = { violations: [], cspConsole: [], pageErrors: [], dialogs: [] };

/** A page of another origin that frames `src`: what a merchant embedding an iframe variant serves. */
async function startFramingSite(): Promise<{
  origin: string;
  frameUrl: (src: string) => string;
  close: () => Promise<void>;
}> {
  const server = http.createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Merchant</title><iframe name="pay" src="${src.replace(/"/g, '&quot;')}"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    frameUrl: (src) => `${origin}/?src=${encodeURIComponent(src)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Content-Security-Policy, in Chromium', () => {
  let server: SandboxServer;
  let framing: Awaited<ReturnType<typeof startFramingSite>>;
  let manifest: RoutesManifest;
  let context: BrowserContext;

  beforeAll(async () => {
    framing = await startFramingSite();
    manifest = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
    // The simulated ACS on a second origin, and the framing site allowed to frame pinergy only.
    server = await createSandboxServer({
      distDir,
      port: 0,
      acsPort: 0,
      latencyScale: 0.1,
      frameAncestors: `pinergy=${framing.origin}`,
      log: () => undefined,
    });
    context = await browser.newContext();
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
    await framing?.close();
  });

  it('serves every page with a policy and every page runs under it with zero violations', async () => {
    // Each route as a shopper reaches it: a statement at its own address (it is its own page), a
    // payment page with saved cards and wallets so their lazy parts load under the policy too.
    const urlOf = (route: RoutesManifest['routes'][number]) =>
      route.kind === 'page' || route.kind === 'statement'
        ? new URL(route.path, server.url).href
        : paymentUrl(server.url, route.variant, { tokenList: savedCards, apmPaymentMethods: 'paypal|mbway' });
    const checkRoute = async (route: RoutesManifest['routes'][number]): Promise<string[]> => {
      const failures: string[] = [];
      const page = await context.newPage();
      const found = await watch(page);
      const response = await page.goto(urlOf(route), { waitUntil: 'networkidle' });
      const policy = response?.headers()['content-security-policy'] ?? '';
      if (!policy.includes("script-src 'self'")) failures.push(`${route.path}: no policy (${policy})`);
      // A statement holds a heading per language and shows one: the page's heading is the visible one.
      await page
        .locator('h1:visible')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => failures.push(`${route.path}: no h1`));
      for (const [kind, lines] of Object.entries(cleanOf(found))) {
        for (const line of lines) failures.push(`${route.path}: ${kind} ${line}`);
      }
      await page.close();
      return failures;
    };
    const failures = (await walkAtOnce(manifest.routes, checkRoute)).flat();
    expect(failures.sort()).toEqual([]);
  }, 240_000);

  it('is really enforced and watched: an injected style attribute, image and script are refused and reported', async () => {
    const page = await context.newPage();
    const found = await watch(page);
    await page.goto(paymentUrl(server.url, 'basic'), { waitUntil: 'networkidle' });
    // The page itself styles only through the CSSOM (allowed); markup like this is what an
    // injection would bring, and the policy refuses every piece of it.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div style="color:red">x</div><img src="https://evil.example/p.png"><img src=x onerror="window.__ran=1">',
      );
    });
    await expect.poll(() => found.violations.length).toBeGreaterThanOrEqual(3);
    const text = found.violations.join('\n');
    expect(text).toMatch(/style-src-attr/);
    expect(text).toMatch(/img-src blocked https:\/\/evil\.example/);
    expect(text).toMatch(/script-src-attr/);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    await page.close();
  });

  it.each<[string, TestCardOutcome, string | undefined]>([
    ['frictionless (method step in a hidden frame on the ACS origin)', '3ds-frictionless', undefined],
    ['challenge approved on the ACS origin', '3ds-challenge', 'Approve'],
    ['challenge declined on the ACS origin', '3ds-challenge', 'Decline'],
  ])('3-D Secure %s: no violation', async (_name, outcome, button) => {
    const page = await context.newPage();
    const found = await watch(page);
    await page.goto(paymentUrl(server.url, 'basic'));
    await enterCard(page, { number: cardFor(outcome).number });
    await page.getByRole('button', { name: /^Pay/ }).click();
    if (button) {
      await page.waitForURL(
        (url) => url.origin === server.acsOrigin && url.pathname === '/gateway/acs/challenge',
      );
      await page.getByRole('button', { name: button }).click();
    }
    await page.waitForURL(/\/result\/\?/, { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(server.url);
    expect(new URL(page.url()).searchParams.get('status')).toBe(
      button === 'Decline' ? 'declined' : 'approved',
    );
    const acsRequests = found.requests.filter((request) =>
      request.url.startsWith(`${server.acsOrigin}/gateway/acs/`),
    );
    expect(acsRequests.length).toBeGreaterThan(0);
    if (outcome === '3ds-frictionless') {
      // The ACS notified through the page origin's deviceInfo page and its postMessage was accepted.
      const trx = await (
        await fetch(
          `${server.url}/gateway/__sandbox/transactions/${new URL(acsRequests[0]?.url ?? '').searchParams.get('trx')}`,
        )
      ).json();
      expect(trx).toMatchObject({ methodPageLoads: 1, notifications: 1, completions: 1 });
    }
    expect(cleanOf(found)).toEqual(clean);
    await page.close();
  });

  it('the APM provider page on the other origin: no violation', async () => {
    const page = await context.newPage();
    const found = await watch(page);
    await page.goto(paymentUrl(server.url, 'basic', { apmPaymentMethods: 'paypal' }));
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL((url) => url.origin === server.acsOrigin);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(cleanOf(found)).toEqual(clean);
    await page.close();
  });

  it.each<[string, string, boolean]>([
    ['pinergy, from its allowed merchant origin', 'pinergy', true],
    ['thinkland, from an origin not on its list', 'thinkland', false],
    ['basic, which is not meant for iframes', 'basic', false],
  ])('framing %s: %s', async (_name, variant, allowed) => {
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to frame/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(framing.frameUrl(paymentUrl(server.url, variant)), { waitUntil: 'load' });
    const frame = page.frame({ name: 'pay' });
    if (allowed) {
      await frame?.locator('h1').first().waitFor({ timeout: 10_000 });
      expect(await frame?.getByLabel('Card number').count()).toBe(1);
      expect(blocked).toEqual([]);
    } else {
      await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Chromium replaces a refused frame with its own error document: no payment form in it.
      expect(frame?.url() ?? '').not.toContain(server.url);
      expect(
        await frame
          ?.getByLabel('Card number')
          .count()
          .catch(() => 0),
      ).toBe(0);
    }
    await page.close();
  });
});

describe('Subresource Integrity and verify-deploy against a tampered copy of dist', () => {
  let tamperedDir = '';
  let honest: SandboxServer;
  let tampered: SandboxServer;
  let entryUrl = '';
  let lazyUrl = '';
  let stylesheetUrl = '';
  let styledChunkUrl = '';
  const run = promisify(execFile);
  const verify = async (base: string) => {
    try {
      const { stdout } = await run('npx', ['tsx', 'scripts/verify-deploy.ts', base, '--dist', distDir], {
        cwd: process.cwd(),
      });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
    }
  };

  beforeAll(async () => {
    tamperedDir = await mkdtemp(path.join(os.tmpdir(), 'hpp-tampered-'));
    // Every file as it is, without the build's .br and .gz copies: the server then sends each
    // file's own bytes, the tampered ones included, to every browser (a skimmer rewrites what is served).
    await cp(distDir, tamperedDir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    const inventory = JSON.parse(
      await readFile(path.join(distDir, 'basic', 'scripts-manifest.json'), 'utf8'),
    ) as ScriptsManifest;
    entryUrl = inventory.files.find((file) => file.role === 'entry')?.url ?? '';
    lazyUrl = inventory.files.find((file) => file.role === 'lazy-chunk')?.url ?? '';
    stylesheetUrl = inventory.files.find((file) => file.role === 'inlined-stylesheet')?.url ?? '';
    // A skimmer appended to the entry script, and one to a lazy chunk (which no HTML tag covers).
    for (const url of [entryUrl, lazyUrl].filter(Boolean)) {
      const file = path.join(tamperedDir, url);
      await writeFile(file, `${await readFile(file, 'utf8')}\n;window.__skimmed = true;\n`);
    }
    // A font probe (one font file per digit the shopper types) in the rules of the saved-card
    // list, which its lazy chunk carries, and in the first screen's stylesheet file.
    const probe = '@font-face{font-family:leak;src:url(/leak-1.woff);unicode-range:U+31}';
    for (const file of inventory.files.filter((entry) => entry.role === 'lazy-chunk')) {
      const text = await readFile(path.join(distDir, file.url), 'utf8');
      if (!text.includes('.saved-cards-section{')) continue;
      styledChunkUrl = file.url;
      await writeFile(
        path.join(tamperedDir, file.url),
        text.replace('.saved-cards-section{', `${probe}.saved-cards-section{`),
      );
    }
    await writeFile(
      path.join(tamperedDir, stylesheetUrl),
      `${await readFile(path.join(distDir, stylesheetUrl), 'utf8')}${probe}`,
    );
    honest = await createSandboxServer({ distDir, port: 0, log: () => undefined });
    tampered = await createSandboxServer({ distDir: tamperedDir, port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await honest?.close();
    await tampered?.close();
    if (tamperedDir) await rm(tamperedDir, { recursive: true, force: true });
  });

  it('puts an sha384 integrity attribute on every script and stylesheet tag of every built page', async () => {
    const manifest = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
    const missing: string[] = [];
    for (const route of manifest.routes) {
      const html = await readFile(path.join(distDir, route.file), 'utf8');
      const references = scriptReferences(html);
      // The accessibility statement is a static page: no script, but its stylesheet is held too.
      if (
        references.length === 0 ||
        (route.kind !== 'statement' && !references.some((r) => r.role === 'entry'))
      )
        missing.push(`${route.file}: no script at all`);
      for (const reference of references) {
        if (!/\sintegrity="sha384-[A-Za-z0-9+/]{64}"/.test(reference.tag))
          missing.push(`${route.file}: ${reference.tag}`);
        if (!/\scrossorigin/.test(reference.tag))
          missing.push(`${route.file}: no crossorigin ${reference.tag}`);
      }
    }
    expect(missing).toEqual([]);
    // Every bundle folder has its inventory.
    expect((await readdir(path.join(distDir, 'basic'))).includes('scripts-manifest.json')).toBe(true);
  });

  it('Chromium refuses the tampered entry script: no script takes the form over, nothing is sent, and the page says it did not start', async () => {
    const page = await browser.newPage();
    const found = await watch(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto(paymentUrl(tampered.url, 'basic'), { waitUntil: 'networkidle' });
    // The form is in the HTML, but it stays the build's markup: Pay goes nowhere.
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForTimeout(500);
    expect(await page.locator('#root').getAttribute('data-render')).toBe('prerendered');
    expect(posts).toEqual([]);
    expect(page.url()).not.toContain('4111');
    expect(await page.evaluate(() => (window as unknown as { __skimmed?: boolean }).__skimmed ?? false)).toBe(
      false,
    );
    expect(found.cspConsole.join('\n')).toMatch(/integrity/i);
    // After a wait no working start takes, CSS alone says so.
    const stalled = () =>
      page.locator('#root').evaluate((root) => {
        const style = getComputedStyle(root, '::before');
        return style.visibility === 'visible' ? style.content : '';
      });
    await expect.poll(stalled, { timeout: 15_000, interval: 1000 }).toMatch(/did not start/);
    await page.close();
  }, 30_000);

  it('verify-deploy: no difference on the honest site (exit 0)', async () => {
    const result = await verify(honest.url);
    expect(result.stdout).toContain('no differences from the build');
    expect(result.code).toBe(0);
  }, 60_000);

  it('verify-deploy: names the tampered entry, lazy chunk and stylesheets (exit 1)', async () => {
    expect([stylesheetUrl, styledChunkUrl].every(Boolean)).toBe(true);
    const result = await verify(tampered.url);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${entryUrl}: entry differs from the build`);
    expect(result.stdout).toContain(`${lazyUrl}: lazy-chunk differs from the build`);
    // A lazy part's stylesheet is in its chunk, so its change is the chunk's.
    expect(result.stdout).toContain(`${styledChunkUrl}: lazy-chunk differs from the build`);
    expect(result.stdout).toContain(`${stylesheetUrl}: inlined-stylesheet differs from the build`);
    expect(result.stdout.match(/differs from the build/g)?.length).toBe(4);
  }, 60_000);
});

describe('hostile input and card data, in Chromium', () => {
  let server: SandboxServer;
  let context: BrowserContext;
  beforeAll(async () => {
    server = await createSandboxServer({ distDir, port: 0, latencyScale: 0.1, log: () => undefined });
    context = await browser.newContext();
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';

  it.each([
    ['basic', true],
    ['pinergy', false],
  ])('%s opened from another site: the opener keeps a handle on it: %s', async (variant, severed) => {
    // localhost and 127.0.0.1 are different origins: the "merchant" page opens the payment tab.
    const opener = await context.newPage();
    await opener.goto(`${server.url.replace('127.0.0.1', 'localhost')}/result/`);
    const target = paymentUrl(server.url, variant);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      opener.evaluate((url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url, '_blank');
      }, target),
    ]);
    await popup.waitForLoadState('load');
    // With Cross-Origin-Opener-Policy the opener's handle reads as closed: it can no longer
    // navigate the payment page to a look-alike. An iframe variant keeps the default.
    await expect
      .poll(() => opener.evaluate(() => (window as unknown as { opened: Window | null }).opened?.closed))
      .toBe(severed);
    await popup.close();
    await opener.close();
  });

  it.each(['basic', 'aober/chicshes.html', 'tui'])(
    '%s shows merchantName and PurchaseDescription as text: no element, no dialog',
    async (variant) => {
      const page = await context.newPage();
      const found = await watch(page);
      await page.goto(
        paymentUrl(server.url, variant, { merchantName: hostile, PurchaseDescription: hostile }),
        {
          waitUntil: 'networkidle',
        },
      );
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(200);
      expect(await page.locator('img[src="x"], #root script').count()).toBe(0);
      expect(found.requests.some((request) => new URL(request.url).pathname.endsWith('/x'))).toBe(false);
      if (variant !== 'basic') expect(await page.textContent('body')).toContain(hostile);
      expect(cleanOf(found)).toEqual(clean);
      await page.close();
    },
  );

  it('a javascript: FailURL is never followed: a gateway error lands on the page’s own address', async () => {
    const page = await context.newPage();
    const found = await watch(page);
    const url = paymentUrl(server.url, 'basic', { FailURL: 'javascript:alert(document.domain)//' });
    await page.goto(url);
    await enterCard(page, { number: cardFor('gateway-error').number });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/z2=-10/);
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(new URL(page.url()).pathname).toBe('/basic/');
    expect(found.dialogs).toEqual([]);
    await page.close();
  });

  it.each<[string, TestCardOutcome, RegExp]>([
    ['approved', 'approved', /status=approved/],
    ['declined', 'declined', /z2=DECLINED/],
  ])(
    '%s payment: card number and security code only in the checkout POST',
    async (_name, outcome, landing) => {
      const page = await context.newPage();
      const found = await watch(page);
      const card = cardFor(outcome).number;
      const cvv = '737';
      await page.goto(paymentUrl(server.url, 'eupago'));
      await enterCard(page, { number: card, cvv });
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(landing);
      await page.waitForLoadState('networkidle');

      const spaced = card.replace(/(\d{4})(?=\d)/g, '$1 ');
      const secrets = [card, spaced, cvv];
      const leaks: string[] = [];
      // The sandbox's random port can itself contain the code (it did: 127.0.0.1:37737), so the
      // server's address is taken out of every text first, plain and URL-encoded.
      const { host } = new URL(server.url);
      const withoutServer = (text: string) =>
        text
          .replaceAll(host, '')
          .replaceAll(encodeURIComponent(host), '')
          .replaceAll(encodeURIComponent(host).toLowerCase(), '');
      // A secret counts only as a number of its own: three digits inside a longer run of digits (a
      // timestamp such as savedAt 1795737… held the code for 17 minutes at a time) are not the code.
      const alone = secrets.map((secret) => ({ secret, pattern: new RegExp(`(?<!\\d)${secret}(?!\\d)`) }));
      const check = (where: string, text: string) => {
        const scanned = withoutServer(text);
        for (const { secret, pattern } of alone) if (pattern.test(scanned)) leaks.push(`${where}: ${secret}`);
      };
      for (const request of found.requests) {
        check(`URL ${request.url}`, decodeURIComponent(request.url));
        const isCheckout =
          request.method === 'POST' && /\/gateway\/rest\/v[12]\/(checkout|storeAndPay)$/.test(request.url);
        if (!isCheckout) check(`body of ${request.method} ${request.url}`, request.body);
      }
      const checkouts = found.requests.filter((request) => request.body.includes(`b1=${card}`));
      expect(checkouts.length).toBe(1);
      for (const line of found.console) check('console', line);
      const pings = await (await fetch(`${server.url}/gateway/__sandbox/pings`)).text();
      check('pings', pings);
      const storage = await page.evaluate(async () => {
        const dump = (store: Storage) => JSON.stringify(Object.entries(store));
        const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
        return {
          local: dump(localStorage),
          session: dump(sessionStorage),
          indexedDb: JSON.stringify(databases),
          cookie: document.cookie,
          url: location.href,
        };
      });
      for (const [where, text] of Object.entries(storage)) check(where, text);
      check('cookies', JSON.stringify(await context.cookies()));
      expect(leaks).toEqual([]);
      await page.close();
    },
  );

  it('a 502 page quoting statickey and the card number: the error ping says 502 and its phrase, nothing else', async () => {
    const page = await context.newPage();
    const statickey = 'sk_live_PingLeakProbe9';
    const card = cardFor('approved').number;
    // A proxy's error page that quotes the request it could not forward, as some do.
    await page.route(/\/gateway\/rest\/v2\/checkout$/, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: `<h1>502 Bad Gateway</h1><pre>Statickey=${statickey}&b1=${card}&c1=Jane+Doe</pre>`,
      }),
    );
    const pings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/gateway/ping')) pings.push(request.url());
    });
    await page.goto(paymentUrl(server.url, 'eupago', { statickey }));
    await enterCard(page, { number: card, cvv: '737' });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect
      .poll(() => pings.filter((url) => url.includes('state=error')).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const errorPing = new URL(pings.find((url) => url.includes('state=error')) as string);
    expect(errorPing.searchParams.get('status')).toBe('502');
    expect(errorPing.searchParams.get('message')).toBe('Error Code: 502, Message: Bad Gateway');
    for (const url of pings) {
      const sent = decodeURIComponent(url.replaceAll('+', ' '));
      expect(sent).not.toContain(statickey);
      expect(sent.replace(/\D/g, '')).not.toContain(card);
      expect(sent).not.toContain('Jane');
    }
    await page.close();
  });
});
