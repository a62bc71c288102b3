/**
 * Calls `run` once the page's load event has passed and its HTML has fetched the lazy chunk
 * `chunk` (its <link rel="modulepreload">, which the build names `…/<chunk>-<hash>.js`): at once
 * if both have happened, else when the later of the two does. Never when the HTML has no such link:
 * the caller loads the chunk later by its own rule.
 *
 * Why wait for both rather than load the chunk now: a module script added before the load event
 * holds it until the script has run, and whatever the page adds meanwhile (the chunks asked for as
 * it hydrates) holds it until they arrive too: the browser's progress bar keeps going, and a slow
 * or lost chunk would hold it for as long. Arrived, the chunk is in the page's module map, so
 * running it fetches nothing. "Fetched" is read from the link's load event or, when that came
 * before anyone listened, from the resource timing entry every finished fetch leaves; a fetch that
 * failed leaves one too in some engines (Chromium for an aborted one, all three for a 404), so
 * `run` may then be the chunk's first real fetch: the caller's load must count as any other.
 */
export function afterModulePreload(chunk: string, run: () => void, doc: Document = document): void {
  const file = new RegExp(`/${chunk}-[\\w-]{8}\\.js$`);
  const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((candidate) =>
    file.test(new URL(candidate.href, doc.baseURI).pathname),
  );
  if (!link) return;
  afterLoadEvent(doc, () => {
    if (performance.getEntriesByName(link.href).length > 0) {
      run();
      return;
    }
    link.addEventListener('load', run, { once: true });
  });
}

/** Calls `run` once the document's load event has passed (at once if it has). */
function afterLoadEvent(doc: Document, run: () => void): void {
  if (doc.readyState === 'complete') {
    run();
    return;
  }
  doc.defaultView?.addEventListener('load', run, { once: true });
}
