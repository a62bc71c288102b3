import { atom, type ReadableAtom } from 'nanostores';

/**
 * A store derived from others, as nanostores' `computed`, that keeps its previous value while
 * `same` says nothing it shows changed, so a component re-renders when what it shows changes,
 * not on every key press. It follows its sources from its creation for the page's life: the
 * derived stores of the card form are made once per field, with the field logic.
 *
 * Not `computed` itself: it sits in nanostores' index module, which the first load already
 * reaches, so the build's chunking (scripts/build/entry-chunk.ts) would put it and its lifecycle
 * helpers into every first load although only this lazy chunk uses it.
 */
export function derived<T>(
  sources: readonly ReadableAtom<unknown>[],
  derive: () => T,
  same: (a: T, b: T) => boolean = Object.is,
): ReadableAtom<T> {
  const $derived = atom(derive());
  const update = () => {
    const next = derive();
    if (!same($derived.get(), next)) $derived.set(next);
  };
  for (const source of sources) source.listen(update);
  return $derived;
}
