import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { distDir, startSite } from '@scripts/browser/site';
import type { Browser } from 'playwright-core';
import { escapeHtml } from './build/escape-html';
import { parseCommandLine } from './command-line';
import type { RouteEntry } from './routes/routes-manifest';

/**
 * `npm run screenshots`: every route of the built site at phone and desktop size, as a shopper
 * first sees it, into gallery/ with a contact sheet (gallery/index.html) for reviewing all 48
 * variants at a glance, and each variant's accessibility statement, opened at its own address, into
 * gallery/statements/. Builds nothing: it photographs dist/ as `npm run build` left it.
 */

export interface Shot {
  /** Registry path, e.g. "basic" or "aober/chicshes.html". */
  variant: string;
  size: keyof typeof viewports;
  /** File name inside gallery/. */
  file: string;
  /** A variant's accessibility statement rather than its payment page. */
  statement?: boolean;
}

const galleryDir = resolve(process.cwd(), 'gallery');

/**
 * "aober/chicshes.html" at phone size → "aober_chicshes.html--phone.png"; its statement's in a
 * folder of their own, "statements/aober_chicshes.html--phone.png", which no variant's name can
 * reach (a statement shares its variant's name, and overwrote its payment page's shot before).
 */
export function shotFileName(variant: string, size: string, statement = false): string {
  return `${statement ? 'statements/' : ''}${variant.replace(/[^A-Za-z0-9_.-]/g, '_')}--${size}.png`;
}

/** The contact sheet: one section per variant in route order, each image with its name and size. */
export function contactSheet(shots: readonly Shot[], title: string): string {
  const groups = new Map<string, Shot[]>();
  const groupOf = (shot: Shot) => (shot.statement ? `${shot.variant} accessibility statement` : shot.variant);
  for (const shot of shots) groups.set(groupOf(shot), [...(groups.get(groupOf(shot)) ?? []), shot]);
  const sections = [...groups].map(([name, group]) => {
    const figures = group.map((shot) => {
      const { width, height } = viewports[shot.size];
      const caption = `${escapeHtml(name)} — ${shot.size} ${width}×${height}`;
      return `<figure><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${caption}" loading="lazy" width="${Math.round(width / 4)}"></a><figcaption>${caption}</figcaption></figure>`;
    });
    const first = group[0];
    const id = first?.statement ? `${first.variant}--statement` : name;
    return `<section id="${escapeHtml(id)}"><h2>${escapeHtml(name)}</h2><div class="row">${figures.join('')}</div></section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f5f7; color: #1b2430; }
section { background: #fff; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; }
h2 { font-size: 16px; margin: 0 0 8px; }
.row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; }
img { display: block; border: 1px solid #c8ccd2; height: auto; max-height: 600px; object-fit: cover; object-position: top; }
figcaption { font-size: 12px; color: #4a5566; margin-top: 4px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${sections.join('\n')}
</body>
</html>
`;
}

/**
 * What each route is opened with: a merchant redirect for a variant, the page itself otherwise
 * (a statement at its own address, in English as it opens without a fragment).
 */
export function routeUrl(base: string, route: RouteEntry): string {
  if (route.kind === 'statement') return new URL(route.path, base).href;
  if (route.screen === 'result') {
    return new URL('/result/?status=approved&reference=SBX-1A2B3C4D5E&method=card', base).href;
  }
  if (route.kind === 'page' || route.screen === 'sandbox') return new URL(route.path, base).href;
  return paymentUrl(base, route.variant, {
    // One request id for every shot, so the amount (derived from it by the sandbox) is the same.
    a1: 'order-1001',
    PurchaseDescription: 'Order 1001',
    apmPaymentMethods: 'paypal|mbway',
    // ips's own feature is the saved-card dialog: show its opener.
    ...(route.variant === 'ips'
      ? { tokenList: '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034]' }
      : {}),
  });
}

async function photograph(browser: Browser, base: string, routes: readonly RouteEntry[]): Promise<Shot[]> {
  const jobs = routes.flatMap((route) =>
    (Object.keys(viewports) as (keyof typeof viewports)[]).map((size) => ({ route, size })),
  );
  const shots: Shot[] = [];
  let next = 0;
  // Three pages at a time: enough to overlap network waits, few enough for a 2-core machine.
  const worker = async () => {
    const context = await browser.newContext({ deviceScaleFactor: 1 });
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) break;
      const page = await context.newPage();
      await page.setViewportSize(viewports[job.size]);
      await page.goto(routeUrl(base, job.route), { waitUntil: 'networkidle' });
      const statement = job.route.kind === 'statement';
      // A statement holds an h1 per language and shows one (English without a fragment).
      await page
        .locator(statement ? '#en h1' : 'h1')
        .first()
        .waitFor({ timeout: 10_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const file = shotFileName(job.route.variant, job.size, statement);
      await page.screenshot({ path: resolve(galleryDir, file), fullPage: true });
      shots.push({ variant: job.route.variant, size: job.size, file, ...(statement ? { statement } : {}) });
      await page.close();
    }
    await context.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  // Route order, phone before desktop, whatever order the workers finished in.
  const order = (shot: Shot) =>
    routes.findIndex(
      (route) => route.variant === shot.variant && (route.kind === 'statement') === (shot.statement === true),
    ) *
      2 +
    (shot.size === 'phone' ? 0 : 1);
  return shots.sort((a, b) => order(a) - order(b));
}

/** `npm run screenshots` takes no options and no arguments: anything given is a UsageError. */
export function parseScreenshotsArguments(argv: readonly string[]): Record<string, never> {
  parseCommandLine('npm run screenshots', argv, {});
  return {};
}

async function main(): Promise<void> {
  try {
    parseScreenshotsArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  if (!existsSync(resolve(distDir, 'routes.json'))) {
    console.error('dist/ is missing or incomplete. Run `npm run build` first, then `npm run screenshots`.');
    process.exitCode = 1;
    return;
  }
  const started = Date.now();
  const site = await startSite();
  const browser = await launchChromium();
  try {
    await rm(galleryDir, { recursive: true, force: true });
    await mkdir(resolve(galleryDir, 'statements'), { recursive: true });
    const shots = await photograph(browser, site.url, site.manifest.routes);
    const title = `Hosted payment page ${site.manifest.version}: ${site.manifest.routes.length} routes`;
    await writeFile(resolve(galleryDir, 'index.html'), contactSheet(shots, title));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${shots.length} screenshots in ${seconds} s: ${pathToFileURL(resolve(galleryDir, 'index.html')).href}`,
    );
  } finally {
    await browser.close();
    await site.server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
