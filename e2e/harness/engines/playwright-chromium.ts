import { launchChromium } from '@scripts/browser/chromium';
import type { ElementHandle, Frame, Page } from 'playwright-core';
import type { Engine, EnginePage, Target, Viewport } from './engine';
import { describeTarget, findExpression } from './finder';
import { waitUntil } from './wait';

/** Chromium through playwright-core, with the back/forward cache on as shoppers have it. */
export async function launchChromiumEngine(): Promise<Engine> {
  const browser = await launchChromium({ backForwardCache: true });
  return {
    name: 'chromium',
    version: browser.version(),
    newPage: async (viewport: Viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      return playwrightPage(page, async () => {
        await context.close();
      });
    },
    close: () => browser.close(),
  };
}

function playwrightPage(page: Page, close: () => Promise<void>): EnginePage {
  let current: Frame = page.mainFrame();
  const element = async (target: Target): Promise<ElementHandle> => {
    const found = await waitUntil(
      `${describeTarget(target)} in Chromium`,
      async () => (await current.evaluateHandle(findExpression(target))).asElement() as ElementHandle | null,
      (handle) => handle !== null,
    );
    if (!found) throw new Error(`${describeTarget(target)} is not an element`);
    return found;
  };
  return {
    goto: async (url) => {
      current = page.mainFrame();
      await page.goto(url);
    },
    startNavigation: async (url) => {
      current = page.mainFrame();
      await page.goto(url, { waitUntil: 'commit' });
    },
    url: async () => page.url(),
    evaluate: <T>(expression: string) => current.evaluate(expression) as Promise<T>,
    type: async (target, text) => {
      const handle = await element(target);
      await handle.focus();
      await page.keyboard.type(text);
    },
    click: async (target) => (await element(target)).click(),
    reload: async () => {
      current = page.mainFrame();
      await page.reload({ waitUntil: 'commit' });
    },
    back: async () => {
      await page.goBack({ waitUntil: 'commit' });
    },
    forward: async () => {
      await page.goForward({ waitUntil: 'commit' });
    },
    resize: async (viewport) => {
      current = page.mainFrame();
      await page.setViewportSize(viewport);
    },
    frame: async (css) => {
      const frame = await (await page.waitForSelector(css)).contentFrame();
      if (!frame) throw new Error(`${css} is not a frame`);
      current = frame;
    },
    top: async () => {
      current = page.mainFrame();
    },
    close,
  };
}
