import { useSyncExternalStore } from 'react';

/** Small screens: where labels may turn into placeholders (spec 9 "labels as placeholders"). */
export const smallScreenQuery = '(max-width: 639px)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the media query matches now, following changes. The build's render has no screen, so it
 * says false, and so does the hydrating render that must repeat it; the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
