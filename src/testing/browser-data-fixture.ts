import type { BrowserData } from '@/core/browser-data';

/** Fixture factory for tests: a desktop Chrome in Lisbon summer time. */
export function makeBrowserData(overrides: Partial<BrowserData> = {}): BrowserData {
  return {
    colorDepth: 24,
    javaEnabled: false,
    screenHeight: 1080,
    screenWidth: 1920,
    timezoneOffset: -60,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    language: 'en-GB',
    ...overrides,
  };
}
