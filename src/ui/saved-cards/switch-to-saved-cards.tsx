import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $payFlow, $tokens, $variant } from '@/state/stores';
import {
  $leftSavedCardFlow,
  canSwitchToSavedCards,
  returnToSavedCardFlow,
} from '@/ui/saved-cards/saved-card-flow';
import '@/ui/saved-cards/saved-cards.css';

/** "Use a saved card" above the new-card form; when it appears is decided by canSwitchToSavedCards. */
export function SwitchToSavedCards() {
  const { t } = useTranslation();
  const cards = useStore($tokens);
  const flow = useStore($payFlow);
  const { settings } = useStore($variant);
  const leftSavedCardFlow = useStore($leftSavedCardFlow);
  const allowed = canSwitchToSavedCards({
    cardCount: cards.length,
    flow,
    allowSwitchToSavedCards: settings.allowSwitchToSavedCards,
    leftSavedCardFlow,
  });
  if (!allowed) return null;
  return (
    <button type="button" className="button button--link saved-cards__switch" onClick={returnToSavedCardFlow}>
      {t('savedCards.useSavedCard')}
    </button>
  );
}
