import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, EnginePage, Target, Viewport } from './engine';
import { describeTarget, findExpression } from './finder';
import { waitUntil } from './wait';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** The MiniBrowser that webkit2gtk-driver brings, in the multiarch library folder. */
function miniBrowserPath(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const lib = '/usr/lib';
  for (const entry of existsSync(lib) ? readdirSync(lib) : []) {
    const candidate = path.join(lib, entry, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function missing(what: string, pkg: string): Error {
  return new Error(
    `${what} is missing. Install Debian's package: apt-get install --no-install-recommends ${pkg}. ` +
      'The browser suite does not skip.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An X display of its own: WebKitGTK's MiniBrowser has no headless mode, Xvfb stands in. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  if (!existsSync('/usr/bin/Xvfb')) throw missing('Xvfb (the display WebKitGTK needs)', 'xvfb');
  const xvfb = spawn(
    '/usr/bin/Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    (xvfb.stdio[3] as Readable).once('data', (data) => resolve(`:${String(data).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, process: xvfb };
}

/**
 * GTK styles for the MiniBrowser's window: its toolbar otherwise keeps the window at least 447
 * pixels wide, so the page could never be seen at a phone's 390. Shrunk to nothing, the web view
 * takes the size asked for.
 */
const tinyToolbar = `* { padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n`;

/**
 * Debian's WebKitGTK (the engine of Safari, and of every iPhone browser) through its
 * WebKitWebDriver and selenium-webdriver, the only way to drive it: classic WebDriver.
 */
export async function launchWebKitEngine(): Promise<Engine> {
  if (!existsSync(webkitDriverPath))
    throw missing(`WebKitWebDriver at ${webkitDriverPath}`, 'webkit2gtk-driver');
  const browserPath = miniBrowserPath();
  if (!browserPath) throw missing('the WebKitGTK MiniBrowser', 'webkit2gtk-driver');
  const home = await mkdtemp(path.join(tmpdir(), 'hpp-webkit-'));
  await mkdir(path.join(home, 'gtk-3.0'));
  await writeFile(path.join(home, 'gtk-3.0', 'gtk.css'), tinyToolbar);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home },
    stdio: 'ignore',
  });
  const stop = async () => {
    driverProcess.kill();
    xvfb.process.kill();
    await rm(home, { recursive: true, force: true });
  };
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitUntil(
      'WebKitWebDriver to listen',
      () => fetch(`${server}/status`).then((response) => response.ok),
      (ok) => ok,
    );
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
        // WebKitWebDriver holds every command while a page loads; a page whose script the server
        // holds back would never let the test type. goto() waits for the load itself.
        pageLoadStrategy: 'none',
      })
      .build();
    // A script whose document goes away mid-way (a navigation the test waits for) would otherwise
    // hold the session for the default 30 s; the waits around it simply ask again.
    await driver.manage().setTimeouts({ script: 3_000 });
    const version = String((await driver.getCapabilities()).get('browserVersion'));
    return {
      name: 'webkit',
      version,
      newPage: async (viewport) => {
        await sizeViewport(driver, viewport);
        return webdriverPage(driver);
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Sizes the window so that the page's viewport (not the window) is `viewport`: the window is
 * grown by what its frame takes, and measured again, since GTK resizes after the call returns.
 */
async function sizeViewport(driver: WebDriver, viewport: Viewport): Promise<void> {
  await driver.get('about:blank');
  await loaded(driver, 'about:blank');
  await fitWindow(driver, viewport);
}

/** Resizes the window until the top document's viewport is `viewport` (the page stays as it is). */
async function fitWindow(driver: WebDriver, viewport: Viewport): Promise<void> {
  await driver.switchTo().defaultContent();
  const window = driver.manage().window();
  let inner: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    inner = (await bounded('a script', driver.executeScript('return [innerWidth, innerHeight]'))) as number[];
    const [width = 0, height = 0] = inner;
    if (width === viewport.width && height === viewport.height) return;
    if (attempt % 4 === 0) {
      const outer = await window.getRect();
      await window.setRect({
        width: outer.width + viewport.width - width,
        height: outer.height + viewport.height - height,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKit's viewport is ${inner.join('x')}, not ${viewport.width}x${viewport.height}`);
}

/**
 * A WebDriver command with a deadline. WebKitWebDriver can leave a command unanswered when the
 * document it runs in is replaced by a navigation (seen about once in a hundred runs, script timeout
 * or not); it answers the next commands all the same, so the caller's wait simply asks again.
 */
class CommandTimeout extends Error {
  override name = 'CommandTimeout';
}

function bounded<T>(what: string, command: Promise<T>, ms = 8_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new CommandTimeout(`WebKitWebDriver did not answer ${what} in ${ms} ms`)),
      ms,
    );
  });
  command.catch(() => undefined);
  return Promise.race([command, deadline]).finally(() => clearTimeout(timer));
}

/** Waits for the load event of the document at `url` (the session does not: pageLoadStrategy none). */
async function loaded(driver: WebDriver, url: string, timeout = 30_000): Promise<void> {
  await waitUntil(
    `${url} to load in WebKit`,
    () =>
      bounded(
        'a script',
        driver.executeScript('return [location.href, document.readyState]') as Promise<string[]>,
      ),
    ([href, state]) => href === url && state === 'complete',
    timeout,
  );
}

/** Waits for a history step away from `from` to load. */
async function left(driver: WebDriver, from: string): Promise<void> {
  await waitUntil(
    'the history step in WebKit',
    () =>
      bounded(
        'a script',
        driver.executeScript('return [location.href, document.readyState]') as Promise<string[]>,
      ),
    ([href, state]) => href !== from && state === 'complete',
    30_000,
  );
}

/** The one window of the session: a "new page" is the same window, emptied. */
function webdriverPage(driver: WebDriver): EnginePage {
  const element = async (target: Target): Promise<WebElement> =>
    waitUntil(
      `${describeTarget(target)} in WebKit`,
      () =>
        bounded(
          'a script',
          driver.executeScript(`return ${findExpression(target)}`) as Promise<WebElement | null>,
        ),
      (found) => found !== null,
    ) as Promise<WebElement>;
  return {
    goto: async (url) => {
      await driver.switchTo().defaultContent();
      await driver.get(url);
      await loaded(driver, url);
    },
    startNavigation: async (url) => {
      await driver.switchTo().defaultContent();
      await driver.executeScript(`setTimeout(() => { location.href = ${JSON.stringify(url)}; }, 0)`);
    },
    url: () => bounded('Get Current URL', driver.getCurrentUrl()),
    evaluate: <T>(expression: string) =>
      bounded('a script', driver.executeScript(`return (${expression})`) as Promise<T>),
    type: async (target, text) => {
      const found = await element(target);
      try {
        await found.sendKeys(text);
      } catch (error) {
        // WebKitWebDriver calls an input in a frame of another origin "not focusable"; a tap
        // focuses it, as it does for a shopper, and the keys then go to the focused element.
        if (!(error instanceof Error) || error.name !== 'ElementNotInteractableError') throw error;
        await found.click();
        await driver.actions().sendKeys(text).perform();
      }
    },
    click: async (target) => {
      // The element found may belong to a document that was being replaced: find it again. A
      // click left unanswered was sent all the same (it is not sent twice: Pay is not idempotent).
      await waitUntil(
        `a click on ${describeTarget(target)} in WebKit`,
        async () => {
          try {
            await bounded('Element Click', (await element(target)).click());
          } catch (error) {
            if (!(error instanceof CommandTimeout)) throw error;
          }
          return true;
        },
        (clicked) => clicked,
      );
    },
    // pageLoadStrategy "none": the command returns once the reload has started.
    reload: async () => {
      await driver.switchTo().defaultContent();
      await driver.navigate().refresh();
    },
    back: async () => {
      const from = await driver.getCurrentUrl();
      await driver.navigate().back();
      await left(driver, from);
    },
    forward: async () => {
      const from = await driver.getCurrentUrl();
      await driver.navigate().forward();
      await left(driver, from);
    },
    frame: async (css) => {
      await driver.switchTo().defaultContent();
      const frame = await waitUntil(
        `the frame ${css} in WebKit`,
        () =>
          driver.executeScript(
            `return document.querySelector(${JSON.stringify(css)})`,
          ) as Promise<WebElement | null>,
        (found) => found !== null,
      );
      await driver.switchTo().frame(frame);
    },
    resize: (viewport) => fitWindow(driver, viewport),
    top: () => driver.switchTo().defaultContent(),
    close: async () => {
      await driver.switchTo().defaultContent();
      await driver
        .manage()
        .deleteAllCookies()
        .catch(() => undefined);
      // A navigation the page started itself (a payment answered as the test ends) can land after
      // ours and replace about:blank: go there again until it stays.
      await waitUntil(
        'about:blank to stay loaded in WebKit',
        async () => {
          await bounded('Navigate To', driver.get('about:blank'));
          await loaded(driver, 'about:blank', 10_000);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return bounded('Get Current URL', driver.getCurrentUrl());
        },
        (href) => href === 'about:blank',
        30_000,
      );
    },
  };
}
