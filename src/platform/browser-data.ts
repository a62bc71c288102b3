import { type BrowserData, browserData } from '@/core/browser-data';

/** The 3-D Secure browser data the gateway needs (spec section 7), read from the real browser. */
export function readBrowserData(win: Window = window): BrowserData {
  return browserData({
    colorDepth: win.screen?.colorDepth,
    screenHeight: win.screen?.height,
    screenWidth: win.screen?.width,
    timezoneOffset: new Date().getTimezoneOffset(),
    userAgent: win.navigator.userAgent,
    language: win.navigator.language,
  });
}
