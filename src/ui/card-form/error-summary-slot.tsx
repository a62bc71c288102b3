import { useStore } from '@nanostores/react';
import { $fieldLogicArrived } from '@/state/card-form-view';
import { ErrorSummary } from '@/ui/lazy-parts';

/**
 * The error summary's place: a live region in the page from the first paint (the prerendered HTML),
 * in which the summary, loaded later, appears; a region mounted with its text is not announced.
 * The summary comes with the field logic, before any submit. A component of its own, so the field
 * logic's arrival, which may meet the shopper's first keys, re-renders only this region, not the
 * whole form with every field.
 */
export function ErrorSummarySlot() {
  const logicArrived = useStore($fieldLogicArrived);
  return <div aria-live="polite">{logicArrived ? <ErrorSummary /> : null}</div>;
}
