import { beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { deleteToken } from '@/features/saved-cards/state/delete-token';
import { HttpError } from '@/platform/http-client';
import { $config, $payFlow, $request, $tokens } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

const twoCards = parseTokenList(
  '[token:tok_a,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_b,cardNumber:555555******4444,expiryMonth:01,expiryYear:2031]',
);

describe('deleting the last card that can pay', () => {
  it('leaves the new-card flow when only expired cards remain', async () => {
    const cards = parseTokenList(
      '[token:tok_a,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_b,cardNumber:555555******4444,expiryMonth:01,expiryYear:2020]',
    );
    resetStores({ tokens: cards, now: new Date('2026-11-22T12:00:00Z') });
    installFakeGateway({ '/rest/v1/deleteToken': '' });
    expect($payFlow.get()).toBe('saved-card');
    expect(await deleteToken('tok_a')).toEqual({ ok: true, value: undefined });
    expect($tokens.get().map((card) => [card.token, card.expired])).toEqual([['tok_b', true]]);
    expect($payFlow.get()).toBe('new-card');
  });
});

describe('deleting a saved card', () => {
  beforeEach(() => resetStores({ tokens: twoCards }));

  it('posts g1, M and uniqueRequestID and removes the card', async () => {
    const gateway = installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    expect(await deleteToken('tok_a')).toEqual({ ok: true, value: undefined });
    expect(Object.fromEntries(gateway.posts[0]?.body ?? [])).toEqual({
      g1: 'tok_a',
      M: 'M1001',
      uniqueRequestID: 'uniq-7f3a',
    });
    expect($tokens.get().map((card) => card.token)).toEqual(['tok_b']);
  });

  // The spec shows no reply shape: any 2xx is a delete. The fake gateway returns the parsed body of
  // a 2xx reply; an empty body (and a 204) arrives as ''.
  it.each<[string, unknown]>([
    ['an empty body (200 or 204)', ''],
    ['{}', {}],
    ['our sandbox reply', { deleted: true, g1: 'tok_a' }],
    ['a reply naming another card', { deleted: true, g1: 'tok_b' }],
    ['a text body', 'ok'],
    ['any JSON', { status: 'OK', result: [1, 2] }],
  ])('removes the card after %s', async (_name, reply) => {
    installFakeGateway({ '/rest/v1/deleteToken': reply });
    expect(await deleteToken('tok_a')).toEqual({ ok: true, value: undefined });
    expect($tokens.get().map((card) => card.token)).toEqual(['tok_b']);
  });

  it.each<[string, unknown]>([
    ['an HTTP error', new HttpError('Error Code: 500, Message: x', 500)],
    ['a network failure', new HttpError('Error: Failed to fetch')],
    ['a 2xx saying deleted: false', { deleted: false }],
    ['a 2xx saying deleted: "false"', { deleted: 'false', g1: 'tok_a' }],
  ])('keeps the card after %s', async (_name, reply) => {
    installFakeGateway({ '/rest/v1/deleteToken': reply });
    expect((await deleteToken('tok_a')).ok).toBe(false);
    expect($tokens.get()).toHaveLength(2);
  });

  it('refuses while a payment is in flight', async () => {
    const gateway = installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    $request.set('processing');
    expect((await deleteToken('tok_a')).ok).toBe(false);
    expect(gateway.posts).toHaveLength(0);
  });

  it.each([
    [
      'the deleted card leaves the address, the others stay as written',
      '?M=M1001&tokenList=[token:tok_a,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],[token:tok_b,cardNumber:5555,expiryMonth:01,expiryYear:2031]&lang=de',
      '?M=M1001&tokenList=[token:tok_b,cardNumber:5555,expiryMonth:01,expiryYear:2031]&lang=de',
    ],
    [
      "the merchant's bytes: no parameter re-encoded",
      '?M=a%20b&merchantName=Caf%C3%A9+%26+co&tokenList=%5Btoken%3Atok_a%2CcardNumber%3A4111%2CexpiryMonth%3A12%2CexpiryYear%3A2030%5D%2C%5Btoken%3Atok_b%2CcardNumber%3A5555%2CexpiryMonth%3A01%2CexpiryYear%3A2031%5D&a1=R%2B1',
      '?M=a%20b&merchantName=Caf%C3%A9+%26+co&tokenList=%5Btoken%3Atok_b%2CcardNumber%3A5555%2CexpiryMonth%3A01%2CexpiryYear%3A2031%5D&a1=R%2B1',
    ],
    [
      'the last card takes tokenList with it',
      '?M=M1001&tokenList=[token:tok_a,cardNumber:4111,expiryMonth:12,expiryYear:2030]',
      '?M=M1001',
    ],
  ])('rewrites the page address: %s', async (_name, query, expected) => {
    const gateway = installFakeGateway(
      { '/rest/v1/deleteToken': '' },
      { pageUrl: `https://hpp.example/basic/${query}` },
    );
    await deleteToken('tok_a');
    expect(gateway.pageUrlReplacements).toEqual([`https://hpp.example/basic/${expected}`]);
    expect(gateway.services.pageUrl).toBe(`https://hpp.example/basic/${expected}`);
  });

  it('a deleted card that g1 preselected leaves g1 too, in the address and in what a new card sends', async () => {
    resetStores({ tokens: twoCards, config: { token: 'tok_a' } });
    const gateway = installFakeGateway(
      { '/rest/v1/deleteToken': '' },
      { pageUrl: 'https://hpp.example/basic/?M=M1001&g1=tok_a&lang=de' },
    );
    await deleteToken('tok_a');
    expect(gateway.pageUrlReplacements).toEqual(['https://hpp.example/basic/?M=M1001&lang=de']);
    expect($config.get().token).toBe('');
  });

  it('a deleted card that g1 did not name leaves g1 alone', async () => {
    resetStores({ tokens: twoCards, config: { token: 'tok_b' } });
    installFakeGateway({ '/rest/v1/deleteToken': '' });
    await deleteToken('tok_a');
    expect($config.get().token).toBe('tok_b');
  });

  it('leaves the address alone when the delete fails', async () => {
    const gateway = installFakeGateway({ '/rest/v1/deleteToken': new HttpError('Error Code: 404', 404) });
    await deleteToken('tok_a');
    expect(gateway.pageUrlReplacements).toEqual([]);
  });

  it('goes to the new-card form when the last card is gone', async () => {
    resetStores({ tokens: twoCards.slice(0, 1) });
    installFakeGateway({ '/rest/v1/deleteToken': { deleted: true, g1: 'tok_a' } });
    await deleteToken('tok_a');
    expect($tokens.get()).toEqual([]);
    expect($payFlow.get()).toBe('new-card');
  });
});
