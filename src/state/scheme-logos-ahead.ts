import { computed } from 'nanostores';
import type { SchemeLogoId } from '@/core/scheme-logos';
import { $cardForm } from '@/state/card-form';
import { $fieldLogic } from '@/state/field-logic-store';

/**
 * The logos the card number shows now or can show after one more key (the field logic's
 * schemesOneKeyAhead); none before the field logic has come, as no logo is shown before then.
 */
export const $schemeLogosAhead = computed(
  [$fieldLogic, $cardForm],
  (logic, values): readonly SchemeLogoId[] => (logic ? logic.schemesOneKeyAhead(values.cardNumber) : []),
);
