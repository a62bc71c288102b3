/**
 * The card fields' logic: formatters, scheme detection, validators and the error-visibility rule.
 * Fetched as a payment page loads, run as it starts and published to the form once it is hydrated
 * (src/state/load-later.ts, src/state/field-logic-store.ts); until then a field keeps what is typed and
 * shows no verdict.
 * The checkout imports this door statically for its last check before paying; the bundler keeps
 * the shared code in this feature's chunk.
 */
import * as fieldLogic from '@/features/field-logic/field-logic';
import { handOverFieldLogic } from '@/state/field-logic-handover';

export * from '@/features/field-logic/field-logic';

// As the module runs, to the load waiting for it: sooner than its import() resolves
// (src/state/field-logic-handover.ts).
handOverFieldLogic(fieldLogic);
