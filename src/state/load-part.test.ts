import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChunkName,
  failuresOf,
  lazyPart,
  loadFailures,
  loadWantedPart,
  mayStillCome,
  onlyReloadHelps,
  partRetryMs,
} from '@/state/load-part';

/** What an import() of a chunk does, as each engine reports it (the error texts are the engines'). */
const outcomes = {
  arrives: () => Promise.resolve({ door: 'module' }),
  // Chromium's words for a cut connection; Firefox and WebKit say "error loading dynamically imported module".
  'network failure': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  // src/platform/checked-chunk-import.ts: the module script carrying the chunk's hash was refused.
  'integrity refusal': () => Promise.reject(new Error('refused /basic/assets/checkout-AbC123.js')),
};
type Outcome = keyof typeof outcomes;

/** An import() whose outcome each call takes from `script`, one after another. */
function importing(script: Outcome[]) {
  let call = 0;
  return vi.fn(() => {
    const outcome = script[Math.min(call, script.length - 1)] ?? 'arrives';
    call++;
    return outcomes[outcome]();
  });
}

describe('the one loader', () => {
  beforeEach(() => loadFailures.clear());

  it.each<[string, Outcome[], number, number, boolean, boolean]>([
    // the import()'s outcome on each call → for 3 asks one after another: the imports made, the
    // chunk's failures, whether it may still come, whether only a reload helps
    ['arrives: loaded once, kept', ['arrives'], 1, 0, true, false],
    // a chunk that arrived after all is missing no more: its failures are forgotten
    ['a network failure, then it arrives', ['network failure', 'arrives'], 2, 0, true, false],
    ['an integrity refusal, then it arrives', ['integrity refusal', 'arrives'], 2, 0, true, false],
    ['network failures for good', ['network failure'], 3, 3, false, true],
    ['integrity refusals for good', ['integrity refusal'], 3, 3, false, true],
    [
      'a refusal, a cut connection, then it arrives',
      ['integrity refusal', 'network failure', 'arrives'],
      3,
      0,
      true,
      false,
    ],
    ['a refusal, then a cut connection', ['integrity refusal', 'network failure'], 3, 3, false, true],
  ])('%s', async (_case, script, imports, failures, mayCome, reloadOnly) => {
    const importModule = importing(script);
    const part = lazyPart('checkout', importModule);
    for (let ask = 0; ask < 3; ask++) await part.load().catch(() => undefined);
    expect(importModule).toHaveBeenCalledTimes(imports);
    expect(failuresOf('checkout')).toBe(failures);
    expect(mayStillCome('checkout')).toBe(mayCome);
    expect(onlyReloadHelps()).toBe(reloadOnly);
  });

  it.each<[string, Outcome]>([
    ['arrives', 'arrives'],
    ['fails', 'network failure'],
    ['is refused', 'integrity refusal'],
  ])(
    'a second call while loading waits on the same load, which %s: one import, one count',
    async (_case, outcome) => {
      let settle: () => void = () => undefined;
      const importModule = vi.fn(
        () =>
          new Promise<unknown>(
            (resolve, reject) => (settle = () => outcomes[outcome]().then(resolve, reject)),
          ),
      );
      const part = lazyPart('field-logic', importModule);
      const first = part.load();
      const second = part.load();
      expect(second).toBe(first);
      settle();
      const results = await Promise.allSettled([first, second]);
      expect(results.map((result) => result.status)).toEqual(
        outcome === 'arrives' ? ['fulfilled', 'fulfilled'] : ['rejected', 'rejected'],
      );
      expect(importModule).toHaveBeenCalledTimes(1);
      expect(failuresOf('field-logic')).toBe(outcome === 'arrives' ? 0 : 1);
    },
  );

  it('a slow chunk is no failure: every ask waits on the one load, and it is there once it arrives', async () => {
    vi.useFakeTimers();
    try {
      const importModule = vi.fn(
        () => new Promise<{ door: string }>((resolve) => setTimeout(() => resolve({ door: 'late' }), 30_000)),
      );
      const part = lazyPart('apm', importModule);
      const asks = [part.load(), part.load()];
      await vi.advanceTimersByTimeAsync(20_000);
      expect(part.loaded()).toBeUndefined();
      asks.push(part.load());
      expect(failuresOf('apm')).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await Promise.all(asks)).toEqual([{ door: 'late' }, { door: 'late' }, { door: 'late' }]);
      expect(part.loaded()).toEqual({ door: 'late' });
      expect(importModule).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two parts of one chunk failing together are one attempt: counted once', async () => {
    const banner = lazyPart('checkout', outcomes['network failure']);
    const notice = lazyPart('checkout', outcomes['network failure']);
    await Promise.allSettled([banner.load(), notice.load()]);
    expect(failuresOf('checkout')).toBe(1);
    expect(mayStillCome('checkout')).toBe(true);
    await banner.load().catch(() => undefined);
    expect(mayStillCome('checkout')).toBe(false);
  });

  it.each<[ChunkName, boolean]>([
    // a payment part that failed twice will not come by asking again
    ['checkout', true],
    ['apm', true],
    // the translation library: the page goes on in its language, a Pay may still go through
    ['i18next', false],
  ])('the %s chunk failed twice: only a reload helps → %s', async (chunk, reloadOnly) => {
    const part = lazyPart(chunk, outcomes['network failure']);
    await part.load().catch(() => undefined);
    await part.load().catch(() => undefined);
    expect(failuresOf(chunk)).toBe(2);
    expect(onlyReloadHelps()).toBe(reloadOnly);
  });

  it('counts per chunk: one failure in each of two chunks is not yet a reason to reload', async () => {
    await lazyPart('checkout', outcomes['network failure'])
      .load()
      .catch(() => undefined);
    await lazyPart('field-logic', outcomes['integrity refusal'])
      .load()
      .catch(() => undefined);
    expect(onlyReloadHelps()).toBe(false);
  });
});

describe('a part the page wants by itself (the translation library), asked for once more after a pause', () => {
  beforeEach(() => {
    loadFailures.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it.each<[string, Outcome[], string | undefined, number, number]>([
    // the import()'s outcome on each call → what the page gets, imports made, the chunk's failures
    ['arrives at once', ['arrives'], 'module', 1, 0],
    // a phone that dropped the one request: the second try, a pause later, brings it
    ['a cut connection, then it arrives', ['network failure', 'arrives'], 'module', 2, 0],
    ['refused by integrity, then it arrives', ['integrity refusal', 'arrives'], 'module', 2, 0],
    // Firefox keeps the failed module failed: no third try, the page goes on without it
    [
      'fails twice: given up, never a third import',
      ['network failure', 'network failure', 'arrives'],
      undefined,
      2,
      2,
    ],
  ])('%s', async (_case, script, gets, imports, failures) => {
    const importModule = importing(script);
    const wanted = loadWantedPart(lazyPart('i18next', importModule));
    await vi.advanceTimersByTimeAsync(partRetryMs / 2);
    // The second try waits for the pause: a connection that just dropped gets a moment.
    expect(importModule).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(partRetryMs * 5);
    expect((await wanted)?.door).toBe(gets);
    expect(importModule).toHaveBeenCalledTimes(imports);
    expect(failuresOf('i18next')).toBe(failures);
  });

  it('a part no longer wanted after a failure is not asked for again', async () => {
    let wanted = true;
    const importModule = importing(['network failure', 'arrives']);
    const loading = loadWantedPart(lazyPart('i18next', importModule), () => wanted);
    await vi.advanceTimersByTimeAsync(partRetryMs / 2);
    wanted = false;
    await vi.advanceTimersByTimeAsync(partRetryMs * 5);
    expect(await loading).toBeUndefined();
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});
