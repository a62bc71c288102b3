/**
 * Calls `run` once every chunk the page's HTML fetches as it loads (its <link rel="modulepreload">
 * tags: scripts/build/integrity.ts, earlyFetchTags) has arrived: at once if they have, else when the
 * last one loads. Code that then runs such a chunk through the checked loader takes it from the
 * page's module map. Started before its chunk has arrived, the loader's <script> would wait on the
 * network, and a script still loading holds the page's load event (a slow chunk held it until it
 * came). Never called for a page without such a link, nor after one failed: whoever needs the
 * chunk loads it later, by the one loader's rule.
 */
export function whenEarlyChunksArrived(run: () => void, doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  // Fetched already (its load event may have fired before this script ran): a resource entry.
  const waiting = links.filter((link) => performance.getEntriesByName(link.href, 'resource').length === 0);
  if (links.length === 0) return;
  let left = waiting.length;
  if (left === 0) {
    run();
    return;
  }
  for (const link of waiting) {
    link.addEventListener(
      'load',
      () => {
        left -= 1;
        if (left === 0) run();
      },
      { once: true },
    );
    link.addEventListener('error', () => (left = Number.NaN), { once: true });
  }
}
