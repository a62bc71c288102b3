import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The part of a store a component shows: it re-renders only when `select`'s result changes
 * (Object.is), not on every change of the store. `select` must return a primitive or a stable
 * reference, or the component would re-render on every change anyway.
 */
export function useStoreSelector<Value, Selected>(
  store: ReadableAtom<Value>,
  select: (value: Value) => Selected,
): Selected {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const selected = () => select(store.get());
  // The same on the server (the build's prerender) as in the browser: the stores hold the first screen's state.
  return useSyncExternalStore(subscribe, selected, selected);
}
