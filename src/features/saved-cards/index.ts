/**
 * The saved-card flow of the payment panel, for a page that was sent a tokenList: the list, paying
 * with a saved card, deleting one, and the way back to them from the new-card form. Fetched when the
 * panel first shows it (src/ui/lazy-parts.ts). The tokenList's parser is a rule of src/core (the
 * sandbox console builds tokenLists with it) that start-up loads by itself (src/state/load-later.ts), in the
 * lazy chunk of the code that imports it (on a payment page, the checkout's).
 */
export { SavedCardsSection } from '@/features/saved-cards/ui/saved-cards-section';
export { SwitchToSavedCards } from '@/features/saved-cards/ui/switch-to-saved-cards';
