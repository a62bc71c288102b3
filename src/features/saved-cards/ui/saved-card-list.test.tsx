// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { payWithToken } from '@/features/saved-cards/state/pay-with-token';
import { $savedCardList } from '@/features/saved-cards/state/saved-card-list';
import { SavedCardList } from '@/features/saved-cards/ui/saved-card-list';
import { HttpError } from '@/platform/http-client';
import { $notice, $payFlow, $request, $tokens } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n } from '@/testing/test-i18n';

const cards = parseTokenList(
  '[token:tok_visa,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],' +
    '[token:tok_mc,cardNumber:555555******4444,expiryMonth:,expiryYear:],' +
    '[token:tok_amex,cardNumber:378282*****0005,expiryMonth:3,expiryYear:29]',
);

const checkout = '/rest/v2/checkout';
const deleteEndpoint = '/rest/v1/deleteToken';
const thanks = 'https://merchant.example/thanks';

function setUp(config: { token?: string; enforceCvv?: boolean } = {}) {
  resetStores({ config, tokens: cards });
}

function checkedRadio(): HTMLInputElement {
  const radio = screen.getAllByRole<HTMLInputElement>('radio').find((element) => element.checked);
  if (!radio) throw new Error('no card is chosen');
  return radio;
}

describe('SavedCardList', () => {
  beforeEach(() => setUp());
  afterEach(() => resetStores());

  it('offers every saved card as a radio named by scheme, last four digits and expiry', () => {
    renderWithI18n(<SavedCardList />);
    const group = screen.getByRole('radiogroup', { name: 'Choose a saved card' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['tok_visa', 'tok_mc', 'tok_amex']);
    expect(within(group).getByRole('radio', { name: 'Visa ending 1111 Expires 12/30' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Mastercard ending 4444 Expiry unknown' })).toBeTruthy();
    expect(
      within(group).getByRole('radio', { name: 'American Express ending 0005 Expires 03/29' }),
    ).toBeTruthy();
    expect(within(group).getByText('....1111')).toBeTruthy();
    expect(
      [...group.querySelectorAll('img')].map((image) => [
        image.getAttribute('src'),
        image.getAttribute('alt'),
      ]),
    ).toEqual([
      ['/assets/schemes/visa.svg', ''],
      ['/assets/schemes/mastercard.svg', ''],
      ['/assets/schemes/amex.svg', ''],
    ]);
  });

  it.each([
    ['no g1', '', 'tok_visa'],
    ['g1 naming the second card', 'tok_mc', 'tok_mc'],
    ['g1 naming the third card', 'tok_amex', 'tok_amex'],
    ['g1 naming no card on offer', 'tok_unknown', 'tok_visa'],
  ])('preselects the right card with %s', (_name, token, expected) => {
    setUp({ token });
    renderWithI18n(<SavedCardList />);
    expect(checkedRadio().value).toBe(expected);
  });

  it('moves the choice with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    await user.click(screen.getByRole('radio', { name: /Visa ending 1111/ }));
    await user.keyboard('{ArrowDown}');
    expect(checkedRadio().value).toBe('tok_mc');
    expect(document.activeElement).toBe(checkedRadio());
    await user.keyboard('{ArrowRight}');
    expect(checkedRadio().value).toBe('tok_amex');
    await user.keyboard('{ArrowDown}');
    expect(checkedRadio().value).toBe('tok_visa');
    await user.keyboard('{ArrowUp}');
    expect(checkedRadio().value).toBe('tok_amex');
  });

  it.each([
    { enforceCvv: false, choose: /Visa/, cvv: '', token: 'tok_visa', b5: null },
    { enforceCvv: false, choose: /Visa/, cvv: '123', token: 'tok_visa', b5: '123' },
    { enforceCvv: true, choose: /Mastercard/, cvv: '456', token: 'tok_mc', b5: '456' },
    { enforceCvv: true, choose: /American Express/, cvv: '1234', token: 'tok_amex', b5: '1234' },
  ])(
    'pays with the token: enforceCVV $enforceCvv, code "$cvv" → g1 $token, b5 $b5, never b1',
    async (row) => {
      setUp({ enforceCvv: row.enforceCvv });
      const gateway = installFakeGateway({ [checkout]: { CHECKOUT_TYPE: 'URL', url: thanks } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      await user.click(screen.getByRole('radio', { name: row.choose }));
      const cvv = screen.getByRole('textbox', { name: /^Security code/ });
      expect((cvv as HTMLInputElement).required).toBe(row.enforceCvv);
      if (row.cvv) await user.type(cvv, row.cvv);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(gateway.navigations).toEqual([thanks]));
      expect(gateway.posts.map((post) => post.url)).toEqual([`https://pay.example/gateway${checkout}`]);
      const body = gateway.posts[0]?.body;
      expect(body?.get('g1')).toBe(row.token);
      expect(body?.get('b5')).toBe(row.b5);
      expect(body?.has('b1')).toBe(false);
      expect(body?.get('M')).toBe('M1001');
    },
  );

  it.each([
    { enforceCvv: true, cvv: '', message: 'Enter the security code of this card.' },
    { enforceCvv: false, cvv: '12', message: 'The security code must be 3 digits.' },
    { enforceCvv: true, cvv: '1', message: 'The security code must be 3 digits.' },
  ])('refuses to pay with enforceCVV $enforceCvv and code "$cvv": "$message"', async (row) => {
    setUp({ enforceCvv: row.enforceCvv });
    const gateway = installFakeGateway({ [checkout]: thanks });
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    const cvv = screen.getByRole('textbox', { name: /^Security code/ });
    if (row.cvv) await user.type(cvv, row.cvv);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(gateway.posts).toEqual([]);
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(row.message);
    expect(error.id).not.toBe('');
    expect(cvv.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(cvv);
  });

  it("keeps the security code field as the card data it is, its length the scheme's", async () => {
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    const cvv = screen.getByRole<HTMLInputElement>('textbox', { name: /^Security code/ });
    expect(cvv.getAttribute('autocomplete')).toBe('cc-csc');
    expect(cvv.getAttribute('inputmode')).toBe('numeric');
    expect(cvv.getAttribute('dir')).toBe('ltr');
    expect(cvv.maxLength).toBe(3);
    await user.type(cvv, '1a2 3456');
    expect(cvv.value).toBe('123');
    await user.click(screen.getByRole('radio', { name: /Mastercard/ }));
    expect(cvv.value).toBe('');
    await user.click(screen.getByRole('radio', { name: /American Express/ }));
    expect(cvv.maxLength).toBe(4);
    await user.type(cvv, '98765');
    expect(cvv.value).toBe('9876');
  });

  it.each([
    [false, 'Security code (optional)'],
    [true, 'Security code'],
  ])('with enforceCVV %s the security code is labelled %j', (enforceCvv, label) => {
    setUp({ enforceCvv });
    renderWithI18n(<SavedCardList />);
    const cvv = screen.getByRole<HTMLInputElement>('textbox', { name: label });
    expect(cvv.required).toBe(enforceCvv);
  });

  it('shows the amex hint for an amex card', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    expect(screen.getByText('3 digits on the back of the card')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /American Express/ }));
    expect(screen.getByText('4 digits on the front of the card')).toBeTruthy();
  });

  it('does nothing while a payment is processing, and says so', async () => {
    const gateway = installFakeGateway({ [checkout]: thanks });
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    $request.set('processing');
    const pay = await screen.findByRole('button', { name: 'Processing…' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.getAttribute('aria-busy')).toBe('true');
    await user.click(pay);
    await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
    expect(gateway.posts).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after WRONG_CVV asks for the code again: cleared, focused, the notice shown', async () => {
    setUp({ enforceCvv: true });
    installFakeGateway({ [checkout]: { CHECKOUT_TYPE: 'RETRY', errorCode: 'WRONG_CVV' } });
    const user = userEvent.setup();
    renderWithI18n(<SavedCardList />);
    const cvv = screen.getByRole<HTMLInputElement>('textbox', { name: 'Security code' });
    await user.type(cvv, '999');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(cvv.value).toBe(''));
    expect(document.activeElement).toBe(cvv);
    expect($request.get()).toBe('none');
    expect(screen.getByRole('alert').textContent).toBe(
      'The security code was not accepted. Check it and try again.',
    );
  });

  describe('expired cards', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const mixed = parseTokenList(
      '[token:tok_old,cardNumber:411111******1111,expiryMonth:10,expiryYear:2026],' +
        '[token:tok_mc,cardNumber:555555******4444,expiryMonth:11,expiryYear:2026],' +
        '[token:tok_older,cardNumber:378282*****0005,expiryMonth:1,expiryYear:2020]',
    );

    it('says so in words and in the name, cannot be chosen, and the first valid card is', async () => {
      resetStores({ tokens: mixed, now, config: { token: 'tok_old' } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      const old = screen.getByRole<HTMLInputElement>('radio', { name: 'Visa ending 1111 Expired 10/26' });
      expect(screen.getByText('Expired 10/26')).toBeTruthy();
      expect(old.disabled).toBe(true);
      expect(checkedRadio().value).toBe('tok_mc');
      expect(
        screen.getByRole<HTMLInputElement>('radio', { name: 'Mastercard ending 4444 Expires 11/26' })
          .disabled,
      ).toBe(false);
      await user.click(screen.getByText('Expired 10/26'));
      expect(checkedRadio().value).toBe('tok_mc');
      await user.keyboard('{ArrowDown}');
      expect(checkedRadio().value).toBe('tok_mc');
    });

    it('never sends an expired token, even if the action is asked to', async () => {
      resetStores({ tokens: mixed, now });
      const gateway = installFakeGateway({ [checkout]: thanks });
      const expired = $tokens.get()[0];
      if (!expired) throw new Error('no card');
      expect(await payWithToken(expired, '123')).toEqual({ ok: false, error: { key: 'card.expired' } });
      expect(gateway.posts).toEqual([]);
      expect($request.get()).toBe('none');
    });

    it('with only expired cards offers no payment, and each can still be deleted', async () => {
      resetStores({ tokens: mixed.filter((card) => card.token !== 'tok_mc'), now });
      const gateway = installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_old' } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      expect(screen.getAllByRole<HTMLInputElement>('radio').every((radio) => radio.disabled)).toBe(true);
      expect(screen.queryByRole('radio', { checked: true })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
      expect(gateway.posts[0]?.body.get('g1')).toBe('tok_old');
      // The neighbour's radio cannot take focus: its delete button does.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete card ending 0005' })),
      );
    });

    it('tells its section when the last card that could pay is deleted', async () => {
      resetStores({ tokens: mixed.slice(0, 2), now });
      installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_mc' } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      await user.click(screen.getByRole('button', { name: 'Delete card ending 4444' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect($savedCardList.get().lastDeleted?.last4).toBe('4444'));
      expect($payFlow.get()).toBe('new-card');
    });
  });

  describe('deleting a card', () => {
    it('asks first, with focus on Keep, then removes the card in place and says so', async () => {
      const gateway = installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_mc' } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      await user.click(screen.getByRole('button', { name: 'Delete card ending 4444' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete the card ending 4444?' });
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep' }));
      expect(gateway.posts).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('radio', { name: /Mastercard/ })).toBeNull());
      expect(gateway.posts.map((post) => post.url)).toEqual([`https://pay.example/gateway${deleteEndpoint}`]);
      expect(gateway.posts[0]?.body.get('g1')).toBe('tok_mc');
      expect(gateway.navigations).toEqual([]);
      expect(screen.getByRole('status').textContent).toBe('The card ending 4444 was deleted.');
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      // Focus lands on the card that took the deleted one's place.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('radio', { name: /American Express/ })),
      );
      expect(checkedRadio().value).toBe('tok_visa');
    });

    it('moves the choice to the neighbour when the chosen card is deleted', async () => {
      setUp({ token: 'tok_amex' });
      installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_amex' } });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      await user.click(screen.getByRole('button', { name: 'Delete card ending 0005' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
      expect(checkedRadio().value).toBe('tok_mc');
      await waitFor(() => expect(document.activeElement).toBe(checkedRadio()));
    });

    it.each([
      [
        'Keep',
        async (user: ReturnType<typeof userEvent.setup>) =>
          user.click(screen.getByRole('button', { name: 'Keep' })),
      ],
      ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ])('cancels with %s and returns focus to the delete button', async (_name, cancel) => {
      const gateway = installFakeGateway({});
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      const remove = screen.getByRole('button', { name: 'Delete card ending 1111' });
      await user.click(remove);
      expect(remove.getAttribute('aria-expanded')).toBe('true');
      await cancel(user);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(remove));
      expect(screen.getAllByRole('radio')).toHaveLength(3);
      expect(gateway.posts).toEqual([]);
    });

    it.each([
      ['the gateway fails', new HttpError('Error Code: 500, Message: boom', 500)],
      ['the gateway cannot be reached', new HttpError('Error: Failed to fetch')],
      ['a 2xx reply says deleted: false', { deleted: false }],
    ])('keeps the card and tells the shopper when %s', async (_name, reply) => {
      const gateway = installFakeGateway({ [deleteEndpoint]: reply });
      const user = userEvent.setup();
      renderWithI18n(<SavedCardList />);
      const remove = screen.getByRole('button', { name: 'Delete card ending 4444' });
      await user.click(remove);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const message = await screen.findByText('The card could not be deleted. Try again later.');
      expect(screen.getByRole('radio', { name: /Mastercard ending 4444/ })).toBeTruthy();
      expect($tokens.get()).toHaveLength(3);
      expect(remove.getAttribute('aria-describedby')).toBe(message.id);
      await waitFor(() => expect(document.activeElement).toBe(remove));
      expect(gateway.navigations).toEqual([]);
      expect(gateway.failures).toEqual([]);
    });

    it('leaves the new-card flow to the action when the last card goes, and tells its section', async () => {
      resetStores({ tokens: cards.slice(0, 1) });
      installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_visa' } });
      const user = userEvent.setup();
      const { container } = renderWithI18n(<SavedCardList />);
      await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect($savedCardList.get().lastDeleted?.last4).toBe('1111'));
      expect(container.textContent).toBe('');
      expect($payFlow.get()).toBe('new-card');
      expect($notice.get()).toBeUndefined();
    });
  });
});
