/**
 * The steps of the kiosk form, read from the shared card form's DOM: each input, select and the
 * pay button, in document order. Reading the rendered form (instead of listing the fields here)
 * keeps the kiosk in step with whatever the shared form shows: cardholder name on or off, the
 * save-card box, the saved-card flow replacing the form.
 */
const stepSelector = [
  'form.card-form input:not([type="hidden"])',
  'form.card-form select',
  'form.card-form button[type="submit"]',
].join(', ');

export function formSteps(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(stepSelector));
}

export interface StepPosition {
  /** 1-based; 0 when the form has no steps. */
  current: number;
  total: number;
}

/** Where `focused` is among `steps`; focus elsewhere keeps the previous step. */
export function stepPosition(
  steps: readonly Element[],
  focused: Element | null,
  previous: number,
): StepPosition {
  const index = focused ? steps.indexOf(focused) : -1;
  const total = steps.length;
  if (total === 0) return { current: 0, total };
  const current = index >= 0 ? index + 1 : Math.min(Math.max(previous, 1), total);
  return { current, total };
}
