/**
 * The card fields' logic: formatters, scheme detection, validators and the error-visibility rule.
 * Fetched as a payment page loads, run as it starts and published to the form once it is hydrated
 * (src/state/load-later.ts, src/state/field-logic-store.ts); until then a field keeps what is typed and
 * shows no verdict.
 * The checkout imports this door statically for its last check before paying: both load on the
 * first interaction, and the bundler keeps the shared code in this feature's chunk.
 */
export { securityCodeHint } from '@/core/security-code-validation';
export { cardNumberScheme, invalidFields } from '@/features/field-logic/state/field-checks';
export { type Formatter, fieldFormatters } from '@/features/field-logic/state/field-formatters';
export { errorSummary, viewOfField } from '@/features/field-logic/state/field-view';
export { forgetCardDataOnPageHide } from '@/features/field-logic/state/forget-card-data';
export { schemesOneKeyAhead } from '@/features/field-logic/state/schemes-ahead';
