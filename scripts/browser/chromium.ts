import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download browsers on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a closed network: without the background-networking ones Chromium stalls trying to
 * reach Google's hosts at every start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium, or fails loudly (never skips) naming the package to install. */
export async function launchChromium(options: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install Debian's package: apt-get install chromium ` +
        '(or set CHROMIUM_PATH). The browser suite does not skip.',
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    // Playwright turns the back/forward cache off by default; shoppers' browsers have it on.
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}
