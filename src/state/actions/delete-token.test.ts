import { beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { HttpError } from '@/platform/http-client';
import { deleteToken } from '@/state/actions/delete-token';
import { installFakeGateway } from '@/state/fake-services';
import { resetStores } from '@/state/reset-stores';
import { $payFlow, $request, $tokens } from '@/state/stores';

const twoCards = parseTokenList(
  '[token:tok_a,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_b,cardNumber:555555******4444,expiryMonth:01,expiryYear:2031]',
);

describe('deleting a saved card', () => {
  beforeEach(() => resetStores({ tokens: twoCards }));

  it('posts g1, M and uniqueRequestID and removes the card', async () => {
    const gateway = installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    expect(await deleteToken('tok_a')).toBe('deleted');
    expect(Object.fromEntries(gateway.posts[0]?.body ?? [])).toEqual({
      g1: 'tok_a',
      M: 'M1001',
      uniqueRequestID: 'uniq-7f3a',
    });
    expect($tokens.get().map((card) => card.token)).toEqual(['tok_b']);
  });

  it.each([
    ['an HTTP error', new HttpError('Error Code: 500, Message: x', 500)],
    ['a reply about another card', { deleted: true, g1: 'tok_b' }],
    ['an unexpected reply', 'ok'],
  ])('keeps the card after %s', async (_name, reply) => {
    installFakeGateway({ '/rest/v1/deleteToken': reply });
    expect(await deleteToken('tok_a')).toBe('failed');
    expect($tokens.get()).toHaveLength(2);
  });

  it('refuses while a payment is in flight', async () => {
    const gateway = installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    $request.set('processing');
    expect(await deleteToken('tok_a')).toBe('failed');
    expect(gateway.posts).toHaveLength(0);
  });

  it('goes to the new-card form when the last card is gone', async () => {
    resetStores({ tokens: twoCards.slice(0, 1) });
    installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    await deleteToken('tok_a');
    expect($tokens.get()).toEqual([]);
    expect($payFlow.get()).toBe('new-card');
  });
});
