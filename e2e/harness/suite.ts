import { launchChromium } from '@scripts/browser/chromium';
import { type Site, type SiteOptions, startSite } from '@scripts/browser/site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export interface SuiteContext {
  site: Site;
  browser: Browser;
}

/**
 * One local site and one Chromium for the describe block it is called in, both closed after it.
 * The fields are filled in beforeAll, so read them inside tests, not at collection time.
 */
export function useSiteAndBrowser(options: SiteOptions = {}): SuiteContext {
  const context = {} as SuiteContext;
  beforeAll(async () => {
    context.site = await startSite(options);
    context.browser = await launchChromium();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.server.close();
  });
  return context;
}
