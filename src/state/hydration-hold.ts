/**
 * Whether the page's script has taken over its prerendered HTML yet. React hydrates in slices, and
 * a store the first screen renders that changes between two of them makes the hydrating render
 * disagree with the HTML (React #418: the whole root rendered again on the client). Code started
 * before hydrateRoot to save the shopper time (the field logic, run while the form hydrates) waits
 * here before it publishes what it brings. A page that was not prerendered never holds.
 */
let hydrated: Promise<void> = Promise.resolve();

/**
 * From now until the returned function is called (start-page.tsx: once hydrated, or before a
 * client render), whenHydrated() waits.
 */
export function holdUntilHydrated(): () => void {
  let release: () => void = () => undefined;
  hydrated = new Promise((resolve) => {
    release = resolve;
  });
  return release;
}

/** Resolves once the page has taken over its HTML: at once where nothing holds. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}
