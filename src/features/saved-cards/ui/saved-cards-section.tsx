import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseNewCard, savedCardsFocusTarget } from '@/features/saved-cards/state/saved-card-flow';
import { $savedCardList } from '@/features/saved-cards/state/saved-card-list';
import { SavedCardList } from '@/features/saved-cards/ui/saved-card-list';
import savedCardsCss from '@/features/saved-cards/ui/saved-cards.css?inline';
import { SavedCardsDialog } from '@/features/saved-cards/ui/saved-cards-dialog';
import { $focusRequest } from '@/state/focus-request';
import { $config, $payFlow, $tokens, $variant, hasPayableCard } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import { AcceptedCards } from '@/ui/scheme-logo/accepted-cards';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(savedCardsCss);

/**
 * The saved-card flow as the payment panel shows it. With cards and the saved-card flow: the
 * list (or, on ips, a button opening it in a dialog) and "use a new card". Once the shopper has
 * deleted the last card: a message saying so, focused, where the section was (above the new-card
 * form; below it on ips, see payment-panel.tsx). When every card left is expired the new-card form
 * is the way to pay, and the expired cards wait, folded away above it, for the shopper to see or
 * delete them.
 */
export function SavedCardsSection() {
  const { t } = useTranslation();
  const cards = useStore($tokens);
  const flow = useStore($payFlow);
  const config = useStore($config);
  const { settings } = useStore($variant);
  const focusRequest = useStore($focusRequest);
  const titleId = useId();
  const { lastDeleted } = useStore($savedCardList);
  const sectionRef = useRef<HTMLElement>(null);
  const noneLeftRef = useRef<HTMLParagraphElement>(null);

  const dialogMode = settings.savedCardsInDialog;
  const expiredOnly = cards.length > 0 && !hasPayableCard(cards) && !dialogMode;
  const noneLeft = lastDeleted !== undefined && (cards.length === 0 || expiredOnly);
  // ips keeps the new-card form on the page and the cards one click away, whatever the flow.
  const shown = cards.length > 0 && (dialogMode || flow === 'saved-card');

  useEffect(() => {
    if (noneLeft) noneLeftRef.current?.focus();
  }, [noneLeft]);

  // "Use a saved card" brings the shopper here: focus the chosen card (or the dialog's opener).
  useEffect(() => {
    if (!shown || focusRequest?.field !== savedCardsFocusTarget) return;
    const target =
      sectionRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      sectionRef.current?.querySelector<HTMLElement>('.saved-cards__open');
    target?.focus();
  }, [focusRequest, shown]);

  const list = <SavedCardList />;

  if (noneLeft || expiredOnly) {
    return (
      <>
        {noneLeft ? (
          <p className="saved-cards-section__none-left notice" role="status" tabIndex={-1} ref={noneLeftRef}>
            {t('savedCards.deleted', { last4: lastDeleted.last4 })}
            {cards.length === 0 ? ` ${t('savedCards.noneLeft')}` : null}
          </p>
        ) : null}
        {expiredOnly ? (
          <details className="saved-cards-expired">
            <summary className="saved-cards-expired__summary">{t('savedCards.title')}</summary>
            {list}
          </details>
        ) : null}
      </>
    );
  }
  if (!shown) return null;

  return (
    <section className="saved-cards-section" aria-labelledby={titleId} ref={sectionRef}>
      <h2 className="saved-cards-section__title" id={titleId}>
        {t('savedCards.title')}
      </h2>
      {settings.showSchemesInSavedCardFlow ? (
        <AcceptedCards types={config.supportedCardTypes} headingLevel={3} />
      ) : null}
      {dialogMode ? (
        <SavedCardsDialog>
          {(close) => (
            <>
              {list}
              <button
                type="button"
                className="button button--link saved-cards__new-card"
                onClick={() => {
                  close();
                  chooseNewCard();
                }}
              >
                {t('savedCards.useNewCard')}
              </button>
            </>
          )}
        </SavedCardsDialog>
      ) : (
        <>
          {list}
          <button type="button" className="button button--link saved-cards__new-card" onClick={chooseNewCard}>
            {t('savedCards.useNewCard')}
          </button>
        </>
      )}
    </section>
  );
}
