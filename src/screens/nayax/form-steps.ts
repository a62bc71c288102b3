/**
 * The kiosk's steps over the shared card form on a small screen, read from its rendered DOM so
 * the kiosk follows whatever the form shows (cardholder name on or off, the save-card box, the
 * saved-card flow replacing the form). Three steps, each a screenful with something to do: the
 * card number; the expiry and security code (the form's field row); the rest (name, save card,
 * Pay). A step of one checkbox, or of Pay alone, would be a screen that only says "Next".
 */
export const kioskStepCount = 3;

const controlSelector = 'input:not([type="hidden"]), select, button[type="submit"]';

export function cardFormOf(container: ParentNode): HTMLFormElement | null {
  return container.querySelector<HTMLFormElement>('form.card-form');
}

/**
 * The step `element` belongs to, or undefined when it is in none: outside the form, or above
 * its fields (the heading, a notice, the error summary), which every step shows.
 */
export function stepOf(form: Element, element: Element): number | undefined {
  if (!form.contains(element)) return undefined;
  const row = form.querySelector(':scope > .field-row');
  if (!row) return undefined;
  if (row.contains(element)) return 2;
  if (row.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) return 3;
  return element.closest('.field') ? 1 : undefined;
}

/** The control a step starts at (where Next and Previous put the focus). */
export function firstControlOf(form: Element, step: number): HTMLElement | undefined {
  return Array.from(form.querySelectorAll<HTMLElement>(controlSelector)).find(
    (control) => stepOf(form, control) === step,
  );
}

/** A step asked for, kept within the steps there are. */
export function clampStep(step: number): number {
  return Math.min(Math.max(Math.round(step), 1), kioskStepCount);
}
