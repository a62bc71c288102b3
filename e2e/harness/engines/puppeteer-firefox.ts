import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import type { Engine, EnginePage, Target, Viewport } from './engine';
import { describeTarget, findExpression } from './finder';
import { waitUntil } from './wait';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, which Firefox speaks itself:
 * no geckodriver, which cannot be had from Debian or npm here.
 */
export async function launchFirefoxEngine(): Promise<Engine> {
  if (!existsSync(firefoxPath)) {
    throw new Error(
      `Firefox is missing at ${firefoxPath}. Install Debian's package: apt-get install firefox-esr ` +
        '(or set FIREFOX_PATH). The browser suite does not skip.',
    );
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // A closed network: no update, telemetry or safe-browsing calls at start.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//, ''),
    newPage: async (viewport: Viewport) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return puppeteerPage(page, () => context.close());
    },
    close: () => browser.close(),
  };
}

function puppeteerPage(page: Page, close: () => Promise<void>): EnginePage {
  let current: Frame = page.mainFrame();
  const element = async (target: Target): Promise<ElementHandle<Element>> =>
    waitUntil(
      `${describeTarget(target)} in Firefox`,
      async () => (await current.evaluateHandle(findExpression(target))).asElement(),
      (handle) => handle !== null,
    ) as Promise<ElementHandle<Element>>;
  const self: EnginePage = {
    goto: async (url) => {
      current = page.mainFrame();
      await page.goto(url);
    },
    startNavigation: async (url) => {
      current = page.mainFrame();
      // The navigation's own promise would wait for a load that a held script never lets come.
      page.goto(url).catch(() => undefined);
    },
    // What the document says: after a back/forward cache restore puppeteer's own record of the
    // address can stay on the page that was left.
    url: async () => {
      try {
        return (await page.mainFrame().evaluate('location.href')) as string;
      } catch {
        return page.url();
      }
    },
    evaluate: <T>(expression: string) => current.evaluate(expression) as Promise<T>,
    type: async (target, text) => {
      const handle = await element(target);
      await handle.focus();
      await page.keyboard.type(text);
    },
    click: async (target) => (await element(target)).click(),
    reload: async () => {
      current = page.mainFrame();
      // As startNavigation: the new document's load may wait on a held script.
      page.reload().catch(() => undefined);
    },
    // A page restored from the back/forward cache fires no load event for goBack() to wait for.
    back: async () => {
      const from = await self.url();
      page.goBack().catch(() => undefined);
      await waitUntil(
        'the history step in Firefox',
        () => self.url(),
        (url) => url !== from,
      );
    },
    forward: async () => {
      const from = await self.url();
      page.goForward().catch(() => undefined);
      await waitUntil(
        'the history step in Firefox',
        () => self.url(),
        (url) => url !== from,
      );
    },
    resize: async (viewport) => {
      current = page.mainFrame();
      await page.setViewport(viewport);
    },
    frame: async (css) => {
      const handle = await page.waitForSelector(css);
      const frame = await handle?.contentFrame();
      if (!frame) throw new Error(`${css} is not a frame`);
      current = frame;
    },
    top: async () => {
      current = page.mainFrame();
    },
    close,
  };
  return self;
}
