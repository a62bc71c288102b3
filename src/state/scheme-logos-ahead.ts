import { computed } from 'nanostores';
import type { SchemeLogoId } from '@/core/scheme-logos';
import { $cardForm } from '@/state/card-form';
import { $fieldLogic } from '@/state/field-logic-store';
import { shownWhenChanged } from '@/state/shown-when-changed';
import { $config } from '@/state/stores';

/**
 * The logos the card number shows now or can show after one more key (the field logic's
 * schemesOneKeyAhead), of the schemes the merchant names in supportedCardTypes: the cards it takes
 * are the ones worth having ready, and a rarer scheme's logo still comes, by its own fetch, when
 * shown. None before the field logic has come, as no logo is shown before then. The same logos
 * again (a key in another field, a digit that changes nothing ahead) are no news.
 */
export const $schemeLogosAhead = shownWhenChanged(
  computed([$fieldLogic, $cardForm, $config], (logic, values, config): readonly SchemeLogoId[] =>
    logic
      ? logic
          .schemesOneKeyAhead(values.cardNumber)
          .filter((scheme) => config.supportedCardTypes.includes(scheme))
      : [],
  ),
  (a, b) => a.join() === b.join(),
);
