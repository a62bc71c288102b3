import { type ScreenName, traitsOf } from '@variants/screens';
import { defaultSettings, type VariantSettings } from '@variants/settings';
import type { PageConfig } from '@/core/page-config';
import { markExpiredCards, type SavedCard } from '@/core/token-list';
import { $chosenApm } from '@/features/apm/state/pay-with-apm';
import {
  forgetSavedCardListShowing,
  updateSavedCardList,
} from '@/features/saved-cards/state/saved-card-list';
import { $cardForm, $focusedField, $submitted, $touched, emptyCardForm } from '@/state/card-form';
import { $focusRequest } from '@/state/focus-request';
import { loadFailures } from '@/state/load-part';
import {
  $checkingWithBank,
  $closedRequest,
  $config,
  $notice,
  $paymentRequest,
  $paymentRequestAnswered,
  $queryApplied,
  $request,
  $savedCardsLoading,
  $startedWithSavedCards,
  $variant,
  setSavedCards,
} from '@/state/stores';
import { makePageConfig } from '@/testing/page-config-fixture';

/** Test helper: every store back to a known state for one variant and one merchant redirect. */
export function resetStores(
  a: {
    settings?: Partial<VariantSettings>;
    config?: Partial<PageConfig>;
    /** The saved cards start-up would have parsed from the tokenList; none by default. */
    tokens?: SavedCard[];
    /** The clock start-up marks expired cards by; the real one by default. */
    now?: Date;
    screen?: ScreenName;
  } = {},
): void {
  const settings = { ...defaultSettings, ...a.settings };
  const config = makePageConfig({ tokenList: '', ...a.config });
  const screen = a.screen ?? 'card-form';
  $variant.set({ path: 'basic', screen, startup: traitsOf(screen).startup, settings });
  $config.set(config);
  // As start-up: a page that starts with saved cards keeps their section.
  $startedWithSavedCards.set((a.tokens ?? []).length > 0);
  setSavedCards(markExpiredCards(a.tokens ?? [], a.now ?? new Date()));
  $savedCardsLoading.set(false);
  $request.set('none');
  loadFailures.clear();
  $checkingWithBank.set(false);
  $notice.set(undefined);
  $paymentRequest.set(undefined);
  // As a page some time after start-up: its query applied, the gateway's answer in (none).
  $queryApplied.set(true);
  $paymentRequestAnswered.set(true);
  $closedRequest.set(undefined);
  $focusRequest.set(undefined);
  // What one showing of the list holds goes as the page forgets it; the choice and the card that
  // ended the list stay with a page, so a fresh page clears them too.
  forgetSavedCardListShowing();
  updateSavedCardList({ choice: undefined, lastDeleted: undefined });
  $chosenApm.set(undefined);
  $cardForm.set(emptyCardForm(settings.saveCardByDefault));
  $touched.set(new Set());
  $submitted.set(false);
  $focusedField.set(undefined);
}
