/** What the bench's probes in a page call to report a moment: window[signalBinding](JSON of a PageSignal). */
export const signalBinding = '__hppBenchSignal';

/** One moment a page reported: its name, and performance.now() in the page when it happened. */
export interface PageSignal {
  name: string;
  at: number;
}

/** The DevTools session calls PageSignals needs: a CDPSession, or a fake of it in a test. */
export interface SignalSession {
  send(method: 'Runtime.enable'): Promise<unknown>;
  send(method: 'Runtime.addBinding', params: { name: string }): Promise<unknown>;
  on(event: 'Runtime.bindingCalled', listener: (event: { name: string; payload: string }) => void): unknown;
}

/**
 * The moments a page reports through a DevTools binding, heard by the bench as protocol events.
 *
 * Waiting this way adds nothing to the page but the probe's call (microseconds). Waiting with
 * Playwright's waitForFunction added much more: its first call compiles Playwright's page-side
 * script (339 kB of source) into the page's main world (21-97 ms of the main thread at 4x CPU, in
 * the parse of a loading page, in traces of basic and gett), then polls the page on every frame;
 * a shopper's browser does neither, and both landed inside the painted and usable figures of
 * every page, floors included.
 */
export class PageSignals {
  private readonly heard: PageSignal[] = [];
  private readonly waiters: { name: string; resolve: (at: number) => void }[] = [];

  /** Listens on `session`: the binding exists in every document the page loads from now on. */
  static async attach(session: SignalSession): Promise<PageSignals> {
    const signals = new PageSignals();
    session.on('Runtime.bindingCalled', (event) => {
      if (event.name === signalBinding) signals.hear(event.payload);
    });
    await session.send('Runtime.enable');
    await session.send('Runtime.addBinding', { name: signalBinding });
    return signals;
  }

  /**
   * The first moment reported as `name` and not yet taken (each is taken once), waiting up to
   * `timeoutMs` for it; NaN if none came.
   */
  next(name: string, timeoutMs: number): Promise<number> {
    const index = this.heard.findIndex((signal) => signal.name === name);
    const [early] = index >= 0 ? this.heard.splice(index, 1) : [];
    if (early) return Promise.resolve(early.at);
    return new Promise((resolve) => {
      const waiter = {
        name,
        resolve: (at: number) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        resolve(Number.NaN);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  private hear(payload: string): void {
    const signal = parseSignal(payload);
    if (!signal) return;
    const index = this.waiters.findIndex((waiter) => waiter.name === signal.name);
    const [waiter] = index >= 0 ? this.waiters.splice(index, 1) : [];
    if (waiter) waiter.resolve(signal.at);
    else this.heard.push(signal);
  }
}

/** A reported moment, or undefined for anything else a page's script might pass the binding. */
export function parseSignal(payload: string): PageSignal | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { name, at } = value as Record<string, unknown>;
    return typeof name === 'string' && typeof at === 'number' ? { name, at } : undefined;
  } catch {
    return undefined;
  }
}

/** Page-side code (a string, as the probes are) that reports `name` at the time `atExpression` gives. */
export const reportSignal = (name: string, atExpression: string) =>
  `window.${signalBinding}?.(JSON.stringify({ name: ${JSON.stringify(name)}, at: ${atExpression} }));`;
