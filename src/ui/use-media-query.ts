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

/** Whether the media query matches on this screen now; false where there is no screen (the build). */
export function matchesNow(query: string): boolean {
  return canMatch() && listFor(query).matches;
}

/** Queries whose answer the HTML already shows, for this screen (adoptScreenAnswer). */
const adopted = new Set<string>();

/**
 * Says that the HTML in the page now shows what this screen's answer to `query` renders (the page
 * changed it so before hydrating): from here the hydrating render answers for the screen too.
 */
export function adoptScreenAnswer(query: string): void {
  adopted.add(query);
}

/**
 * Whether the media query matches now, following changes. The build's render has no screen, so it
 * says false. The hydrating render must say what the HTML shows: the build's false, then a second
 * render with the real answer, unless the page adopted the screen's answer into the HTML first
 * (adoptScreenAnswer): then it answers for the screen at once and renders once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesNow(query),
    () => adopted.has(query) && matchesNow(query),
  );
}
