import type { ReadableAtom } from 'nanostores';

/**
 * A derived store the first screen reads, listened to for the page's life. Without a listener,
 * each read (useStore reads during render, before it subscribes) computes the store afresh and
 * starts nanostores' unmount timer (a setTimeout of 1 s): every field's view, the hint and the
 * summary did so on each render of the hydration, on the slow phone's busiest moment.
 */
export function keptMounted<T, S extends ReadableAtom<T>>($store: S): S {
  $store.listen(() => undefined);
  return $store;
}
