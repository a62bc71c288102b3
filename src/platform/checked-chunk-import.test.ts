// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload, loadEventWaitMs } from '@/platform/checked-chunk-import';

const hashes = {
  '/assets/checkout-a1.js': 'sha256-checkout',
  '/assets/field-logic-b2.js': 'sha256-field-logic',
};

/** The module scripts the helper adds, held here rather than fetched, so a test says how each ends. */
let added: HTMLScriptElement[] = [];

beforeEach(() => {
  document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: hashes })}</script>`;
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('__vitePreload (every import() of a lazy chunk)', () => {
  it('loads the chunks one after another, each by a module script with the hash the import map names, then import()', async () => {
    const load = vi.fn(async () => 'module');
    const loading = __vitePreload(load, ['assets/field-logic-b2.js', 'assets/checkout-a1.js']);
    await settle();
    // The checkout, which imports field-logic, is not even asked for until field-logic has loaded.
    expect(added.map((script) => [script.type, script.getAttribute('src'), script.integrity])).toEqual([
      ['module', '/assets/field-logic-b2.js', 'sha256-field-logic'],
    ]);
    added[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(added.map((script) => [script.getAttribute('src'), script.integrity])).toEqual([
      ['/assets/field-logic-b2.js', 'sha256-field-logic'],
      ['/assets/checkout-a1.js', 'sha256-checkout'],
    ]);
    expect(load).not.toHaveBeenCalled();
    added[1]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a refused chunk: nothing listed after it (a chunk that imports it) is ever loaded', async () => {
    const load = vi.fn(async () => 'module');
    const loading = __vitePreload(load, ['assets/field-logic-b2.js', 'assets/checkout-a1.js']);
    await settle();
    added[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/refused \/assets\/field-logic-b2\.js/);
    await settle();
    expect(added.map((script) => script.getAttribute('src'))).toEqual(['/assets/field-logic-b2.js']);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the browser refuses a chunk (its hash does not match)',
      ['assets/checkout-a1.js'],
      /refused \/assets\/checkout-a1\.js/,
    ],
    [
      'the import map does not name the chunk',
      ['assets/unknown-c3.js'],
      /no integrity for \/assets\/unknown-c3\.js/,
    ],
  ])('when %s, import() never runs and the load fails', async (_case, chunks, error) => {
    const load = vi.fn(async () => 'module');
    const loading = __vitePreload(load, chunks);
    // Rejected while the test waits below: awaited after, not unhandled.
    loading.catch(() => undefined);
    await settle();
    for (const script of added) script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(error);
    expect(load).not.toHaveBeenCalled();
  });

  it('with no import map, refuses rather than loading unchecked', async () => {
    document.head.innerHTML = '';
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, ['assets/checkout-a1.js'])).rejects.toThrow(/no integrity/);
    expect(added).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('with no chunks named, runs import() at once', async () => {
    await expect(__vitePreload(async () => 'module', [])).resolves.toBe('module');
    expect(added).toEqual([]);
  });
});

describe('a chunk asked for before the page has loaded', () => {
  /** The document as it is before its load event: still loading, until `load` fires. */
  function pageStillLoading(): () => void {
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    return () => {
      state = 'complete';
      window.dispatchEvent(new Event('load'));
    };
  }

  it('is added once the load event has passed, so it never holds that event', async () => {
    const loaded = pageStillLoading();
    void __vitePreload(async () => 'module', ['assets/field-logic-b2.js']);
    await settle();
    expect(added).toEqual([]);
    loaded();
    await settle();
    expect(added.map((script) => script.getAttribute('src'))).toEqual(['/assets/field-logic-b2.js']);
  });

  /** The page's resource timing entries: the field logic's, fetched as `fetched` says. */
  function fieldLogicFetched(fetched: { decodedBodySize: number; responseStatus?: number }) {
    const name = new URL('/assets/field-logic-b2.js', document.baseURI).href;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((asked, type) =>
      asked === name && type === 'resource' ? [{ name, ...fetched } as unknown as PerformanceEntry] : [],
    );
  }

  it.each([
    ['fetched with its body', { decodedBodySize: 18_000, responseStatus: 200 }, 1],
    ['fetched with its body (an engine that gives no status)', { decodedBodySize: 18_000 }, 1],
    ['failed (a network error: no body)', { decodedBodySize: 0, responseStatus: 0 }, 0],
    ['answered 404', { decodedBodySize: 9, responseStatus: 404 }, 0],
  ])('a chunk the HTML has %s: added before the load event, or not', async (_, fetched, addedAtOnce) => {
    const loaded = pageStillLoading();
    fieldLogicFetched(fetched);
    void __vitePreload(async () => 'module', ['assets/field-logic-b2.js']);
    await settle();
    expect(added).toHaveLength(addedAtOnce);
    loaded();
  });

  it('a chain of which one chunk is not fetched yet waits for the load event', async () => {
    const loaded = pageStillLoading();
    fieldLogicFetched({ decodedBodySize: 18_000, responseStatus: 200 });
    void __vitePreload(async () => 'module', ['assets/field-logic-b2.js', 'assets/checkout-a1.js']);
    await settle();
    expect(added).toEqual([]);
    loaded();
    await settle();
    expect(added).toHaveLength(1);
  });

  it(`is added after ${loadEventWaitMs} ms when the load event has not come by then`, async () => {
    vi.useFakeTimers();
    try {
      pageStillLoading();
      void __vitePreload(async () => 'module', ['assets/field-logic-b2.js']);
      await vi.advanceTimersByTimeAsync(loadEventWaitMs - 1);
      expect(added).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(added.map((script) => script.getAttribute('src'))).toEqual(['/assets/field-logic-b2.js']);
    } finally {
      vi.useRealTimers();
    }
  });
});
