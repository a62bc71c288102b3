// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VariantSettings } from '@variants/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseTokenList } from '@/core/token-list';
import { SavedCardsSection } from '@/features/saved-cards/ui/saved-cards-section';
import { SwitchToSavedCards } from '@/features/saved-cards/ui/switch-to-saved-cards';
import { $focusRequest } from '@/state/focus-request';
import { $payFlow, $tokens } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n } from '@/testing/test-i18n';

const cards = parseTokenList(
  '[token:tok_visa,cardNumber:411111******1111,expiryMonth:12,expiryYear:2030],' +
    '[token:tok_mc,cardNumber:555555******4444,expiryMonth:1,expiryYear:2031]',
);
const deleteEndpoint = '/rest/v1/deleteToken';

function setUp(settings: Partial<VariantSettings> = {}, tokenList = cards) {
  resetStores({ settings, tokens: tokenList });
}

/** What the payment panel renders around the section, reduced to the parts under test. */
function Panel() {
  return (
    <>
      <SavedCardsSection />
      <SwitchToSavedCards />
      <input aria-label="Card number" />
    </>
  );
}

function checkedRadio(): HTMLInputElement {
  const radio = screen.getAllByRole<HTMLInputElement>('radio').find((element) => element.checked);
  if (!radio) throw new Error('no card is chosen');
  return radio;
}

describe('SavedCardsSection', () => {
  beforeEach(() => setUp());
  afterEach(() => resetStores());

  it('shows the saved cards under their heading in the saved-card flow', () => {
    renderWithI18n(<Panel />);
    const section = screen.getByRole('region', { name: 'Your saved cards' });
    expect(within(section).getAllByRole('radio')).toHaveLength(2);
    expect(within(section).queryByRole('region', { name: 'Accepted cards' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
  });

  it.each([
    ['no saved cards', [], 'saved-card'],
    ['the new-card flow', cards, 'new-card'],
  ] as const)('shows nothing with %s', (_name, tokenList, flow) => {
    setUp({}, [...tokenList]);
    $payFlow.set(flow);
    const { container } = renderWithI18n(<SavedCardsSection />);
    expect(container.textContent).toBe('');
  });

  it('shows the accepted card logos in the saved-card flow on ips (showSchemesInSavedCardFlow)', () => {
    setUp({ showSchemesInSavedCardFlow: true });
    renderWithI18n(<Panel />);
    const accepted = screen.getByRole('region', { name: 'Accepted cards' });
    expect(
      within(accepted)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Visa', 'Mastercard', 'Maestro']);
  });

  it('goes to the new-card form with "Use a new card" and back with "Use a saved card" (moneycorp)', async () => {
    setUp({ allowSwitchToSavedCards: true });
    const user = userEvent.setup();
    renderWithI18n(<Panel />);
    await user.click(screen.getByRole('radio', { name: /Mastercard/ }));
    await user.click(screen.getByRole('button', { name: 'Use a new card' }));
    expect($payFlow.get()).toBe('new-card');
    expect($focusRequest.get()?.field).toBe('cardNumber');
    expect(screen.queryByRole('region', { name: 'Your saved cards' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a saved card' }));
    expect($payFlow.get()).toBe('saved-card');
    expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
    // Back on the list, focus is on the card chosen before leaving.
    await waitFor(() => expect(document.activeElement).toBe(checkedRadio()));
    expect(checkedRadio().value).toBe('tok_mc');
  });

  it('offers no way back to the saved cards after "Use a new card" on other variants', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Panel />);
    await user.click(screen.getByRole('button', { name: 'Use a new card' }));
    expect($payFlow.get()).toBe('new-card');
    expect($focusRequest.get()?.field).toBe('cardNumber');
    expect(screen.queryByRole('region', { name: 'Your saved cards' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
  });

  it('says so and focuses the message when the last card is deleted; the form takes over', async () => {
    setUp({}, cards.slice(0, 1));
    installFakeGateway({ [deleteEndpoint]: { deleted: true, g1: 'tok_visa' } });
    const user = userEvent.setup();
    renderWithI18n(<Panel />);
    await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const message = await screen.findByRole('status');
    expect(message.textContent).toBe(
      'The card ending 1111 was deleted. You have no saved cards left. Enter a new card.',
    );
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect($payFlow.get()).toBe('new-card');
    expect($tokens.get()).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
  });

  it.each([
    ['a variant allowing it (moneycorp)', true, true],
    ['any other variant', false, false],
  ])('offers "Use a saved card" on a page that opens on the new-card form for %s', (_name, allow, shown) => {
    setUp({ allowSwitchToSavedCards: allow });
    $payFlow.set('new-card');
    renderWithI18n(<Panel />);
    expect(screen.queryByRole('button', { name: 'Use a saved card' }) !== null).toBe(shown);
  });

  describe('when every card is expired', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const expired = parseTokenList(
      '[token:tok_old,cardNumber:411111******1111,expiryMonth:10,expiryYear:2026],' +
        '[token:tok_older,cardNumber:555555******4444,expiryMonth:1,expiryYear:2020]',
    );

    it('leaves the page on the new-card form, the cards folded away, each deletable', async () => {
      resetStores({ tokens: expired, now });
      installFakeGateway({ [deleteEndpoint]: { deleted: true } });
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      expect($payFlow.get()).toBe('new-card');
      expect(screen.queryByRole('region', { name: 'Your saved cards' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
      const summary = screen.getByText('Your saved cards');
      const details = summary.closest('details');
      expect(details?.open).toBe(false);
      await user.click(summary);
      expect(details?.open).toBe(true);
      expect(screen.getByRole('radio', { name: 'Visa ending 1111 Expired 10/26' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Delete card ending 4444' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const message = await screen.findByRole('status');
      await waitFor(() =>
        expect(message.textContent).toBe(
          'The card ending 4444 was deleted. You have no saved cards left. Enter a new card.',
        ),
      );
      expect(screen.queryByText('Your saved cards')).toBeNull();
    });

    it('offers no "Use a saved card" even where switching is allowed (moneycorp)', () => {
      resetStores({ settings: { allowSwitchToSavedCards: true }, tokens: expired, now });
      renderWithI18n(<Panel />);
      expect($payFlow.get()).toBe('new-card');
      expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
    });

    it('after the last card that could pay is deleted, says so and folds the expired ones away', async () => {
      const mixed = parseTokenList(
        '[token:tok_ok,cardNumber:378282*****0005,expiryMonth:12,expiryYear:2030],' +
          '[token:tok_old,cardNumber:411111******1111,expiryMonth:10,expiryYear:2026]',
      );
      resetStores({ tokens: mixed, now });
      installFakeGateway({ [deleteEndpoint]: { deleted: true } });
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      expect($payFlow.get()).toBe('saved-card');
      await user.click(screen.getByRole('button', { name: 'Delete card ending 0005' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const message = await screen.findByText('The card ending 0005 was deleted.');
      await waitFor(() => expect(document.activeElement).toBe(message));
      expect($payFlow.get()).toBe('new-card');
      expect(screen.getByText('Your saved cards').closest('details')).toBeTruthy();
    });
  });

  describe('in a dialog (ips, savedCardsInDialog)', () => {
    beforeEach(() => setUp({ savedCardsInDialog: true }));

    function dialog(): HTMLDialogElement {
      return screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
    }

    it('opens a modal dialog named by its heading with focus on the chosen card', async () => {
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      expect(dialog().open).toBe(false);
      expect(screen.queryByRole('radio')).toBeNull();
      const opener = screen.getByRole('button', { name: 'Choose from saved cards' });
      expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(opener);
      expect(dialog().open).toBe(true);
      expect(screen.getByRole('dialog', { name: 'Choose a saved card' })).toBe(dialog());
      await waitFor(() => expect(document.activeElement).toBe(checkedRadio()));
      expect(within(dialog()).getAllByRole('radio')).toHaveLength(2);
      expect(within(dialog()).getByRole('button', { name: 'Pay' })).toBeTruthy();
    });

    it.each([
      ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
      [
        'the close button',
        (user: ReturnType<typeof userEvent.setup>) =>
          user.click(screen.getByRole('button', { name: 'Close' })),
      ],
    ])('closes with %s and gives focus back to the opener', async (_name, close) => {
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      const opener = screen.getByRole('button', { name: 'Choose from saved cards' });
      await user.click(opener);
      await waitFor(() => expect(document.activeElement).toBe(checkedRadio()));
      await close(user);
      expect(dialog().open).toBe(false);
      expect(document.activeElement).toBe(opener);
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('keeps the chosen card between openings', async () => {
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      await user.click(screen.getByRole('button', { name: 'Choose from saved cards' }));
      await user.click(screen.getByRole('radio', { name: /Mastercard/ }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Choose from saved cards' }));
      expect(checkedRadio().value).toBe('tok_mc');
    });

    it('lets Escape cancel a delete confirmation without closing the dialog', async () => {
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      await user.click(screen.getByRole('button', { name: 'Choose from saved cards' }));
      await user.click(screen.getByRole('button', { name: 'Delete card ending 1111' }));
      expect(screen.getByRole('alertdialog')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(dialog().open).toBe(true);
    });

    it('"Use a new card" closes the dialog and sends focus to the card form', async () => {
      const user = userEvent.setup();
      renderWithI18n(<Panel />);
      await user.click(screen.getByRole('button', { name: 'Choose from saved cards' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Use a new card' }));
      expect(dialog().open).toBe(false);
      expect($payFlow.get()).toBe('new-card');
      expect($focusRequest.get()?.field).toBe('cardNumber');
      // The cards stay one click away on ips.
      expect(screen.getByRole('button', { name: 'Choose from saved cards' })).toBeTruthy();
    });

    it('works where the browser has no showModal: open attribute, focus in, Escape, focus back', async () => {
      const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
      const { showModal, close } = HTMLDialogElement.prototype;
      delete prototype.showModal;
      delete prototype.close;
      try {
        const user = userEvent.setup();
        renderWithI18n(<Panel />);
        const opener = screen.getByRole('button', { name: 'Choose from saved cards' });
        await user.click(opener);
        expect(dialog().hasAttribute('open')).toBe(true);
        await waitFor(() => expect(document.activeElement).toBe(checkedRadio()));
        await user.keyboard('{Escape}');
        expect(dialog().hasAttribute('open')).toBe(false);
        expect(document.activeElement).toBe(opener);
      } finally {
        HTMLDialogElement.prototype.showModal = showModal;
        HTMLDialogElement.prototype.close = close;
      }
    });
  });
});
