/**
 * Empties every input that holds card data (the cc-* autofill fields: the card form's and a saved
 * card's security code) in the DOM itself. The store's reset reaches the inputs through a React
 * render; clearing them here as well does not depend on that render happening before the page is
 * frozen into the back/forward cache.
 */
export function clearCardInputs(doc: Document = document): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>('input[autocomplete^="cc-"]')) input.value = '';
}

/** Calls `listener` whenever the page is hidden: left for another page, or put into the back/forward cache. */
export function onPageHide(listener: () => void, win: Window = window): void {
  win.addEventListener('pagehide', listener);
}
