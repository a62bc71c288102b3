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

/**
 * From the first load on, hiding the page empties its card inputs, whether or not the field logic
 * (which also forgets the card's store) ever arrived: a slow or failed field logic, or typing into
 * the HTML before any script, left the digits in the page the back/forward cache keeps, and in
 * what a browser saves to fill in again after a reload (Firefox: card-form.tsx says why it keeps
 * no form state for the card form either).
 */
export function emptyCardInputsOnPageHide(win: Window = window): void {
  onPageHide(() => clearCardInputs(win.document), win);
}
