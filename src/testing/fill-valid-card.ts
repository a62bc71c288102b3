import { $cardForm, type CardFormValues } from '@/state/card-form';

/**
 * Test helper: the card form as a shopper leaves it with a valid Visa typed in (a number, an
 * expiry in the future, a security code and a name), plus whatever other fields a test needs.
 */
export function fillValidCard(otherFields: Partial<CardFormValues> = {}): void {
  $cardForm.set({
    ...$cardForm.get(),
    cardNumber: '4111 1111 1111 1111',
    expiryDate: '12/30',
    cvv: '123',
    cardholderName: 'Ana Silva',
    ...otherFields,
  });
}
