/** What counts as the shopper starting on the page: the first pointer, touch, key or focus. */
const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Calls `start` once, on the shopper's first pointer, touch, key or focus within `target` (heard in
 * the capture phase, so no handler of the page can hide it). Returns a function that stops listening.
 */
export function onFirstInteraction(target: EventTarget, start: () => void): () => void {
  const stop = () => {
    for (const type of interactions) target.removeEventListener(type, heard, { capture: true });
  };
  function heard() {
    stop();
    start();
  }
  for (const type of interactions) target.addEventListener(type, heard, { capture: true, passive: true });
  return stop;
}
