import { launchChromium } from './browser/chromium';
import { paymentUrl, viewports } from './browser/payment-url';
const browser = await launchChromium();
for (const [variant, size] of [['tui', 'phone'], ['gett', 'phone'], ['alsa', 'desktop'], ['nayax', 'phone']] as const) {
  const page = await browser.newPage({ viewport: viewports[size] });
  // Hold the entry script: the page as its HTML paints it, before the query and the amount.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
  await page.goto(paymentUrl('http://127.0.0.1:4999', variant, { PurchaseDescription: 'Mallorca, 7 nights, all inclusive' }), { waitUntil: 'commit' });
  await page.locator('input[autocomplete="cc-number"]').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-${variant}-${size}-html.png` });
  release();
  await page.locator('#root[data-render="hydrated"]').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${variant}-${size}-after.png` });
  await page.close();
}
await browser.close();
