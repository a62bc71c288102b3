import { useSyncExternalStore } from 'react';

/** Small screens: where labels may turn into placeholders (spec 9 "labels as placeholders"). */
export const smallScreenQuery = '(max-width: 639px)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * One MediaQueryList per query for the page: every field asks on every render, and a fresh
 * matchMedia() each time parses the query and evaluates it again (4–5 ms of a slow phone's
 * hydration, from a trace); the list's `matches` follows the screen by itself.
 */
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the media query matches now, following changes. The build's render has no screen, so it
 * says false, and so does the hydrating render that must repeat it; the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => canMatch() && listFor(query).matches,
    () => false,
  );
}
