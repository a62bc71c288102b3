/**
 * Holds a tap on a control matching `selector` made after the script arrived but before the page
 * took over from its prerendered HTML (Back pressed while the texts were still on their way:
 * before, the button had no handler yet and the tap was lost), and returns a function that stops
 * holding and taps that control again, now through the page's own handler. Only the last tap counts.
 */
export function holdEarlyClicks(selector: string, doc: Document = document): () => void {
  let held: HTMLElement | undefined;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = undefined;
  };
}
