import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityCodeHint } from '@/core/security-code-validation';
import { savedCardExpiry, savedCardScheme } from '@/core/token-list';
import {
  $savedCardList,
  chosenToken,
  forgetSavedCardListShowing,
} from '@/features/saved-cards/state/saved-card-list';
import {
  askToDeleteSavedCard,
  deleteSavedCard,
  type FocusAfterDelete,
  forgetSavedCardCvv,
  keepSavedCard,
  payWithSavedCard,
  savedCardCvvMaxLength,
  selectSavedCard,
  typeSavedCardCvv,
} from '@/features/saved-cards/state/saved-card-list-actions';
import { DeleteConfirmation } from '@/features/saved-cards/ui/delete-confirmation';
import { DeleteIcon } from '@/features/saved-cards/ui/delete-icon';
import savedCardsCss from '@/features/saved-cards/ui/saved-cards.css?inline';
import { $focusRequest } from '@/state/focus-request';
import { $config, $request, $tokens, $variant } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import { FormNotice } from '@/ui/card-form/form-notice';
import { PayButton } from '@/ui/card-form/pay-button';
import { FormField } from '@/ui/fields/form-field';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(savedCardsCss);

/** A ref callback that keeps each card's element under its token while it is mounted, for focus. */
function keptIn<E extends HTMLElement>(elements: Map<string, E>, token: string): (element: E | null) => void {
  return (element) => {
    if (element) elements.set(token, element);
    else elements.delete(token);
  };
}

/**
 * The saved cards as one radio group (native radios: arrow keys move and select, Tab leaves the
 * group), the chosen card's security code and the pay button. Each card can be deleted after
 * an inline confirmation; the list updates in place, without a reload (spec section 4).
 * What it holds and does is in src/state (saved-card-list.ts and its actions); this renders that
 * and moves focus.
 */
export function SavedCardList() {
  const { t } = useTranslation();
  const cards = useStore($tokens);
  const config = useStore($config);
  const { settings } = useStore($variant);
  const processing = useStore($request) === 'processing';
  const focusRequest = useStore($focusRequest);
  const { choice, cvv, cvvError, confirming, deleting, failed, deletedLast4 } = useStore($savedCardList);
  const groupName = useId();
  const labelId = useId();

  const selected = chosenToken(cards, choice, config.token);
  const selectedCard = cards.find((card) => card.token === selected);

  const cvvRef = useRef<HTMLInputElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusAfterDelete>();
  const radios = useRef(new Map<string, HTMLInputElement>());
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  // What this showing of the list held goes with it (the choice of card stays).
  useEffect(() => forgetSavedCardListShowing, []);

  // Focus moves after the list has re-rendered (a deleted card's row is gone by then).
  useEffect(() => {
    if (!focusTarget) return;
    const map = focusTarget.kind === 'radio' ? radios.current : deleteButtons.current;
    map.get(focusTarget.token)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  // WRONG_CVV on a token payment: the gateway asks for the code again. Only requests made
  // after this list appeared count, so an old one is not replayed on mount.
  const seenFocusSeq = useRef(focusRequest?.seq);
  useEffect(() => {
    if (!focusRequest || focusRequest.seq === seenFocusSeq.current) return;
    seenFocusSeq.current = focusRequest.seq;
    if (focusRequest.field !== 'cvv') return;
    forgetSavedCardCvv();
    cvvRef.current?.focus();
  }, [focusRequest]);

  if (cards.length === 0) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const paid = await payWithSavedCard();
    if (!paid.ok && paid.error === 'refused') cvvRef.current?.focus();
  };

  const scheme = selectedCard ? savedCardScheme(selectedCard) : undefined;
  const cvvMaxLength = savedCardCvvMaxLength(selectedCard);
  const cvvErrorText = cvvError ? t(cvvError.key, cvvError.params ?? {}) : undefined;

  return (
    // autoComplete="off": Firefox keeps no form state for the security code (card-form.tsx says why).
    <form className="saved-cards" onSubmit={onSubmit} noValidate autoComplete="off">
      <FormNotice />
      <div className="saved-cards__group" role="radiogroup" aria-labelledby={labelId}>
        <span className="visually-hidden" id={labelId}>
          {t('savedCards.choose')}
        </span>
        {cards.map((card) => {
          const expiry = savedCardExpiry(card);
          const radioId = `${groupName}-${card.token}`;
          const failedId = `${radioId}-failed`;
          const checked = card.token === selected;
          const expiryText = expiry
            ? t(card.expired ? 'savedCards.expiredOn' : 'savedCards.expires', expiry)
            : t('savedCards.expiryUnknown');
          return (
            <div
              className={`saved-card${checked ? ' saved-card--selected' : ''}${card.expired ? ' saved-card--expired' : ''}`}
              key={card.token}
            >
              <div className="saved-card__row">
                <input
                  ref={keptIn(radios.current, card.token)}
                  className="saved-card__radio"
                  type="radio"
                  id={radioId}
                  name={groupName}
                  value={card.token}
                  checked={checked}
                  disabled={card.expired}
                  onChange={(event) => selectSavedCard(event.target.value)}
                />
                <label className="saved-card__label" htmlFor={radioId}>
                  <SchemeLogo scheme={card.cardSchemeImage} size={40} decorative />
                  <span className="saved-card__text">
                    <span className="saved-card__number" aria-hidden="true" dir="ltr">
                      {card.maskedCardNumber}
                    </span>
                    <span className="visually-hidden">
                      {t('savedCards.cardEnding', {
                        scheme: t(`card.schemes.${card.cardSchemeImage}`),
                        last4: card.last4,
                      })}
                    </span>
                    <span className="saved-card__expiry">{expiryText}</span>
                  </span>
                </label>
                <button
                  ref={keptIn(deleteButtons.current, card.token)}
                  type="button"
                  className="saved-card__delete"
                  aria-label={t('savedCards.delete', { last4: card.last4 })}
                  aria-describedby={failed === card.token ? failedId : undefined}
                  aria-expanded={confirming === card.token}
                  aria-disabled={processing}
                  onClick={() => askToDeleteSavedCard(card.token)}
                >
                  <DeleteIcon />
                </button>
              </div>
              {confirming === card.token ? (
                <DeleteConfirmation
                  last4={card.last4}
                  busy={deleting === card.token}
                  onConfirm={() => void deleteSavedCard(card).then(setFocusTarget)}
                  onCancel={() => {
                    keepSavedCard();
                    setFocusTarget({ kind: 'delete', token: card.token });
                  }}
                />
              ) : null}
              {failed === card.token ? (
                <p className="saved-card__failed" id={failedId}>
                  {t('savedCards.deleteFailed')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="visually-hidden" role="status">
        {deletedLast4 ? t('savedCards.deleted', { last4: deletedLast4 }) : ''}
      </p>
      {selectedCard ? (
        <>
          <FormField
            label={config.enforceCvv ? t('card.cvv.label') : t('savedCards.cvvOptional')}
            name="saved-card-cvv"
            value={cvv}
            onChange={(event) => typeSavedCardCvv(event.target.value)}
            invalid={cvvError !== undefined}
            {...(cvvErrorText && settings.showErrorText ? { errorText: cvvErrorText } : {})}
            hint={t(securityCodeHint(scheme))}
            labelOnAllScreens
            ltr
            inputRef={cvvRef}
            inputProps={{
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              maxLength: cvvMaxLength,
              required: config.enforceCvv,
              'aria-required': config.enforceCvv,
              readOnly: processing,
            }}
          />
          <PayButton />
        </>
      ) : null}
    </form>
  );
}
