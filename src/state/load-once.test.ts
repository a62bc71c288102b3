import { describe, expect, it } from 'vitest';
import { loadOnce } from '@/state/load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
