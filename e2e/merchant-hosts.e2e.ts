import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { build } from '@scripts/build/build';
import { createSandboxServer, type SandboxServer } from '@scripts/server/create-sandbox-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@/core/gateway/test-cards';
import { enterCard } from './harness/card-entry';

/**
 * The merchant host allow-list, as a deployment sets it: basic and the result page built with
 * HPP_MERCHANT_HOSTS into a folder of their own (the suite's dist/ has no list), served by the
 * sandbox. A FailURL, BackURL or result-page BackURL on another host is treated as not given;
 * one on a listed host (exactly, or through `*.`) is followed. The merchant's hosts are answered
 * by the browser itself, so nothing leaves the machine.
 */
describe('merchant hosts allow-list (HPP_MERCHANT_HOSTS)', () => {
  let outRoot = '';
  let server: SandboxServer;
  let browser: Browser;

  beforeAll(async () => {
    outRoot = await mkdtemp(path.join(os.tmpdir(), 'hpp-merchant-hosts-'));
    // Vitest runs with NODE_ENV=test, which would bake React's development build in.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: process.cwd(),
        outRoot,
        only: ['basic', 'result'],
        merchantHosts: 'basic=shop.example,*.shop.example',
        log: () => undefined,
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    server = await createSandboxServer({
      distDir: outRoot,
      port: 0,
      latencyScale: 0.1,
      log: () => undefined,
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outRoot) await rm(outRoot, { recursive: true, force: true });
  });

  /** A page whose merchant hosts answer with a plain page, recording every navigation to them. */
  async function merchantPage(): Promise<{ page: Page; visited: string[] }> {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const visited: string[] = [];
    await page.route(/^https:\/\/([a-z0-9-]+\.)*(shop|evil)\.example\//, (route) => {
      if (route.request().isNavigationRequest()) visited.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>Shop' });
    });
    return { page, visited };
  }

  it.each([
    ['listed host: Back goes there', 'https://shop.example/cart', 'https://shop.example/cart'],
    ['listed subdomain: Back goes there', 'https://m.shop.example/cart', 'https://m.shop.example/cart'],
    ['unlisted host: as if no BackURL was given', 'https://evil.example/cart', undefined],
    ['a listed name in an unlisted host', 'https://shop.example.evil.example/', undefined],
  ])('BackURL, %s', async (_name, backUrl, expected) => {
    const { page, visited } = await merchantPage();
    await page.goto(paymentUrl(server.url, 'basic', { BackURL: backUrl }));
    // Back's handler comes with hydration: a click before then does nothing (and the unlisted
    // rows' "never went there" would hold for a click that was never heard).
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await page.getByRole('button', { name: /Back/ }).click();
    if (expected) {
      await page.waitForURL(expected);
      expect(visited).toEqual([expected]);
    } else {
      // No referrer either: the browser's own Back (here: nowhere) and never the unlisted host.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(visited).toEqual([]);
    }
    await page.close();
  });

  it.each([
    [
      'listed host',
      'https://shop.example/fail?order=1',
      /^https:\/\/shop\.example\/fail\?order=1&z2=-10&z3=/,
    ],
    ['unlisted host: the page itself, with z2/z3', 'https://evil.example/fail', /\/basic\/\?.*z2=-10&z3=/],
  ])('FailURL on a %s after a failure the page detects', async (_name, failUrl, expected) => {
    const { page, visited } = await merchantPage();
    // The gateway answers the payment with a server error: the page's own failure (spec 8).
    await page.route('**/rest/**', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto(paymentUrl(server.url, 'basic', { FailURL: failUrl }));
    const approved = testCards.find((card) => card.outcome === 'approved')?.number ?? '';
    await enterCard(page, { number: approved });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(expected, { timeout: 20_000 });
    expect(visited.some((url) => url.startsWith('https://evil.example'))).toBe(false);
    await page.close();
  });

  it.each([
    ['listed host', 'https://shop.example/cart', 'https://shop.example/cart'],
    ['unlisted host', 'https://evil.example/cart', undefined],
  ])("the result page's Return to the shop, BackURL on a %s", async (_name, backUrl, expected) => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const query = new URLSearchParams({ status: 'declined', z2: 'DECLINED', BackURL: backUrl });
    await page.goto(`${server.url}/result/?${query}`);
    await page.locator('.result__title').waitFor();
    const links = await page
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    if (expected) expect(links).toContain(expected);
    else expect(links.filter((href) => href.includes('evil.example'))).toEqual([]);
    await page.close();
  });
});
