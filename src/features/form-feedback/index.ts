/*
 * What the form shows once the shopper is using it, in the field logic's chunk and run with it (as
 * the page has hydrated, or on the first interaction or edit when that load failed): the error
 * summary, a running payment's progress, and the look of
 * a label that floats once its field holds a value. None of it is needed for the first paint.
 */
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import floatingLabelCss from '@/ui/fields/floating-label.css?inline';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(floatingLabelCss);

export { ErrorSummary } from '@/features/form-feedback/ui/error-summary';
export { PaymentProgress } from '@/features/form-feedback/ui/payment-progress';
