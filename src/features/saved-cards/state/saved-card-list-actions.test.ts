// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList, type SavedCard } from '@/core/token-list';
import {
  $savedCardList,
  chosenSavedCard,
  chosenToken,
  forgetSavedCardListShowing,
  updateSavedCardList,
} from '@/features/saved-cards/state/saved-card-list';
import {
  askToDeleteSavedCard,
  deleteSavedCard,
  keepSavedCard,
  payWithSavedCard,
  selectSavedCard,
  typeSavedCardCvv,
} from '@/features/saved-cards/state/saved-card-list-actions';
import { HttpError } from '@/platform/http-client';
import { $request, $tokens } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

const now = new Date('2026-11-22T12:00:00Z');
// visa, an expired mastercard, amex
const cards = parseTokenList(
  '[token:tok_visa,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],' +
    '[token:tok_old,cardNumber:555555******4444,expiryMonth:10,expiryYear:2026],' +
    '[token:tok_amex,cardNumber:378282*****0005,expiryMonth:3,expiryYear:29]',
);
const checkout = '/rest/v2/checkout';
const deleteEndpoint = '/rest/v1/deleteToken';

function card(token: string): SavedCard {
  const found = $tokens.get().find((item) => item.token === token);
  if (!found) throw new Error(`no card ${token}`);
  return found;
}

describe('chosenToken', () => {
  beforeEach(() => resetStores({ tokens: cards, now }));

  it.each([
    // choice, g1 → chosen
    [undefined, '', 'tok_visa'],
    [undefined, 'tok_amex', 'tok_amex'],
    [undefined, 'tok_old', 'tok_visa'],
    ['tok_amex', 'tok_visa', 'tok_amex'],
    ['tok_old', 'tok_amex', 'tok_amex'],
    ['tok_gone', '', 'tok_visa'],
  ])('choice %s, g1 %j → %s', (choice, g1, chosen) => {
    expect(chosenToken($tokens.get(), choice, g1)).toBe(chosen);
  });

  it('chooses nothing when every card is expired', () => {
    resetStores({ tokens: cards.slice(1, 2), now });
    expect(chosenToken($tokens.get(), undefined, 'tok_old')).toBeUndefined();
  });
});

describe('the saved-card list actions', () => {
  beforeEach(() => resetStores({ tokens: cards, now }));
  afterEach(() => resetStores());

  it('leaving the page (pagehide) forgets the code and keeps the choice', () => {
    selectSavedCard('tok_amex');
    typeSavedCardCvv('1234');
    window.dispatchEvent(new Event('pagehide'));
    expect($savedCardList.get()).toMatchObject({ choice: 'tok_amex', cvv: '' });
  });

  it('a new choice forgets the code typed for the other card', () => {
    typeSavedCardCvv('123');
    selectSavedCard('tok_amex');
    expect($savedCardList.get()).toMatchObject({ choice: 'tok_amex', cvv: '' });
    expect(chosenSavedCard()?.token).toBe('tok_amex');
  });

  it.each([
    ['tok_visa', '12a345', '123'],
    ['tok_amex', '12a345', '1234'],
  ])('%s takes digits up to its scheme length: %j → %j', (token, typed, kept) => {
    selectSavedCard(token);
    typeSavedCardCvv(typed);
    expect($savedCardList.get().cvv).toBe(kept);
  });

  it.each([
    ['a wrong length', 'tok_visa', '12', { ok: false, error: 'refused' }, 0],
    ['a good code', 'tok_visa', '123', { ok: true, value: undefined }, 1],
  ])('pays with %s: %s', async (_name, token, cvv, outcome, posts) => {
    const gateway = installFakeGateway({ [checkout]: 'https://merchant.example/ok' });
    selectSavedCard(token);
    typeSavedCardCvv(cvv);
    expect(await payWithSavedCard()).toEqual(outcome);
    expect(gateway.posts).toHaveLength(posts);
    expect($savedCardList.get().cvvError !== undefined).toBe(!outcome.ok);
  });

  it('sends nothing while a payment runs, and asks nothing to be deleted', async () => {
    const gateway = installFakeGateway({});
    $request.set('processing');
    expect(await payWithSavedCard()).toEqual({ ok: false, error: 'busy' });
    askToDeleteSavedCard('tok_visa');
    expect($savedCardList.get().confirming).toBeUndefined();
    expect(gateway.posts).toEqual([]);
  });

  it('asks before deleting, and Keep closes the question', () => {
    askToDeleteSavedCard('tok_amex');
    expect($savedCardList.get().confirming).toBe('tok_amex');
    keepSavedCard();
    expect($savedCardList.get().confirming).toBeUndefined();
  });

  it.each<[string, string, unknown, { choice?: string; failed?: string; deletedLast4: string }, unknown]>([
    [
      'the chosen card',
      'tok_visa',
      {},
      { choice: undefined, deletedLast4: '1111' },
      { kind: 'delete', token: 'tok_old' },
    ],
    // The neighbour is expired: its radio cannot take focus, its delete button does.
    ['the card at the end', 'tok_amex', {}, { deletedLast4: '0005' }, { kind: 'delete', token: 'tok_old' }],
    [
      'a card the gateway keeps',
      'tok_amex',
      new HttpError('Error Code: 500, Message: boom', 500),
      { failed: 'tok_amex', deletedLast4: '' },
      { kind: 'delete', token: 'tok_amex' },
    ],
  ])('deleting %s', async (_name, token, reply, state, focus) => {
    installFakeGateway({ [deleteEndpoint]: reply });
    typeSavedCardCvv('123');
    askToDeleteSavedCard(token);
    expect(await deleteSavedCard(card(token))).toEqual(focus);
    expect($savedCardList.get()).toMatchObject({ confirming: undefined, deleting: undefined, ...state });
  });

  it('moves the choice to a neighbour that can pay, and forgets the code', async () => {
    installFakeGateway({ [deleteEndpoint]: {} });
    selectSavedCard('tok_old');
    updateSavedCardList({ choice: 'tok_amex' });
    typeSavedCardCvv('1234');
    expect(await deleteSavedCard(card('tok_amex'))).toEqual({ kind: 'delete', token: 'tok_old' });
    // The neighbour (tok_old) is expired: the choice falls back to the first card that can pay.
    expect(chosenSavedCard()?.token).toBe('tok_visa');
    expect($savedCardList.get().cvv).toBe('');
  });

  it('keeps the card that ended the list as a way to pay', async () => {
    resetStores({ tokens: cards.slice(0, 2), now });
    installFakeGateway({ [deleteEndpoint]: {} });
    expect(await deleteSavedCard(card('tok_visa'))).toBeUndefined();
    expect($savedCardList.get().lastDeleted?.token).toBe('tok_visa');
  });

  it('forgets one showing of the list but keeps the choice and the card that ended it', () => {
    const onArrival = $savedCardList.get();
    selectSavedCard('tok_amex');
    typeSavedCardCvv('1234');
    askToDeleteSavedCard('tok_visa');
    updateSavedCardList({ lastDeleted: card('tok_old'), deletedLast4: '4444', failed: 'tok_visa' });
    forgetSavedCardListShowing();
    expect($savedCardList.get()).toEqual({ ...onArrival, choice: 'tok_amex', lastDeleted: card('tok_old') });
  });
});
