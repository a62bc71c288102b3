import type { Locator, Page } from 'playwright-core';

/**
 * The nayax kiosk below 640 px draws one step of the card form at a time (number; expiry and
 * code; name, save card and Pay: src/screens/nayax/form-steps.ts). A shopper moves with Next and
 * Previous; so does this, until `target` is drawn. On any other page, or a wider one, the target
 * is drawn already and nothing is clicked.
 */
export async function showStepOf(page: Page, target: Locator): Promise<Locator> {
  // The bar is in the HTML with both buttons disabled until the script has taken over: wait for
  // that, or a disabled Next would read as the last step.
  if ((await page.locator('.kiosk-steps').count()) > 0) {
    await page
      .locator('.kiosk-steps__button:enabled')
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
  }
  const next = page.locator('.kiosk-steps__button').last();
  const previous = page.locator('.kiosk-steps__button').first();
  // Forward to the last step at most, then back to the first: every step is passed once.
  let button = next;
  for (let moves = 0; moves < 4 && !(await target.isVisible()); moves++) {
    if (!(await button.isVisible())) break;
    if (!(await button.isEnabled())) {
      if (button === previous) break;
      button = previous;
    }
    await button.click();
  }
  return target;
}
