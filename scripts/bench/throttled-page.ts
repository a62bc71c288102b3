import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PageSignals, reportSignal } from './page-signals';

export interface LoadProfile {
  name: string;
  /** Round-trip time, ms. */
  latency: number;
  /** Bits per second. */
  down: number;
  up: number;
  cpuSlowdown: number;
}

/** A slow connection and a slow phone: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
export const slowPhone: LoadProfile = {
  name: 'slow phone',
  latency: 150,
  down: 1_600_000,
  up: 750_000,
  cpuSlowdown: 4,
};

/** A good 4G connection and a mid-range phone: 40 ms RTT, 9 Mbps down, 9 Mbps up, CPU 2x slower. */
export const phoneOn4g: LoadProfile = {
  name: '4G',
  latency: 40,
  down: 9_000_000,
  up: 9_000_000,
  cpuSlowdown: 2,
};

/** The profiles by the names the command line gives them (`npm run bench load -- --profiles 4g`). */
export const loadProfiles = { slow: slowPhone, '4g': phoneOn4g } as const;
export type LoadProfileName = keyof typeof loadProfiles;

export function profileConditions(profile: LoadProfile): string {
  const mbps = (bits: number) => `${bits / 1_000_000}`;
  return `${profile.latency} ms RTT, ${mbps(profile.down)}/${mbps(profile.up)} Mbps, CPU ${profile.cpuSlowdown}x`;
}

declare global {
  interface Window {
    /** performance.now() when an enabled, writable card-number input was first in the DOM. */
    __hppInputAt?: number;
    /**
     * When the card-number input (however locked) was first on screen: the time of the rendering
     * update that laid it out, whose paint follows in the same frame.
     */
    __hppInputShownAt?: number;
    /** performance.now() when the page's script had taken over: hydrated, or (a page without prerendering) rendered. */
    __hppUsableAt?: number;
    /** Layout shift so far, as CLS counts it (none right after input). */
    __hppLayoutShift?: number;
  }
}

/**
 * Runs before any page script. Notes when an enabled, writable card-number input (autocomplete
 * cc-number) is first in the DOM: from the HTML itself on a prerendered page (ours and the fair
 * libraries floor), from React's first commit on the other floors; and when it was first on screen,
 * from an IntersectionObserver (the time of the rendering update that laid it out). The page is
 * usable when its script has taken over: prerendered pages say so with #root[data-render]
 * leaving "prerendered"; a page without that marker is usable as soon as its input is there: it
 * reports that moment to the bench (page-signals.ts) and marks it `hpp-usable` for a trace. Also
 * sums layout shifts.
 *
 * It forces no layout. Asking for the input's boxes (getClientRects) from the mutation callback, as
 * it once did, laid out the half-parsed page inside the parse the moment the parser added the input:
 * the page's first layout, moved into the parse (in one 4G profile 35 ms of basic's main thread and
 * ~150 ms of gett's ran inside the probe), after which the rest of the HTML was laid out again.
 * Prerendered pages paid it, ours and the fair floor alike; no shopper's browser does.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const loadProbe = `(() => {
  window.__hppLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__hppLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // Watched from its arrival, locked or not: on screen is on screen.
  let watched;
  const watchShown = (input) => {
    watched = input;
    // A margin as large as any page, so "on screen" means laid out with a box, as before, not
    // "within the first viewport".
    const shown = new IntersectionObserver(
      (entries) => {
        const laidOut = entries.find((entry) => entry.isIntersecting);
        if (!laidOut) return;
        window.__hppInputShownAt = laidOut.time;
        shown.disconnect();
      },
      { rootMargin: '100000px' },
    );
    shown.observe(input);
  };
  const check = () => {
    if (window.__hppInputAt === undefined) {
      const input = document.querySelector('input[autocomplete="cc-number"]');
      if (!input) return false;
      if (!watched) watchShown(input);
      if (input.disabled || input.readOnly) return false;
      window.__hppInputAt = performance.now();
    }
    const root = document.getElementById('root');
    const render = root && root.dataset.render;
    if (render === 'prerendered') return false;
    window.__hppUsableAt = performance.now();
    performance.mark('hpp-usable');
    ${reportSignal('usable', 'window.__hppUsableAt')}
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  /** What the page's probes report (usable, the keys shown), heard with nothing from the bench run in the page. */
  signals: PageSignals;
}

/** The DevTools calls a throttled page needs: a CDPSession, or a fake of it in a test. */
interface ThrottleSession {
  send(method: 'Network.enable'): Promise<unknown>;
  send(
    method: 'Network.emulateNetworkConditions',
    params: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number },
  ): Promise<unknown>;
  send(method: 'Emulation.setCPUThrottlingRate', params: { rate: number }): Promise<unknown>;
}

/**
 * Throttles the page of `cdp` as `profile` says: its CPU, and with `network` its connection too
 * (the browser suite's slow-phone rows use it as the bench does).
 */
export async function throttleAs(
  cdp: ThrottleSession,
  profile: LoadProfile,
  options: { network: boolean },
): Promise<void> {
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down / 8,
      uploadThroughput: profile.up / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/**
 * A fresh context (empty cache, no cookies) with one page on `origin`, throttled through the
 * DevTools protocol. The page first opens a same-origin address so the throttled navigation that
 * follows stays in the same renderer process and keeps the CPU throttling.
 */
export async function throttledPage(
  browser: Browser,
  origin: string,
  options: { network: boolean; profile?: LoadProfile; viewport?: { width: number; height: number } },
): Promise<ThrottledPage> {
  const profile = options.profile ?? slowPhone;
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/bench-blank`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttleAs(cdp, profile, { network: options.network });
  const signals = await PageSignals.attach(cdp);
  await page.addInitScript({ content: loadProbe });
  return { context, page, signals };
}

/** Navigates and returns ms from navigation start until the page's script has taken over its form. */
export async function timeToUsable(
  { page, signals }: ThrottledPage,
  url: string,
  timeoutMs = 60_000,
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const usable = await signals.next('usable', timeoutMs);
  if (Number.isNaN(usable)) throw new Error(`${url}: ${await whyNoUsable(page)} within ${timeoutMs} ms`);
  return usable;
}

/** Why no usable signal came: the page never got there, or the probe could not report it. */
async function whyNoUsable(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page closed before it was usable';
  const usableAt = await page.evaluate('window.__hppUsableAt').catch(() => 'unreadable');
  if (usableAt === 'unreadable') return 'no usable signal, and the page could not be read (crashed?)';
  return usableAt === undefined
    ? 'not usable'
    : `usable at ${usableAt} ms by the probe, but its signal never reached the bench (the binding?)`;
}

export interface LoadTimings {
  /** The form on screen: the first contentful paint, or the card number's first time on screen if later. */
  painted: number;
  /**
   * The card number takes a first character a shopper can see: its input is in the DOM (what is
   * typed is kept through hydration) and painted. So never before `painted`.
   */
  firstCharacter: number;
  usable: number;
  layoutShift: number;
  /**
   * ms from focusing the card number, as soon as the page is usable, until the first key typed (4)
   * shows as `keystroke` asked: formatted (as the field logic shows it: the digit, and the scheme
   * it read from it beside the field), or typed (the digit, for a floor page, which has no field
   * logic); NaN where it did not show within 10 s, or there is no card number to type in, or it was
   * not asked for.
   */
  firstKeystroke: number;
  /**
   * ms from usable until that focus: the bench focuses as soon as it has heard the page is usable,
   * a round trip to the page later, so a key is not typed at usable itself. NaN where there was no
   * focus (no card number, or not asked for).
   */
  focusAfterUsable: number;
  /**
   * ms from the same focus until 4111 1 shows as `keystroke` asked: formatted (the formatter's group
   * space) or typed (five digits): the first key as above, then 1111 typed at once. NaN as above.
   */
  fiveKeys: number;
}

/**
 * When the first key counts as shown: `formatted`, as the field logic shows it (our pages: the
 * digit, and the card number's scheme logo, which only the field logic's reading of the key puts
 * beside it; a digit without it was not formatted, whatever it looks like); `typed`, as the digit
 * alone (a floor page: what the same key costs with no field logic).
 */
export type KeysShown = 'formatted' | 'typed';

/** The first key of a Visa test number: one digit, which the field logic reads as Visa. */
const firstKey = '4';

/** The four keys typed at once after the first: "4111 1" is the first value the formatter groups. */
const nextKeys = '1111';

const shownTest: Record<KeysShown, { firstKey: string; fiveKeys: string }> = {
  formatted: {
    firstKey: `input.value === '${firstKey}' && input.parentElement?.querySelector('img') != null`,
    fiveKeys: "input.value === '4111 1'",
  },
  typed: {
    firstKey: `input.value === '${firstKey}'`,
    fiveKeys: "input.value.replace(/[^0-9]/g, '') === '41111'",
  },
};

/** When the first keys began and how long until they showed as asked (NaN where they never did). */
export interface FirstKeystroke {
  /** performance.now() when the card number was focused. */
  focusedAt: number;
  /** ms from that focus to the frame that showed the first key (formatted, or typed on a floor page). */
  ms: number;
  /** ms from that focus to the frame that showed the first five keys, the last four typed at once. */
  fiveKeysMs: number;
}

/**
 * In the page, for the card number (`input`): a watcher that checks the value at the start of every
 * frame and, once `shown` holds, reports performance.now() after that frame as `keys` (a message
 * posted from requestAnimationFrame runs after its paint), with the performance mark `mark` if named.
 */
const watchUntil = (shown: string, mark?: string) => `
  const watch = () => {
    if (!(${shown})) {
      requestAnimationFrame(watch);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const shownAt = performance.now();
      ${mark ? `performance.mark('${mark}');` : ''}
      ${reportSignal('keys', 'shownAt')}
    };
    channel.port2.postMessage(undefined);
  };
  requestAnimationFrame(watch);`;

/**
 * A script run in the page with the card number as `input`: `body`, then it returns
 * performance.now(); NaN without a visible card number. A string, as loadProbe is.
 */
const withCardNumber = (body: string) => `(() => {
  const input = document.querySelector('input[autocomplete="cc-number"]');
  if (!input || input.getClientRects().length === 0) return Number.NaN;
  ${body}
  return performance.now();
})()`;

/** Starts the watcher for `shown`, then focuses the card number (marked too with `marks`). */
const focusAndWatch = (marks: boolean, shown: string) =>
  withCardNumber(`${watchUntil(shown, marks ? 'hpp-first-key-formatted' : undefined)}
  input.focus();
  ${marks ? "performance.mark('hpp-first-key-focus');" : ''}`);

/**
 * Focuses the card number, types the first key, and waits until it shows formatted (or, with
 * `until: 'typed'`, as the digit: a floor page's same key). The end is when
 * the page showed it: a watcher started in the page with the focus checks the value at the start of
 * every frame and, once it shows them, notes the time after that frame (a message posted from
 * requestAnimationFrame runs after its paint), as typing-bench.ts does per key. A poll installed by
 * the bench once typing is done noticed it later than the shopper saw it, by a round trip to the
 * page and a task of the page's own (10-104 ms in three traces at load 20), and before its paint.
 * With `marks`, the focus and the formatted value are also performance marks (first-key-trace.ts).
 */
export async function firstFormattedKeystroke(
  { page, signals }: ThrottledPage,
  options: { timeoutMs?: number; marks?: boolean; until?: KeysShown } = {},
): Promise<FirstKeystroke> {
  const tests = shownTest[options.until ?? 'formatted'];
  const shown = () => signals.next('keys', options.timeoutMs ?? 10_000);
  const focusedAt = (await page.evaluate(focusAndWatch(options.marks ?? false, tests.firstKey))) as number;
  if (Number.isNaN(focusedAt)) return { focusedAt, ms: Number.NaN, fiveKeysMs: Number.NaN };
  await page.keyboard.type(firstKey);
  const firstShownAt = await shown();
  if (Number.isNaN(firstShownAt)) return { focusedAt, ms: Number.NaN, fiveKeysMs: Number.NaN };
  await page.evaluate(withCardNumber(watchUntil(tests.fiveKeys)));
  await page.keyboard.type(nextKeys);
  const fiveShownAt = await shown();
  return { focusedAt, ms: firstShownAt - focusedAt, fiveKeysMs: fiveShownAt - focusedAt };
}

/**
 * Loads `url` and reads the probe's moments (ms from navigation start) once the page is usable and
 * settled; with `keystroke`, the first keys are timed first, from the moment it is usable, until
 * they show as it says.
 */
export async function loadTimings(
  loaded: ThrottledPage,
  url: string,
  options: { settleMs?: number; keystroke?: KeysShown } = {},
): Promise<LoadTimings> {
  const { page } = loaded;
  const usable = await timeToUsable(loaded, url);
  const keys = options.keystroke
    ? await firstFormattedKeystroke(loaded, { until: options.keystroke })
    : { focusedAt: Number.NaN, ms: Number.NaN, fiveKeysMs: Number.NaN };
  await page.waitForTimeout(options.settleMs ?? 1000);
  const timings = await page.evaluate(
    ([usableAt]) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      // NaN when the input was never on screen: the page is not measured as painted.
      const painted = Math.max(paint, window.__hppInputShownAt ?? Number.NaN);
      return {
        painted,
        firstCharacter: painted,
        usable: usableAt,
        layoutShift: window.__hppLayoutShift ?? 0,
      };
    },
    [usable] as const,
  );
  return {
    ...timings,
    firstKeystroke: keys.ms,
    focusAfterUsable: keys.focusedAt - usable,
    fiveKeys: keys.fiveKeysMs,
  };
}
