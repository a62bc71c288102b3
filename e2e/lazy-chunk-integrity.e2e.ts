import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importMapText, type ScriptsManifest } from '@scripts/build/integrity';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterCard } from './harness/card-entry';
import { paymentUrl } from './harness/payment-url';
import { distDir } from './harness/site';
import { useSiteAndBrowser } from './harness/suite';

/**
 * A chunk loaded later by import() carries no integrity attribute of its own: the page's import
 * map does, and Chromium refuses a chunk that does not match it. Each of basic's lazy chunks is
 * served tampered in turn (a skimmer appended, as an attacker on the CDN would), then asked for
 * the way the page asks for it; and the checkout chunk, the one that holds card data, is
 * tampered under a real payment.
 */

const skimmer = '\n;window.__skimmed = true;\n';

interface Chunk {
  url: string;
  body: string;
}

let chunks: Chunk[] = [];

beforeAll(async () => {
  const inventory = JSON.parse(
    await readFile(path.join(distDir, 'basic', 'scripts-manifest.json'), 'utf8'),
  ) as ScriptsManifest;
  chunks = await Promise.all(
    inventory.files
      .filter((file) => file.role === 'lazy-chunk')
      .map(async (file) => ({ url: file.url, body: await readFile(path.join(distDir, file.url), 'utf8') })),
  );
});

/** Serves `chunk` with `body` instead of its own. */
async function serveChunk(page: Page, chunk: Chunk, body: string): Promise<void> {
  await page.route(`**${chunk.url}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

/** Imports `url` from the page, as its own code would: 'ran' or 'refused'. */
function importFromPage(page: Page, url: string): Promise<'ran' | 'refused'> {
  // A string, so the test runner does not rewrite import() as it does in this file's own code.
  return page.evaluate(`import(${JSON.stringify(url)}).then(() => 'ran', () => 'refused')`);
}

const skimmed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __skimmed?: boolean }).__skimmed === true);

describe('lazy chunks under the import map’s integrity, in Chromium', () => {
  const suite = useSiteAndBrowser();

  it('basic has lazy chunks, and its import map names every one', async () => {
    expect(chunks.length).toBeGreaterThanOrEqual(8);
    const html = await readFile(path.join(distDir, 'basic', 'index.html'), 'utf8');
    const map = importMapText(html) ?? '{}';
    const named = Object.keys((JSON.parse(map) as { integrity?: Record<string, string> }).integrity ?? {});
    expect(named.sort()).toEqual(chunks.map((chunk) => chunk.url).sort());
  });

  it('each chunk as built loads (the control: the check below can fail)', async () => {
    const page = await suite.browser.newPage();
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    for (const chunk of chunks)
      expect([chunk.url, await importFromPage(page, chunk.url)]).toEqual([chunk.url, 'ran']);
    await page.close();
  }, 60_000);

  it('each chunk tampered in turn is refused, and none of the tampered code runs', async () => {
    const outcomes: string[] = [];
    for (const chunk of chunks) {
      const page = await suite.browser.newPage();
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await serveChunk(page, chunk, `${chunk.body}${skimmer}`);
      await page.goto(paymentUrl(suite.site.url, 'basic'));
      const outcome = await importFromPage(page, chunk.url);
      outcomes.push(`${chunk.url}: ${outcome}, skimmer ${(await skimmed(page)) ? 'ran' : 'did not run'}`);
      expect(console.join('\n'), chunk.url).toMatch(/integrity/i);
      await page.close();
    }
    expect(outcomes).toEqual(chunks.map((chunk) => `${chunk.url}: refused, skimmer did not run`));
  }, 180_000);

  it('one changed byte is enough', async () => {
    const chunk = chunks.find((entry) => /\/checkout-/.test(entry.url));
    if (!chunk) throw new Error('basic has no checkout chunk');
    const page = await suite.browser.newPage();
    const middle = Math.floor(chunk.body.length / 2);
    const changed = chunk.body[middle] === 'a' ? 'b' : 'a';
    await serveChunk(page, chunk, `${chunk.body.slice(0, middle)}${changed}${chunk.body.slice(middle + 1)}`);
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    expect(await importFromPage(page, chunk.url)).toBe('refused');
    await page.close();
  }, 30_000);

  it('a tampered checkout under a real payment: nothing is sent, the skimmer never runs, the shopper is told', async () => {
    const chunk = chunks.find((entry) => /\/checkout-/.test(entry.url));
    if (!chunk) throw new Error('basic has no checkout chunk');
    const page = await suite.browser.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await serveChunk(page, chunk, `${chunk.body}${skimmer}`);
    await page.goto(paymentUrl(suite.site.url, 'basic'));
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await enterCard(page, { number: '4111111111111111' });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect
      .poll(() => page.getByText('We could not reach the payment service').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(posts).toEqual([]);
    expect(await skimmed(page)).toBe(false);
    expect(page.url()).not.toContain('4111');
    // The way on is still there: the form and its Pay button.
    expect(await page.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await page.close();
  }, 60_000);
});
