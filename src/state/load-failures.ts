/**
 * How often each part that loads later (src/later.ts) failed to load in this page's life, by part.
 * A part that failed twice will not come by trying again: in Firefox a module that failed to load
 * stays failed in the page's module map, so every later import() of it fails at once without a
 * request (Firefox ESR 153; Chromium and WebKit fetch it again). The rule is the same in every
 * engine: a second failure means the shopper is told to reload the page, the one thing that
 * surely helps. Exported as the page's state, as its stores are: a test starts a new page by
 * emptying it, as it resets every store (a nanostores atom here would cost the first load bytes).
 */
export const loadFailures = new Map<string, number>();

export function noteLoadFailure(part: string): void {
  loadFailures.set(part, (loadFailures.get(part) ?? 0) + 1);
}

/** Whether some part has failed to load at least twice, so only a reload can bring it. */
export function onlyReloadHelps(): boolean {
  for (const count of loadFailures.values()) if (count >= 2) return true;
  return false;
}
