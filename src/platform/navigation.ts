import { toSafeNavigationUrl } from '@/core/safe-url';

export type Navigate = (url: string) => void;

export interface NavigationOptions {
  /** Iframe variants navigate the top window so the shopper leaves the merchant's frame. */
  topWindow: boolean;
  /** The page's own address, the fallback target; default: where the page is at that moment. */
  pageUrl?: string;
  win?: Window;
}

/**
 * The only way the page leaves itself. Every target passes `toSafeNavigationUrl`, so a
 * `javascript:` or `data:` URL from the query or the gateway can never run; such a target is
 * refused and the page goes to its own address instead (spec: never navigate to non-http(s)).
 */
export function createNavigator(options: NavigationOptions): Navigate {
  const win = options.win ?? window;
  return (url: string) => {
    const pageUrl = options.pageUrl ?? win.location.href;
    const safe = toSafeNavigationUrl(url, pageUrl) ?? toSafeNavigationUrl(pageUrl) ?? '/';
    if (options.topWindow && win.top && win.top !== win) {
      try {
        win.top.location.href = safe;
        return;
      } catch {
        // A sandboxed frame without allow-top-navigation: navigating the frame itself still
        // gets the shopper to the outcome rather than stranding them.
      }
    }
    win.location.assign(safe);
  };
}

/**
 * Rewrites the page's own address without a reload or a new history entry. Only a same-origin
 * address can be written (the browser refuses others); a refusal leaves the address as it was.
 */
export function replacePageUrl(url: string, win: Window = window): void {
  try {
    win.history.replaceState(win.history.state, '', url);
  } catch {
    // The list on screen is already right; only a reload would show the card again.
  }
}

/**
 * Loads the page afresh: what the shopper typed is lost (card data is never kept), but code that
 * failed to load is fetched again, which in Firefox nothing short of a reload does.
 */
export function reloadPage(win: Window = window): void {
  win.location.reload();
}
