/**
 * What the field logic gives the page: the door (index.ts) exports exactly this, and hands this
 * module's namespace over as it runs. A module of its own so that the door can name its exports as
 * one object without importing itself.
 */
export { securityCodeHint } from '@/core/security-code-validation';
export { cardNumberScheme, invalidFields } from '@/features/field-logic/state/field-checks';
export { type Formatter, fieldFormatters } from '@/features/field-logic/state/field-formatters';
export { errorSummary, viewOfField } from '@/features/field-logic/state/field-view';
export { forgetCardDataOnPageHide } from '@/features/field-logic/state/forget-card-data';
export { schemesOneKeyAhead } from '@/features/field-logic/state/schemes-ahead';
