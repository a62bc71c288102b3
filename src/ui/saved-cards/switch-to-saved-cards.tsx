import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $payFlow, $tokens, $variant } from '@/state/stores';
import { canSwitchToSavedCardsNow, returnToSavedCardFlow } from '@/ui/saved-cards/saved-card-flow';
import '@/ui/saved-cards/saved-cards.css';

/** "Use a saved card" above the new-card form; when it appears is decided by canSwitchToSavedCardsNow. */
export function SwitchToSavedCards() {
  const { t } = useTranslation();
  // Subscribed to what the decision reads, so the button follows each of them.
  useStore($tokens);
  useStore($payFlow);
  useStore($variant);
  const allowed = canSwitchToSavedCardsNow();
  if (!allowed) return null;
  return (
    <button type="button" className="button button--link saved-cards__switch" onClick={returnToSavedCardFlow}>
      {t('savedCards.useSavedCard')}
    </button>
  );
}
