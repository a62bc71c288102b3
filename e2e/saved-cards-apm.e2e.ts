import { launchChromium } from '@scripts/browser/chromium';
import { paymentUrl, viewports } from '@scripts/browser/payment-url';
import { savedVisa } from '@scripts/browser/saved-cards';
import { type Site, startSite } from '@scripts/browser/site';
import { type GatewayDialect, gatewayDialects } from '@scripts/server/gateway-dialect';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageProblems, watchPage } from './harness/page-watch';

const mastercard =
  '[token:tok_mastercard_approved,cardNumber:555555******4444,expiryMonth:11,expiryYear:2033]';

/**
 * Saved cards and alternative payment methods in a real browser, against our full sandbox and a
 * gateway that answers only what the spec allows: token payments with and without enforceCVV,
 * deleting a card in place (and the vault remembering it), the ips dialog, the simulated PayPal
 * provider page, and the amount (which only the full sandbox answers).
 */
describe.each(gatewayDialects)(
  'saved cards and alternative payment methods, %s gateway',
  (gateway: GatewayDialect) => {
    let site: Site;
    let browser: Browser;
    let context: BrowserContext;

    beforeAll(async () => {
      site = await startSite({ gateway });
      browser = await launchChromium();
      context = await browser.newContext({ viewport: viewports.desktop });
    });
    afterAll(async () => {
      await browser?.close();
      await site?.server.close();
    });

    async function open(variant: string, query: Record<string, string>): Promise<[Page, PageProblems]> {
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(paymentUrl(site.url, variant, query));
      return [page, problems];
    }

    const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });

    it('pays with a saved card without a security code when enforceCVV is off', async () => {
      const [page, problems] = await open('basic', { tokenList: savedVisa });
      await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
      await payButton(page).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      expect(new URL(page.url()).searchParams.get('method')).toBe('token');
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it('with enforceCVV=true asks for the security code, then pays', async () => {
      const [page, problems] = await open('basic', { tokenList: savedVisa, enforceCVV: 'true' });
      // The first screen's new-card form has a "Security code" too, until the saved cards replace it.
      await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
      const cvv = page.getByLabel('Security code');
      expect(await cvv.getAttribute('aria-required')).toBe('true');
      await payButton(page).click();
      await expect.poll(() => page.getByText('Enter the security code of this card.').count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('cc-csc');
      expect(page.url()).not.toMatch(/\/result\//);
      await cvv.pressSequentially('123');
      await payButton(page).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it('deletes a saved card in place; it stays deleted on reload, and the vault remembers it', async () => {
      // Deletions are kept per M + g1 until the sandbox restarts: an own merchant id keeps this
      // test from taking the card away from the others in this file.
      const query = { M: `M-e2e-delete-${gateway}`, tokenList: `${savedVisa},${mastercard}` };
      const [page, problems] = await open('basic', query);
      const merchantLink = page.url();
      await page.evaluate(() => {
        (window as unknown as { e2eMarker: string }).e2eMarker = 'still here';
      });
      await expect.poll(() => page.getByRole('radio').count()).toBe(2);

      const deleted = page.waitForResponse((response) => response.url().includes('/rest/v1/deleteToken'));
      await page.getByRole('button', { name: 'Delete card ending 1111' }).click();
      const confirmation = page.getByRole('alertdialog');
      await expect.poll(() => confirmation.textContent()).toContain('Delete the card ending 1111?');
      // Focus starts on "Keep", so a second Enter never deletes by accident.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep');
      await confirmation.getByRole('button', { name: 'Delete' }).click();
      // The minimal gateway confirms with an empty 204; ours with JSON.
      expect((await deleted).status()).toBe(gateway === 'minimal' ? 204 : 200);

      await expect.poll(() => page.getByRole('radio').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Delete card ending 1111' }).count()).toBe(0);
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('The card ending 1111 was deleted.');
      // Focus moved to the remaining card, and the page never reloaded.
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
        .toBe('tok_mastercard_approved');
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
        'still here',
      );
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      // The minimal gateway has no paymentRequest, which every payment page asks as it opens: its
      // 404 is expected there, and nothing else may fail.
      const missingPaymentRequest = /^404 \S+\/rest\/v2\/paymentRequest$/;
      expect(
        problems.failedRequests.filter((line) => gateway === 'full' || !missingPaymentRequest.test(line)),
      ).toEqual([]);

      // The page's own address no longer carries the card: a reload does not bring it back.
      expect(page.url()).not.toContain('tok_visa_approved');
      expect(new URL(page.url()).searchParams.get('tokenList')).toBe(mastercard);
      await page.reload();
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);

      // The merchant's original link still lists it, but the vault no longer has it: paying with it
      // is a RETRY, shown as the generic "try again".
      const checkout = page.waitForResponse((response) => response.url().includes('/rest/v2/checkout'));
      await page.goto(merchantLink);
      await expect.poll(() => page.getByRole('radio').count()).toBe(2);
      await page.getByRole('radio', { name: /ending 1111/ }).check();
      await payButton(page).click();
      expect(await (await checkout).json()).toEqual(
        gateway === 'full'
          ? { CHECKOUT_TYPE: 'RETRY', errorCode: 'TOKEN_NOT_FOUND' }
          : { CHECKOUT_TYPE: 'RETRY' },
      );
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('did not go through');
      expect(page.url()).not.toMatch(/\/result\//);

      // The other card was never deleted and still pays.
      await page.getByRole('radio', { name: /ending 4444/ }).check();
      await payButton(page).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it("deleting a card changes only tokenList's bytes: a failure to the page's own address keeps the merchant's", async () => {
      // A merchant's own encoding, as it might sign it: %20 and + for spaces, %2B, escaped UTF-8
      // and &, one saved card escaped and one written raw. No FailURL: the failure URL is the
      // page's own address (spec section 8), which the delete rewrote.
      const unique = `e2e-bytes-${gateway}-${Date.now().toString(36)}`;
      const gatewayError =
        '[token:tok_visa_gateway_error,cardNumber:400000******0119,expiryMonth:12,expiryYear:2034]';
      const merchantQuery = (tokenList: string) =>
        [
          `M=M-e2e-bytes-${gateway}`,
          `a1=REQ%2B${unique}`,
          'shopperID=shopper+e2e',
          `uniqueRequestID=${unique}`,
          'controllerVersion=v2',
          'merchantName=Caf%C3%A9%20%26%20co',
          'PurchaseDescription=Two+tickets%2C%20one%20way',
          `tokenList=${tokenList}`,
          'lang=en',
        ].join('&');
      const page = await context.newPage();
      await page.goto(
        `${site.url}/basic/?${merchantQuery(`${encodeURIComponent(savedVisa)}%2C${gatewayError}`)}`,
      );
      await expect.poll(() => page.getByRole('radio').count()).toBe(2);
      await page.getByRole('button', { name: 'Delete card ending 1111' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);
      const kept = `${site.url}/basic/?${merchantQuery(gatewayError)}`;
      expect(page.url()).toBe(kept);

      await page.getByRole('radio', { name: /ending 0119/ }).check();
      await payButton(page).click();
      await page.waitForURL(/[?&]z2=/);
      expect(page.url()).toBe(
        `${kept}&z2=-10&z3=${encodeURIComponent('Internal server error. Please contact HPP support.')}&outcome=failed`,
      );
      await page.close();
    });

    it('a failed delete keeps the card and says so', async () => {
      const [page] = await open('basic', { tokenList: `${savedVisa},${mastercard}` });
      await page.route('**/rest/v1/deleteToken', (route) => route.fulfill({ status: 503, body: '' }));
      await page.getByRole('button', { name: 'Delete card ending 1111' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByText('The card could not be deleted.').count()).toBe(1);
      expect(await page.getByRole('radio').count()).toBe(2);
      expect(page.url()).toContain('tok_visa_approved');
      await page.close();
    });

    it('a deleteToken answered 200 {} removes the card (the reply shape is not in the spec)', async () => {
      const [page] = await open('basic', { tokenList: `${savedVisa},${mastercard}` });
      await page.route('**/rest/v1/deleteToken', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
      );
      await page.getByRole('button', { name: 'Delete card ending 1111' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);
      expect(page.url()).not.toContain('tok_visa_approved');
      await page.close();
    });

    it(`eupago: ${gateway === 'full' ? 'shows the amount' : 'shows no amount without paymentRequest'}, and pays`, async () => {
      const page = await context.newPage();
      const problems = watchPage(page);
      // Listening before the page loads: the amount is asked for as soon as the page starts.
      const amountReply = page.waitForResponse((response) =>
        response.url().includes('/rest/v2/paymentRequest'),
      );
      await page.goto(paymentUrl(site.url, 'eupago', { a1: 'order-42-EUR' }));
      expect((await amountReply).status()).toBe(gateway === 'full' ? 200 : 404);
      const amount = page.locator('.amount-banner__value');
      if (gateway === 'full') await expect.poll(() => amount.textContent()).toMatch(/€\s?\d|\d\s?€/);
      else {
        // The banner keeps the amount's place until the reply; with no amount in it, it goes.
        await expect.poll(() => page.getByLabel('Card number').isVisible()).toBe(true);
        await expect.poll(() => page.locator('.amount-banner').count()).toBe(0);
      }
      await page.getByLabel('Card number').pressSequentially('4111111111111111');
      await page.getByLabel('Expiry date').pressSequentially('1230');
      await page.getByLabel('Security code').pressSequentially('123');
      const name = page.getByLabel('Name on card');
      if ((await name.count()) > 0) await name.pressSequentially('Ana Silva');
      await payButton(page).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      // The 404 of the missing paymentRequest is the only failed request the minimal gateway causes.
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it('ips: the saved-card dialog opens on the chosen card, Escape closes it and focus returns', async () => {
      const [page, problems] = await open('ips', { tokenList: `${savedVisa},${mastercard}` });
      const opener = page.getByRole('button', { name: 'Choose from saved cards' });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement as HTMLInputElement | null;
            return active?.type === 'radio' && active.checked && active.closest('dialog') !== null;
          }),
        )
        .toBe(true);

      // The page behind a modal dialog is inert: Tab reaches only the dialog's controls (and, past
      // the last one, the browser's own UI, where the document's activeElement is the body).
      const outside: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active.closest('dialog')) return undefined;
          return active.outerHTML.slice(0, 80);
        });
        if (where) outside.push(where);
      }
      expect(outside).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('saved-cards__open')))
        .toBe(true);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });

    it('ips: pays with a saved card from the dialog', async () => {
      const [page] = await open('ips', { tokenList: savedVisa });
      await page.getByRole('button', { name: 'Choose from saved cards' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/result\/\?.*status=approved/);
      expect(new URL(page.url()).searchParams.get('method')).toBe('token');
      await page.close();
    });

    it.each([
      ['Pay', 'approved', null],
      ['Cancel', 'cancelled', 'CANCELLED'],
    ])('PayPal: %s on the provider page lands on the result page as %s', async (button, status, z2) => {
      const [page, problems] = await open('basic', { apmPaymentMethods: 'paypal' });
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
      await page.waitForURL(/\/gateway\/apm\/paypal\?session=/);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL(new RegExp(`/result/\\?.*status=${status}`));
      const landing = new URL(page.url()).searchParams;
      expect(landing.get('method')).toBe('paypal');
      expect(landing.get('z2')).toBe(z2);
      const title = status === 'approved' ? 'Payment successful' : 'Payment cancelled';
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(problems.pageErrors).toEqual([]);
      await page.close();
    });
  },
);
