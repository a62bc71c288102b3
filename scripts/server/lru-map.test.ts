import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1); // 'a' is now the most recent, so 'b' goes first
    map.set('c', 3);
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
    expect(map.size).toBe(2);
  });

  it('overwrites in place without growing', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('a', 2);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(2);
  });

  it.each([0, -1, 1.5])('refuses capacity %s', (capacity) => {
    expect(() => new LruMap(capacity)).toThrow(RangeError);
  });
});
