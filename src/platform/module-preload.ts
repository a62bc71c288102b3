/**
 * Calls `run` once the page's HTML has fetched the lazy chunk `chunk` (its
 * <link rel="modulepreload">, which the build names `…/<chunk>-<hash>.js`): at once if it has
 * already, else on the link's load. Never when the HTML has no such link or its fetch failed: the
 * caller loads the chunk later by its own rule.
 *
 * Why wait for it rather than import it now: a module script added while its chunk is still on the
 * way holds the page's load event until it arrives (the browser's progress bar keeps going), and a
 * slow or lost chunk would hold it for as long. Arrived, the chunk is in the page's module map, so
 * running it fetches nothing.
 */
export function afterModulePreload(chunk: string, run: () => void, doc: Document = document): void {
  const file = new RegExp(`/${chunk}-[\\w-]{8}\\.js$`);
  const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((candidate) =>
    file.test(new URL(candidate.href, doc.baseURI).pathname),
  );
  if (!link) return;
  // A fetch that has finished has its resource timing entry, whether or not its load was seen.
  if (performance.getEntriesByName(link.href).length > 0) {
    run();
    return;
  }
  link.addEventListener('load', run, { once: true });
}
