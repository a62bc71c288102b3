import { describe, expect, it } from 'vitest';
import { Backlog } from './backlog';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  const settle: { resolve?: () => void; reject?: (error: Error) => void } = {};
  const promise = new Promise<void>((yes, no) => {
    settle.resolve = yes;
    settle.reject = no;
  });
  return {
    promise,
    resolve: () => settle.resolve?.(),
    reject: (error) => settle.reject?.(error),
  };
}

describe('Backlog', () => {
  it('counts work until it settles, fulfilled or rejected', async () => {
    const backlog = new Backlog();
    const [a, b] = [deferred(), deferred()];
    b.promise.catch(() => undefined);
    backlog.add(a.promise);
    backlog.add(b.promise);
    expect(backlog.size).toBe(2);
    a.resolve();
    b.reject(new Error('failed'));
    await backlog.atMost(0);
    expect(backlog.size).toBe(0);
  });

  it.each([
    [3, 2, 1],
    [3, 0, 3],
    [1, 1, 0],
  ])('with %i outstanding, atMost(%i) waits for %i to finish', async (outstanding, limit, mustFinish) => {
    const backlog = new Backlog();
    const work = Array.from({ length: outstanding }, deferred);
    for (const item of work) backlog.add(item.promise);
    let waited = false;
    const waiting = backlog.atMost(limit).then(() => {
      waited = true;
    });
    for (const [index, item] of work.entries()) {
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
      // Still waiting while more than `limit` are outstanding.
      expect(waited).toBe(index >= mustFinish);
      item.resolve();
    }
    await waiting;
    expect(waited).toBe(true);
  });
});
