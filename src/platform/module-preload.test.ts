// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterModulePreload } from '@/platform/module-preload';

/**
 * A page whose HTML preloads `files` (under /basic/assets/), of which `fetched` have arrived, and
 * whose load event has passed or not.
 */
function pageWith(
  files: readonly string[],
  fetched: readonly string[] = [],
  loadEvent: 'passed' | 'to come' = 'passed',
) {
  document.head.innerHTML = files
    .map((file) => `<link rel="modulepreload" href="/basic/assets/${file}" crossorigin>`)
    .join('');
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    fetched.some((file) => name.endsWith(`/basic/assets/${file}`)) ? [{ name } as PerformanceEntry] : [],
  );
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(
    loadEvent === 'passed' ? 'complete' : 'interactive',
  );
  const links = [...document.querySelectorAll('link')];
  return {
    arrive: (index: number) => links[index]?.dispatchEvent(new Event('load')),
    pageLoaded: () => window.dispatchEvent(new Event('load')),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const fieldLogic = 'field-logic-CEBkDCE_.js';

describe('afterModulePreload', () => {
  it.each([
    ['the chunk has arrived already: at once', [fieldLogic], [fieldLogic], 1],
    ['the chunk is on its way: not yet', [fieldLogic], [], 0],
    ['the HTML preloads no chunk: never', [], [], 0],
    ['the HTML preloads another chunk only: never', ['checkout-DkSazRna.js'], ['checkout-DkSazRna.js'], 0],
    [
      'a chunk whose name only begins the same: never',
      ['field-logic-extra-CEBkDCE_.js'],
      ['field-logic-extra-CEBkDCE_.js'],
      0,
    ],
  ])('runs when %s', (_, files, fetched, runs) => {
    pageWith(files, fetched);
    const run = vi.fn();
    afterModulePreload('field-logic', run);
    expect(run).toHaveBeenCalledTimes(runs);
  });

  it('runs once the chunk on its way arrives, and once only', () => {
    const page = pageWith(['checkout-DkSazRna.js', fieldLogic]);
    const run = vi.fn();
    afterModulePreload('field-logic', run);
    page.arrive(0);
    expect(run).not.toHaveBeenCalled();
    page.arrive(1);
    page.arrive(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the page’s load event, however early the chunk arrived: a script added before it would hold it', () => {
    const page = pageWith([fieldLogic], [fieldLogic], 'to come');
    const run = vi.fn();
    afterModulePreload('field-logic', run);
    expect(run).not.toHaveBeenCalled();
    page.pageLoaded();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for both when the load event comes first and the chunk after', () => {
    const page = pageWith([fieldLogic], [], 'to come');
    const run = vi.fn();
    afterModulePreload('field-logic', run);
    page.pageLoaded();
    expect(run).not.toHaveBeenCalled();
    page.arrive(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
