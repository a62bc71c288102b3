// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEarlyChunksArrived } from '@/platform/early-chunks';

/** The page's early links: each fetched already (a resource entry) or still on its way. */
function page(links: { fetched: boolean }[]): HTMLLinkElement[] {
  document.head.innerHTML = '';
  const fetched = new Set<string>();
  const elements = links.map((link, index) => {
    const element = document.createElement('link');
    element.rel = 'modulepreload';
    element.href = `/basic/assets/chunk-${index}.js`;
    document.head.append(element);
    if (link.fetched) fetched.add(element.href);
    return element;
  });
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    fetched.has(name) ? [{ name } as PerformanceEntry] : [],
  );
  return elements;
}

afterEach(() => vi.restoreAllMocks());

describe('running what the HTML fetched early, once it has arrived', () => {
  it.each([
    // links, then what each still-waiting link does → calls
    ['no early link (the result and error pages)', [], [], 0],
    ['the chunk fetched before the script ran', [{ fetched: true }], [], 1],
    ['the chunk arriving later', [{ fetched: false }], ['load'], 1],
    ['the chunk still on its way (slow)', [{ fetched: false }], [], 0],
    ['the chunk failing (refused, or the connection cut)', [{ fetched: false }], ['error'], 0],
    ['two chunks, one there, the other arriving', [{ fetched: true }, { fetched: false }], ['load'], 1],
    ['two chunks on their way, one failing', [{ fetched: false }, { fetched: false }], ['error', 'load'], 0],
  ] as const)('%s', (_case, links, events, calls) => {
    const elements = page([...links]);
    const run = vi.fn();
    whenEarlyChunksArrived(run);
    const waiting = elements.filter((_element, index) => !links[index]?.fetched);
    for (const [index, type] of events.entries()) waiting[index]?.dispatchEvent(new Event(type));
    expect(run).toHaveBeenCalledTimes(calls);
  });
});
