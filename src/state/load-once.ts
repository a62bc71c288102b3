/**
 * `load` run at most once at a time and its result shared: every caller gets the same promise.
 * A failed load is forgotten, so the next call tries again (a flaky mobile connection recovers).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
