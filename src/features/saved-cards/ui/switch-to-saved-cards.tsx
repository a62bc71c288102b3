import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { backToSavedCards, canSwitchToSavedCards } from '@/features/saved-cards/state/saved-card-flow';
import savedCardsCss from '@/features/saved-cards/ui/saved-cards.css?inline';
import { $payFlow, $tokens, $variant } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(savedCardsCss);

/** "Use a saved card" above the new-card form; when it appears is decided by canSwitchToSavedCards. */
export function SwitchToSavedCards() {
  const { t } = useTranslation();
  const allowed = canSwitchToSavedCards({
    cardCount: useStore($tokens).filter((card) => !card.expired).length,
    flow: useStore($payFlow),
    allowSwitchToSavedCards: useStore($variant).settings.allowSwitchToSavedCards,
  });
  if (!allowed) return null;
  return (
    <button type="button" className="button button--link saved-cards__switch" onClick={backToSavedCards}>
      {t('savedCards.useSavedCard')}
    </button>
  );
}
