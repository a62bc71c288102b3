import { useStore } from '@nanostores/react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityCodeHint, securityCodeLengths } from '@/core/security-code-validation';
import { type SavedCard, savedCardExpiry, savedCardScheme } from '@/core/token-list';
import { deleteToken } from '@/state/actions/delete-token';
import { payWithToken, type TokenPaymentCheck } from '@/state/actions/pay-with-token';
import { $focusRequest } from '@/state/focus-request';
import { $config, $request, $tokens, $variant, hasPayableCard } from '@/state/stores';
import { FormNotice } from '@/ui/card-form/form-notice';
import { PayButton } from '@/ui/card-form/pay-button';
import { FormField } from '@/ui/fields/form-field';
import { DeleteConfirmation } from '@/ui/saved-cards/delete-confirmation';
import { DeleteIcon } from '@/ui/saved-cards/delete-icon';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';
import '@/ui/saved-cards/saved-cards.css';

export interface SavedCardListProps {
  /** The chosen card's token, when the parent keeps the choice (the dialog unmounts the list). */
  selectedToken?: string;
  onSelectToken?: (token: string) => void;
  /**
   * The list disappears with its last card, and stops being a way to pay with its last card that
   * is not expired: the parent says what happened and where to go.
   */
  onLastCardDeleted?: (card: SavedCard) => void;
}

type CvvError = Exclude<TokenPaymentCheck, { ok: true }>;

/**
 * The merchant's preselected card (g1) when it can be paid with, else the first that can; an
 * expired card is never chosen for the shopper.
 */
export function preselectedToken(cards: readonly SavedCard[], g1: string): string | undefined {
  const payable = cards.filter((card) => !card.expired);
  return payable.find((card) => card.token === g1)?.token ?? payable[0]?.token;
}

/**
 * The saved cards as one radio group (native radios: arrow keys move and select, Tab leaves the
 * group), the chosen card's security code and the pay button. Each card can be deleted after
 * an inline confirmation; the list updates in place, without a reload (spec section 4).
 */
export function SavedCardList({ selectedToken, onSelectToken, onLastCardDeleted }: SavedCardListProps) {
  const { t } = useTranslation();
  const cards = useStore($tokens);
  const config = useStore($config);
  const { settings } = useStore($variant);
  const processing = useStore($request) === 'processing';
  const focusRequest = useStore($focusRequest);
  const groupName = useId();
  const labelId = useId();

  const [ownChoice, setOwnChoice] = useState<string>();
  const wanted = selectedToken ?? ownChoice;
  const selected = cards.some((card) => card.token === wanted && !card.expired)
    ? wanted
    : preselectedToken(cards, config.token);
  const select = (token: string) => {
    setOwnChoice(token);
    onSelectToken?.(token);
  };
  const selectedCard = cards.find((card) => card.token === selected);

  const [cvv, setCvv] = useState('');
  const [cvvError, setCvvError] = useState<CvvError>();
  const cvvRef = useRef<HTMLInputElement>(null);

  const [confirming, setConfirming] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [failed, setFailed] = useState<string>();
  // The card's digits, not the sentence: the sentence is worded when shown, so it follows the texts as they load.
  const [deletedLast4, setDeletedLast4] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ kind: 'radio' | 'delete'; token: string }>();
  const radios = useRef(new Map<string, HTMLInputElement>());
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

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
    setCvv('');
    cvvRef.current?.focus();
  }, [focusRequest]);

  if (cards.length === 0) return null;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    select(event.target.value);
    // A security code belongs to one card: never send it with another.
    setCvv('');
    setCvvError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing || !selectedCard) return;
    setCvvError(undefined);
    const result = await payWithToken(selectedCard, cvv);
    if (result.ok || result.error === 'busy') return;
    setCvvError(result);
    cvvRef.current?.focus();
  };

  const onConfirmDelete = async (card: SavedCard) => {
    const index = cards.findIndex((item) => item.token === card.token);
    setDeleting(card.token);
    setFailed(undefined);
    const outcome = await deleteToken(card.token);
    setDeleting(undefined);
    setConfirming(undefined);
    if (outcome === 'failed') {
      setFailed(card.token);
      setFocusTarget({ kind: 'delete', token: card.token });
      return;
    }
    const remaining = $tokens.get();
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (!neighbour || (!card.expired && !hasPayableCard(remaining))) {
      onLastCardDeleted?.(card);
      return;
    }
    setDeletedLast4(card.last4);
    if (card.token === selected) {
      // The choice moves to the neighbour when it can pay, else to the first card that can.
      if (!neighbour.expired) select(neighbour.token);
      setCvv('');
      setCvvError(undefined);
    }
    // An expired card's radio cannot take focus: its delete button does.
    setFocusTarget({ kind: neighbour.expired ? 'delete' : 'radio', token: neighbour.token });
  };

  const scheme = selectedCard ? savedCardScheme(selectedCard) : undefined;
  const cvvMaxLength = Math.max(...securityCodeLengths(scheme));
  const cvvErrorText = cvvError ? t(cvvError.error, cvvError.params ?? {}) : undefined;

  return (
    <form className="saved-cards" onSubmit={onSubmit} noValidate>
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
                  ref={(element) => {
                    if (element) radios.current.set(card.token, element);
                    else radios.current.delete(card.token);
                  }}
                  className="saved-card__radio"
                  type="radio"
                  id={radioId}
                  name={groupName}
                  value={card.token}
                  checked={checked}
                  disabled={card.expired}
                  onChange={onChoose}
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
                  ref={(element) => {
                    if (element) deleteButtons.current.set(card.token, element);
                    else deleteButtons.current.delete(card.token);
                  }}
                  type="button"
                  className="saved-card__delete"
                  aria-label={t('savedCards.delete', { last4: card.last4 })}
                  aria-describedby={failed === card.token ? failedId : undefined}
                  aria-expanded={confirming === card.token}
                  aria-disabled={processing}
                  onClick={() => {
                    if (processing) return;
                    setFailed(undefined);
                    setConfirming(card.token);
                  }}
                >
                  <DeleteIcon />
                </button>
              </div>
              {confirming === card.token ? (
                <DeleteConfirmation
                  last4={card.last4}
                  busy={deleting === card.token}
                  onConfirm={() => void onConfirmDelete(card)}
                  onCancel={() => {
                    setConfirming(undefined);
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
            onChange={(event) => {
              setCvv(event.target.value.replace(/\D/g, '').slice(0, cvvMaxLength));
              setCvvError(undefined);
            }}
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
