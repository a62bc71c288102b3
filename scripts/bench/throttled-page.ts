import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The slow connection and slow phone every load figure is measured on: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
export const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const;
export const cpuSlowdown = 4;

declare global {
  interface Window {
    /** performance.now() (ms since navigation start) when the card-number field became usable. */
    __hppUsableAt?: number;
  }
}

/**
 * Runs before any page script: notes the moment a visible, enabled, writable card-number input
 * (autocomplete cc-number) is in the DOM, i.e. React has committed a form the shopper can type in.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const usableProbe = `(() => {
  const check = () => {
    const input = document.querySelector('input[autocomplete="cc-number"]');
    if (!input || input.disabled || input.readOnly || input.getClientRects().length === 0) return false;
    window.__hppUsableAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh context (empty cache, no cookies) with one page on `origin`, throttled through the
 * DevTools protocol. The page first opens a same-origin address so the throttled navigation that
 * follows stays in the same renderer process and keeps the CPU throttling.
 */
export async function throttledPage(
  browser: Browser,
  origin: string,
  options: { network: boolean },
): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/bench-blank`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.network) await cdp.send('Network.emulateNetworkConditions', slowNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript({ content: usableProbe });
  return { context, page };
}

/** Navigates and returns ms from navigation start until the card-number field is usable. */
export async function timeToUsable(page: Page, url: string, timeoutMs = 60_000): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const handle = await page.waitForFunction(() => window.__hppUsableAt, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) as number;
}

/**
 * When the page's entry script had arrived (ms since navigation start): what the wire costs,
 * apart from what running it costs. The first script resource, i.e. the module the HTML names.
 */
export async function entryScriptArrival(page: Page): Promise<number> {
  const arrival = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
    return (scripts[0] as PerformanceResourceTiming | undefined)?.responseEnd;
  });
  if (arrival === undefined) throw new Error('the page loaded no script');
  return arrival;
}
