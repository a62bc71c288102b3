import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLazyPart } from '@/state/actions/show-lazy-part';
import { lazyPart, loadFailures, partRetryMs } from '@/state/load-part';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const reload = { key: 'status.reloadNeeded', tone: 'error', reload: true };
const cut = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const refused = () => Promise.reject(new Error('refused /basic/assets/apm-AbC123.js'));
const arrives = () => Promise.resolve('module');

describe('a part on screen whose code loads later', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    // each import()'s outcome → what the part gets, imports made, fallen back, what the shopper is told
    ['arrives at once', [arrives], 'module', 1, false, undefined],
    [
      'a cut connection, then it arrives on the page’s own try',
      [cut, arrives],
      'module',
      2,
      false,
      undefined,
    ],
    ['refused by integrity, then it arrives', [refused, arrives], 'module', 2, false, undefined],
    ['cut twice: given up, fallen back, told to reload', [cut, cut, arrives], undefined, 2, true, reload],
    ['refused twice: the same', [refused, refused, arrives], undefined, 2, true, reload],
  ] as const)('%s', async (_case, script, gets, imports, fellBack, notice) => {
    let call = 0;
    const importModule = vi.fn(() => (script[call++] ?? arrives)());
    const fallBack = vi.fn();
    const shown = showLazyPart(lazyPart('apm', importModule), { stillShown: () => true, fallBack });
    await vi.advanceTimersByTimeAsync(partRetryMs * 5);
    expect(await shown).toBe(gets);
    expect(importModule).toHaveBeenCalledTimes(imports);
    expect(fallBack).toHaveBeenCalledTimes(fellBack ? 1 : 0);
    expect($notice.get()).toEqual(notice);
  });

  it('a part taken off screen meanwhile is not tried again, and nothing is said', async () => {
    let shown = true;
    const importModule = vi.fn(cut);
    const part = showLazyPart(lazyPart('apm', importModule), { stillShown: () => shown });
    await vi.advanceTimersByTimeAsync(partRetryMs / 2);
    shown = false;
    await vi.advanceTimersByTimeAsync(partRetryMs * 5);
    expect(await part).toBeUndefined();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect($notice.get()).toBeUndefined();
  });

  it('a chunk that already failed twice (another part in it) is given up after its own failure, not tried again', async () => {
    loadFailures.set('checkout', 2);
    const importModule = vi.fn(cut);
    const part = showLazyPart(lazyPart('checkout', importModule), { stillShown: () => true });
    await vi.advanceTimersByTimeAsync(partRetryMs * 5);
    expect(await part).toBeUndefined();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect($notice.get()).toEqual(reload);
  });
});
