import type { MouseEvent } from 'react';

/**
 * "Skip to payment form" lands on the form's first field (or the first saved card), not on the
 * Back button that opens the main column. Without a field on the page (none rendered yet) the
 * link does what any fragment link does.
 */
export function skipToFirstField(event: MouseEvent<HTMLAnchorElement>): void {
  // The payment column opens with an input (the card number, or a saved card's radio), never a
  // select, and holds no hidden inputs.
  const field = document.querySelector<HTMLElement>('#payment input');
  if (!field) return;
  event.preventDefault();
  field.focus();
}
