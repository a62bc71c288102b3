import type { ReadableAtom } from 'nanostores';

/**
 * A `computed` store whose writes compare by `same` (nanostores' `eq`), so a listener hears of a
 * new value only when what it shows changed. A computed store's first write compares with
 * `undefined`, which is never the same.
 */
export function shownWhenChanged<T>($store: ReadableAtom<T>, same: (a: T, b: T) => boolean): ReadableAtom<T> {
  $store.eq = (previous, next) => previous !== undefined && same(previous as T, next as T);
  return $store;
}
