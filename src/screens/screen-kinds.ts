import type { ScreenName } from '@variants/settings';

/** Screens that never talk to the gateway, so they need no GET /configuration. */
export const offlineScreens: ReadonlySet<ScreenName> = new Set(['health', 'error', 'result', 'sandbox']);

/**
 * Screens the build does not prerender into their HTML: the developer console, which is not a
 * shopper's page, and the result page, whose every word comes from its query and the tab's return
 * context (a prerendered outcome would be the wrong one until the script ran).
 */
export const clientRenderedScreens: ReadonlySet<ScreenName> = new Set(['sandbox', 'result']);
