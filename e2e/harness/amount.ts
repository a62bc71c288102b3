import type { Page } from 'playwright-core';
import type { EnginePage } from './engines/engine';
import { waitUntil } from './engines/wait';
import { variantSetting } from './variant-setting';

/**
 * Where each screen shows the amount the gateway states: the shared banner, or an own screen's
 * summary. Each is in place, unseen and empty, before the amount comes (src/state/purchase-summary.ts):
 * it has come when one holds a digit.
 */
const amountValues =
  '.amount-banner__value, .alsa__ticket-amount, .tui__holiday-amount, .phemex__amount, .scenic__total dd';

/**
 * Waits for the amount where the variant shows one (settings.showAmount; the full sandbox states
 * it). It comes with the gateway's paymentRequest after hydration: a text read, or a shift
 * measured, before it came is not the page the shopper uses.
 */
export async function amountArrived(page: Page, variant: string, timeout = 10_000): Promise<void> {
  if (variantSetting(variant, 'showAmount'))
    await page.locator(amountValues).filter({ hasText: /\d/ }).first().waitFor({ timeout });
}

/** The same wait in Firefox or WebKit, driven over WebDriver (cross-engine/), where a click is aimed at a point. */
export async function amountArrivedIn(page: EnginePage, variant: string): Promise<void> {
  if (!variantSetting(variant, 'showAmount')) return;
  await waitUntil(
    `${variant}'s amount`,
    () =>
      page.evaluate<boolean>(
        `[...document.querySelectorAll(${JSON.stringify(amountValues)})].some((value) => /\\d/.test(value.textContent))`,
      ),
    (shown) => shown,
  );
}
