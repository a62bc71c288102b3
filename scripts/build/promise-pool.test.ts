import { describe, expect, it } from 'vitest';
import { promisePool } from './promise-pool';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('promisePool', () => {
  it.each([1, 2, 5])('keeps the input order and never runs more than %i at once', async (concurrency) => {
    let running = 0;
    let peak = 0;
    const result = await promisePool([30, 10, 20, 5, 15], concurrency, async (ms, index) => {
      running++;
      peak = Math.max(peak, running);
      await tick(ms);
      running--;
      return index * 2;
    });
    expect(result).toEqual([0, 2, 4, 6, 8]);
    expect(peak).toBe(Math.min(concurrency, 5));
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = promisePool([1, 2, 3, 4], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('two failed');
      return n;
    });
    await expect(run).rejects.toThrow('two failed');
    expect(started).toEqual([1, 2]);
  });
});
