/**
 * One small page interface for the cross-engine suite (e2e/cross-engine/). No single client drives
 * the three engines on Debian: Playwright drives Debian's Chromium but not its Firefox ESR or
 * WebKitGTK (it needs its own patched builds); puppeteer-core drives Firefox over WebDriver BiDi
 * (no geckodriver); WebKitGTK speaks only classic WebDriver (WebKitWebDriver), which
 * selenium-webdriver drives. So the tests speak this interface, and each client has an adapter.
 *
 * What classic WebDriver cannot do is left out on purpose: no request interception, no init
 * scripts, no console events. Faults and CSP reports come from the server (fault-site.ts).
 */

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

export interface Viewport {
  width: number;
  height: number;
}

/**
 * An element, found the same way in every engine by finder.ts inside the page: a CSS selector,
 * the accessible label of a form field, or a button or link by its name (a regular expression).
 */
export type Target =
  | { css: string }
  | { label: string }
  | { role: 'button' | 'link' | 'radio'; name: string };

export interface EnginePage {
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Starts a navigation without waiting for it (a page whose scripts are held never loads). */
  startNavigation(url: string): Promise<void>;
  /** The top window's address. */
  url(): Promise<string>;
  /** A JavaScript expression in the current frame, a promise awaited; JSON values only. */
  evaluate<T>(expression: string): Promise<T>;
  /** Focuses the element and types key by key, as a shopper does. */
  type(target: Target, text: string): Promise<void>;
  click(target: Target): Promise<void>;
  /**
   * Reloads as the browser's own Reload (F5) does, keeping what the browser keeps for it (Firefox
   * fills the form in again), without waiting for the new document's load.
   */
  reload(): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /**
   * Sizes the viewport of the page as it is (no reload), as a shopper turning a tablet or
   * resizing a window does; later calls act in the top document.
   */
  resize(viewport: Viewport): Promise<void>;
  /** Later calls act inside the iframe `css` of the top document, until `top()`. */
  frame(css: string): Promise<void>;
  top(): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** The browser's own version, as it reports it. */
  version: string;
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}
