/**
 * Every import() of a lazy chunk goes through here first: the build wraps each one as
 * `__vitePreload(() => import('./x.js'), ['assets/x.js', …])`, the chunk and the lazy chunks it
 * imports (scripts/build/checked-import-plugin.ts puts this module in place of Vite's own helper).
 *
 * Each of those chunks is loaded by a <script type="module"> that carries the hash the page's import
 * map names for it, one after another with every chunk after the chunks it imports, and import()
 * runs only once all have loaded. So a chunk is checked by its own
 * integrity attribute (Subresource Integrity on scripts, which every browser the build targets
 * checks) besides the import map's integrity, which only newer browsers apply (Chromium 127+;
 * Firefox ESR 153 and WebKitGTK 2.50.6 tested). The module import() returns is the one that was
 * checked: an import() of a URL a module script has loaded takes it from the page's module map
 * without fetching it again (seen in Chromium, Firefox and WebKitGTK), so a server that answers a
 * second request differently is never asked twice. A chunk that is refused is never imported:
 * import() would fetch it once more. Vite's helper, replaced, added the same chunks as
 * <link rel="modulepreload"> without any integrity and took more bytes of the first load.
 */

/** The hash the page's import map names for `url`, read when asked (the map is a few lines). */
function integrityOf(url: string): string | undefined {
  const map = document.querySelector('script[type=importmap]')?.textContent;
  return map ? JSON.parse(map).integrity?.[url] : undefined;
}

/** Runs the chunk at `url` (its path, the import map's key) through a module script with its hash. */
function loadChecked(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const integrity = integrityOf(url);
    // A chunk the map does not name is a broken build: refuse it rather than run it unchecked.
    if (!integrity) return reject(new Error(`no integrity for ${url}`));
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url;
    script.integrity = integrity;
    script.onload = resolve;
    // A refused or unreachable chunk leaves no element behind: every later try adds its own.
    script.onerror = () => {
      script.remove();
      reject(new Error(`refused ${url}`));
    };
    document.head.append(script);
  });
}

/**
 * How long a chunk asked for before the page's load event waits for it. A module script added
 * before that event holds it until the script has run, and a prerendered page hydrates in the task
 * that runs its entry, before the event, asking for the field logic, i18next and the checkout as it
 * does: they would hold it, the browser's progress bar running on and an engine's "loaded" (what
 * tools and tests wait for) late by the slowest of them, or for good behind one held or lost. The
 * event comes a task or two after the entry's (the HTML's preloads and modulepreloads do not hold
 * it); only an image or stylesheet of the HTML that a slow network stalls can hold it longer, and a
 * chunk then waits a second at most. A chunk whose bytes are here already (the field logic, which
 * the HTML's modulepreload fetched as the entry came) waits for nothing: it holds the event only
 * while it runs, and a key typed at usable finds it run sooner (docs/performance.md, "The texts in
 * the entry").
 */
export const loadEventWaitMs = 1000;

/**
 * Whether `url` has been fetched in this page, and with a body: every finished fetch leaves a
 * resource timing entry, a failed one too (a network error, a 404), whose chunk a module script
 * would fetch again, holding the load event while it does. So only an entry with a decoded body
 * and, where the engine says it, a 2xx status counts.
 */
function fetchedAlready(url: string): boolean {
  const entries = performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource');
  return entries.some((entry) => {
    const timing = entry as PerformanceResourceTiming & { responseStatus?: number };
    const status = timing.responseStatus;
    return timing.decodedBodySize > 0 && (status === undefined || (status >= 200 && status < 300));
  });
}

/**
 * Resolves once `urls` may be added as module scripts: at once when the load event has passed or
 * every one of them has been fetched already, else once the event has passed, or loadEventWaitMs
 * after being asked.
 */
function whenAddable(urls: readonly string[]): Promise<void> {
  if (document.readyState === 'complete' || urls.every(fetchedAlready)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('load', done);
      resolve();
    };
    const timer = setTimeout(done, loadEventWaitMs);
    window.addEventListener('load', done);
  });
}

/**
 * Vite's name for the helper, which the build calls. `chunks` are files as the build names them
 * (under the page's base), each after the chunks it imports (importsFirst in
 * scripts/build/checked-import-plugin.ts): each is loaded checked once the one before it has
 * loaded (the first once it may be added before the page's load event: whenAddable), then `load` (the
 * import()) runs. Never side by side: a module script runs what it imports, and a browser that
 * applies no import map fetches those unchecked; loaded first, they are already checked in the
 * page's module map, or refused and nothing after them loads.
 */
export function __vitePreload<T>(load: () => Promise<T>, chunks: string[] = []): Promise<T> {
  const urls = chunks.map((chunk) => import.meta.env.BASE_URL + chunk);
  return urls
    .reduce<Promise<unknown>>((before, url) => before.then(() => loadChecked(url)), whenAddable(urls))
    .then(load);
}
