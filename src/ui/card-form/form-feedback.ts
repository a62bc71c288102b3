/*
 * What the form shows once the shopper is using it, fetched together after the first interaction
 * (when the field logic arrives): the error summary, a running payment's progress, and the look of
 * a label that floats once its field holds a value. None of it is needed for the first paint.
 */
import '@/ui/fields/floating-label.css';

export { ErrorSummary } from '@/ui/card-form/error-summary';
export { PaymentProgress } from '@/ui/card-form/payment-progress';
