import { variant } from 'virtual:variant';
import type { VariantRuntime } from '@variants/settings';
import { atom } from 'nanostores';
import type { ClosedRequest } from '@/core/gateway/payment-request-status';
import type { PaymentRequestReply } from '@/core/gateway/replies';
import type { LanguageCode } from '@/core/languages';
import { type PageConfig, parsePageConfig } from '@/core/page-config';
import type { SavedCard } from '@/core/token-list';

/**
 * The variant this bundle was built for (baked in at build time; unit tests get basic with the
 * default settings, src/testing/test-variant.ts). Not a copy of the defaults: the bundle already
 * holds its variant's whole settings object, and a second one would only add to the first load.
 */
export const $variant = atom<VariantRuntime>(variant);

/** What the merchant sent in the query string, parsed once at start-up. */
export const $config = atom<PageConfig>(parsePageConfig(''));

export const $language = atom<LanguageCode>('en');

/** Spec section 4: `processing` while a payment or token payment runs, else `none`. */
export type RequestState = 'none' | 'processing';
export const $request = atom<RequestState>('none');

/**
 * Within `processing`: the 3-D Secure method step and its completion, while the issuer collects
 * device data. The shopper is told the bank is being asked, since it can take up to 10 s.
 */
export const $checkingWithBank = atom(false);

/**
 * The saved cards still on offer, expired ones marked (deleting one removes it here without a
 * reload). Expired cards are shown and can be deleted, never paid with.
 */
export const $tokens = atom<SavedCard[]>([]);

/** From start-up until the merchant's tokenList is parsed (its parser loads lazily, load-saved-cards.ts). */
export const $savedCardsLoading = atom(false);

/**
 * The merchant sent saved cards (a tokenList) when the page started. Set when the query is
 * applied, after the first screen is on screen: the saved-card section then stays, with its
 * "none left" once every card is deleted.
 */
export const $startedWithSavedCards = atom(false);

/** The amount and currency, for the variants that show it. */
export const $paymentRequest = atom<PaymentRequestReply | undefined>(undefined);

/**
 * Whether the gateway's answer about the link's payment request is in, or will never come (failed,
 * timed out, its code could not load). Until then a summary keeps the amount's place.
 */
export const $paymentRequestAnswered = atom(false);

/**
 * Whether the merchant's query is applied (a prerendered page applies it once hydrated). Until
 * then what it says is not known: a summary keeps the place of its lines.
 */
export const $queryApplied = atom(false);

/**
 * Set when the gateway says the link's request is already paid or has expired: the payment
 * screens then say so instead of offering the form (the checkout feature loads the request; the request-closed feature says it).
 */
export const $closedRequest = atom<ClosedRequest | undefined>(undefined);

/** Which pay flow the shopper is in when saved cards exist. */
export type PayFlow = 'saved-card' | 'new-card';
export const $payFlow = atom<PayFlow>('new-card');

/** Whether any of the cards can be paid with (is not expired). */
export function hasPayableCard(tokens: readonly SavedCard[]): boolean {
  return tokens.some((card) => !card.expired);
}

/**
 * The merchant's saved cards, and the flow the page starts in: the saved-card list when one of
 * them can pay, else the new-card form.
 */
export function setSavedCards(tokens: SavedCard[]): void {
  // No cards where there were none is no change. A new empty list would tell every listener it
  // changed: the payment panel and the whole form under it would render again, as the query is
  // applied, between hydration and the first key.
  if (tokens.length > 0 || $tokens.get().length > 0) $tokens.set(tokens);
  $payFlow.set(hasPayableCard(tokens) ? 'saved-card' : 'new-card');
}

/**
 * The saved-card list's code could not be loaded even after its retries: saved cards never stand
 * between a shopper and paying, so the new-card form takes over.
 */
export function fallBackToNewCard(): void {
  $payFlow.set('new-card');
}

/** A message for the whole form (retry, named decline codes): a translation key. */
export interface Notice {
  key: string;
  tone: 'error' | 'info';
  /** The field the shopper should look at; the form focuses it. */
  field?: 'cardNumber' | 'expiryDate' | 'cvv';
  /** The notice offers a button that reloads the page: the only way on (code that cannot load). */
  reload?: true;
  /**
   * The notice answers the shopper's Pay (click or Enter), so focus goes to its reload button. One
   * raised in the background leaves focus where the shopper is typing.
   */
  answersPay?: true;
}
export const $notice = atom<Notice | undefined>(undefined);
