import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '@/features/checkout/state/pay-with-card';
import { $cardForm, type CardFormValues } from '@/state/card-form';
import { $focusRequest } from '@/state/focus-request';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

const now = new Date('2026-11-22T12:00:00Z');
const recipientCodes = ['j5', 'j13', 'j6', 'j7', 'j9'];

const validCard = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/30',
  cvv: '123',
  cardholderName: 'Ana Silva',
};
const validRecipient = {
  recipientFirstName: 'Rui',
  recipientLastName: 'Costa',
  recipientStreetAddress: '5 Avenida da Liberdade',
  recipientCity: 'Porto',
  recipientCountry: 'PRT',
};

/** Pays with the given form values; returns whether a request went out and what was posted. */
async function pay(values: Partial<CardFormValues>) {
  $cardForm.set({ ...$cardForm.get(), ...validCard, ...values });
  const gateway = installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
  const sent = await payWithCard(now);
  return { sent, body: gateway.posts[0]?.body };
}

describe('payWithCard and the recipient (settings.recipientDetails)', () => {
  afterEach(() => resetStores());

  it('sends j5, j13, j6, j7 and j9 where the variant asks for the recipient (small_world)', async () => {
    resetStores({ settings: { recipientDetails: true } });
    const { sent, body } = await pay(validRecipient);
    expect(sent).toBe(true);
    expect(recipientCodes.map((code) => [code, body?.get(code)])).toEqual([
      ['j5', 'Rui'],
      ['j13', 'Costa'],
      ['j6', '5 Avenida da Liberdade'],
      ['j7', 'Porto'],
      ['j9', 'PRT'],
    ]);
    expect(body?.get('b1')).toBe('4111111111111111');
  });

  it('sends what the shopper typed without the spaces around it', async () => {
    resetStores({ settings: { recipientDetails: true } });
    const { body } = await pay({
      ...validRecipient,
      recipientFirstName: '  Rui ',
      recipientCity: ' Porto  ',
    });
    expect(body?.get('j5')).toBe('Rui');
    expect(body?.get('j7')).toBe('Porto');
  });

  it('sends no recipient field where the variant does not ask for it, whatever the store holds', async () => {
    resetStores();
    const { sent, body } = await pay(validRecipient);
    expect(sent).toBe(true);
    expect(recipientCodes.filter((code) => body?.has(code))).toEqual([]);
  });

  it.each<[string, Partial<CardFormValues>, string]>([
    ['an empty first name', { recipientFirstName: '' }, 'recipientFirstName'],
    ['a whitespace-only last name', { recipientLastName: '  ' }, 'recipientLastName'],
    ['an empty street address', { recipientStreetAddress: '' }, 'recipientStreetAddress'],
    ['an empty city', { recipientCity: '' }, 'recipientCity'],
    ['no country', { recipientCountry: '' }, 'recipientCountry'],
    ['an alpha-2 country', { recipientCountry: 'PT' }, 'recipientCountry'],
  ])('sends nothing with %s and focuses that field', async (_name, values, field) => {
    resetStores({ settings: { recipientDetails: true } });
    const { sent, body } = await pay({ ...validRecipient, ...values });
    expect(sent).toBe(false);
    expect(body).toBeUndefined();
    expect($focusRequest.get()?.field).toBe(field);
  });
});
