import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { themes } from '@variants/themes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterCard } from './harness/card-entry';
import { type DevCommand, startDevCommand } from './harness/dev-command';
import { watchPage } from './harness/page-watch';
import { copyProject, type ProjectCopy } from './harness/project-copy';

/**
 * `npm run dev`: the real command on a free port, one variant from Vite's dev server with the
 * sandbox gateway behind it. The page pays end to end, and another --variant is served with its
 * own theme and settings. The result page comes from dist/ (the command builds it when missing).
 */
describe('npm run dev', () => {
  let browser: Browser;
  const commands: DevCommand[] = [];
  const copies: ProjectCopy[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    // Every command started here exits by its own Ctrl-C path, with code 0.
    const codes = await Promise.all(commands.map((command) => command.stop()));
    await Promise.all(copies.map((copy) => copy.remove()));
    expect(codes).toEqual(codes.map(() => 0));
  });

  it('serves basic from Vite, and 4111 1111 1111 1111 pays through the sandbox to an approved result', async () => {
    const dev = await startDevCommand('basic');
    commands.push(dev);
    // Served by Vite, not from dist/: its client is on the page for hot reload.
    const html = await fetch(new URL('/basic/', dev.url)).then((response) => response.text());
    expect(html).toContain('<script type="module" src="/basic/@vite/client"></script>');
    const page = await browser.newPage({ viewport: viewports.phone });
    const problems = watchPage(page);
    await page.goto(paymentUrl(dev.url, 'basic'));
    await enterCard(page, { number: '4111 1111 1111 1111' });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/result\/\?.*status=approved/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await page.close();
  });

  it('serves another --variant with its own theme and settings, as in its bundle', async () => {
    const dev = await startDevCommand('eupago');
    commands.push(dev);
    const page = await browser.newPage({ viewport: viewports.phone });
    const problems = watchPage(page);
    await page.goto(paymentUrl(dev.url, 'eupago'));
    await page.getByLabel('Card number').waitFor();
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--hpp-brand').trim(),
    );
    expect(brand).toBe(themes['eupago-theme']?.colours.brand);
    expect(await page.title()).toContain('Eupago');
    // eupago's settings: saveCardByDefault (basic leaves the box unticked).
    expect(await page.getByLabel('Save this card for future payments').isChecked()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await page.close();
  });

  it('updates a colour edited in variants/themes.ts in place: the page is not reloaded and the typed card stays', async () => {
    const copy = await copyProject();
    copies.push(copy);
    const dev = await startDevCommand('eupago', { root: copy.root });
    commands.push(dev);
    const page = await browser.newPage({ viewport: viewports.phone });
    const problems = watchPage(page);
    await page.goto(paymentUrl(dev.url, 'eupago'));
    const number = page.getByLabel('Card number');
    await number.pressSequentially('4111111111111111');
    // The dev server renders the page in the browser, not prerendered, so the field logic is asked
    // for on the first key and Vite serves it module by module: on a busy machine it can come after
    // the stylesheet's hot update below. The card is formatted before the edit, so the checks after
    // it see only what the edit did.
    await expect.poll(() => number.inputValue(), { timeout: 20_000 }).toBe('4111 1111 1111 1111');
    // Gone if the page reloads, as it did when every edit of variants/ restarted Vite.
    await page.evaluate(() => Object.assign(window, { hppSamePage: true }));
    const brand = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hpp-brand').trim());
    expect(await brand()).toBe('#007a5a');
    await copy.edit('variants/themes.ts', (text) => text.replace("brand: '#007a5a',", "brand: '#00664b',"));
    await expect.poll(brand, { timeout: 40_000 }).toBe('#00664b');
    expect(await page.evaluate(() => 'hppSamePage' in window)).toBe(true);
    expect(await number.inputValue()).toBe('4111 1111 1111 1111');
    expect(dev.output()).toContain('eupago: its theme changed, its stylesheet updated in place');
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows a theme field misspelt in variants/themes.ts in the page, with "did you mean", and in the terminal', async () => {
    const copy = await copyProject();
    copies.push(copy);
    const dev = await startDevCommand('eupago', { root: copy.root });
    commands.push(dev);
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(paymentUrl(dev.url, 'eupago'));
    await page.getByLabel('Card number').waitFor();
    // The mistake as reported: eupago's `brand` renamed, which used to restart Vite without a word.
    await copy.edit('variants/themes.ts', (text) => text.replace("brand: '#007a5a',", "brnd: '#007a5a',"));
    const expected = 'themes.eupago-theme.colours.brnd: unknown field (did you mean brand?)';
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 40_000 });
    const shown = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(shown).toContain(expected);
    expect(shown).toContain('themes.eupago-theme.colours.brand: missing');
    expect(dev.output()).toContain(expected);
    await page.close();
  }, 90_000);

  it('stops with code 0 when stopped while Vite restarts for a changed translation', async () => {
    const copy = await copyProject();
    copies.push(copy);
    const dev = await startDevCommand('basic', { root: copy.root });
    await copy.edit('public/assets/i18n/en.json', (text) =>
      text.replace('"Secure payment"', '"Secure card payment"'),
    );
    await expect.poll(dev.output, { timeout: 40_000 }).toContain('restarting Vite with its new config');
    // SIGTERM while the new Vite starts: it used to start, or fail, after the server had closed.
    expect(await dev.stop()).toBe(0);
  }, 90_000);
});
