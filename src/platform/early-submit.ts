/**
 * Holds a form submission made after the script arrived but before the page took over from its
 * prerendered HTML (Pay pressed while the texts were still on their way), and returns a function
 * that stops holding and submits that form again, now through the page's own handler.
 */
export function holdEarlySubmits(doc: Document = document): () => void {
  let held: HTMLFormElement | undefined;
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = event.target;
  };
  doc.addEventListener('submit', hold, true);
  return () => {
    doc.removeEventListener('submit', hold, true);
    if (held?.isConnected) held.requestSubmit();
    held = undefined;
  };
}
