import type { ScreenName } from '@variants/screens';
import type { VariantSettings } from '@variants/settings';
import { errorPagePath } from '@/core/error-page';

/**
 * Every merchant variant of spec section 2, as data. An entry lists only the settings that differ
 * (spec section 2, "Per-variant differences") from the defaults of spec section 9; the build merges them over
 * `defaultSettings`, validates the whole table (registry-validation.ts) and builds one bundle per
 * entry. Adding a merchant is adding one entry here and one theme in themes.ts.
 */
export interface VariantEntry {
  /** The URL path without the leading slash: "basic", or "aober/chicshes.html" for a page file. */
  path: string;
  screen: ScreenName;
  /** A key of `themes` in themes.ts. */
  theme: string;
  settings?: Partial<VariantSettings>;
}

/** Pages built like variants but not merchant variants: no settings of their own, no merchant. */
export interface PageEntry {
  path: string;
  screen: ScreenName;
  theme: string;
}

const card = 'card-form';

// Shared option sets, named after the spec sentence they come from.
const inIframeWithoutBackButton = {
  inIframe: true,
  backButtonOnDesktop: false,
  backButtonOnMobile: false,
} satisfies Partial<VariantSettings>;
const aoberShop = { orderSummary: true, footer: 'pci-only' } satisfies Partial<VariantSettings>;
const moneycorp = {
  inputLabelsOnAllScreens: true,
  showEmptyFieldErrors: true,
  allowSwitchToSavedCards: true,
} satisfies Partial<VariantSettings>;

export const variants: readonly VariantEntry[] = [
  { path: 'basic', screen: card, theme: 'basic-theme', settings: { strictCardTypeValidation: true } },
  {
    path: 'basic2',
    screen: card,
    theme: 'basic2-theme',
    settings: { strictCardTypeValidation: true, secondVersionTemplate: true },
  },
  { path: 'scenic-pbl', screen: card, theme: 'scenic-pbl-theme' },
  { path: 'marianaback', screen: card, theme: 'marianaback-theme', settings: { monitorHttp: true } },
  {
    path: 'eupago',
    screen: card,
    theme: 'eupago-theme',
    settings: { showAmount: true, saveCardByDefault: true, monitorHttp: true, authorizeOperations: [2, 12] },
  },
  { path: 'ifthenpay', screen: card, theme: 'ifthenpay-theme', settings: { monitorHttp: true } },
  {
    path: 'ips',
    screen: card,
    theme: 'ips-theme',
    settings: {
      separatePaymentHeader: true,
      showSchemesInSavedCardFlow: true,
      navigationButtonAtBottom: true,
      savedCardsInDialog: true,
    },
  },
  { path: 'maltamenu', screen: card, theme: 'maltamenu-theme', settings: { monitorHttp: true } },
  { path: 'eneba', screen: card, theme: 'eneba-theme', settings: { monitorHttp: true } },
  { path: 'aober/chicshes.html', screen: card, theme: 'aober-chicshes-theme', settings: aoberShop },
  { path: 'aober/holapick.html', screen: card, theme: 'aober-holapick-theme', settings: aoberShop },
  { path: 'aober/prestarrs.html', screen: card, theme: 'aober-prestarrs-theme', settings: aoberShop },
  { path: 'aober/shoessee.html', screen: card, theme: 'aober-shoessee-theme', settings: aoberShop },
  {
    path: 'pinergy',
    screen: card,
    theme: 'pinergy-theme',
    settings: { ...inIframeWithoutBackButton, monitorHttp: true },
  },
  // A money-transfer merchant: card schemes require the recipient's name and address on its payments.
  { path: 'small_world', screen: card, theme: 'small_world-theme', settings: { recipientDetails: true } },
  { path: 'thinkland', screen: card, theme: 'thinkland-theme', settings: inIframeWithoutBackButton },
  {
    path: 'bigo',
    screen: card,
    theme: 'bigo-theme',
    settings: { backButtonOnMobile: true, monitorHttp: true },
  },
  { path: 'rider_hq', screen: card, theme: 'rider_hq-theme' },
  { path: 'refundit', screen: card, theme: 'refundit-theme', settings: { showErrorText: false } },
  {
    path: 'moneybase',
    screen: card,
    theme: 'moneybase-theme',
    settings: {
      ...inIframeWithoutBackButton,
      saveCardByDefault: true,
      showCardholderName: false,
      inputLabelsOnAllScreens: true,
    },
  },
  { path: 'moneycorp_bank', screen: card, theme: 'moneycorp_bank-theme', settings: moneycorp },
  { path: 'moneycorp_red', screen: card, theme: 'moneycorp_red-theme', settings: moneycorp },
  {
    path: 'salesforce/templates/mobile',
    screen: card,
    theme: 'salesforce-mobile-theme',
    settings: { storeAndPay: true },
  },
  {
    path: 'salesforce/templates/vpos',
    screen: card,
    theme: 'salesforce-vpos-theme',
    settings: { strictCardTypeValidation: true, showErrorText: false, storeAndPay: true },
  },
  { path: 'xcoins', screen: card, theme: 'xcoins-theme' },
  { path: 'eligma', screen: card, theme: 'eligma-theme' },
  {
    path: 'gett',
    screen: card,
    theme: 'gett-theme',
    settings: {
      language: 'he',
      showAmount: true,
      labelsAsPlaceholdersOnSmallScreens: true,
      monitorHttp: true,
    },
  },
  { path: 'fertagus', screen: card, theme: 'fertagus-theme' },
  { path: 'macjack', screen: card, theme: 'macjack-theme' },
  { path: 'skyloop', screen: card, theme: 'skyloop-theme' },
  { path: 'pizza_hut', screen: card, theme: 'pizza_hut-theme' },
  { path: 'aegean', screen: card, theme: 'aegean-theme' },
  { path: 'holidayheroes', screen: card, theme: 'holidayheroes-theme' },
  { path: 'b_game', screen: card, theme: 'b_game-theme', settings: { backButtonOnMobile: true } },
  { path: 'pizza_movil', screen: card, theme: 'pizza_movil-theme' },
  {
    path: 'klass_wagen',
    screen: card,
    theme: 'klass_wagen-theme',
    settings: { showAmount: true, validateCardOperation: 10 },
  },
  { path: 'lusopay', screen: card, theme: 'lusopay-theme' },

  // Variants with their own screens (spec 2: "What these screens contain is not shown").
  { path: 'airbaltic', screen: 'airbaltic', theme: 'airbaltic-theme', settings: { inIframe: true } },
  { path: 'scenic', screen: 'scenic', theme: 'scenic-theme', settings: { readAddressFields: true } },
  { path: 'elal', screen: 'elal', theme: 'elal-theme', settings: { monitorHttp: true } },
  // Beyond the spec's list: a kiosk has no previous page to go back to, and the kiosk,
  // ticketing, holiday and top-up checkouts put the amount first.
  {
    path: 'nayax',
    screen: 'nayax',
    theme: 'nayax-theme',
    // A kiosk shows one field per step: a placeholder alone would leave the step unnamed once typed in.
    settings: { backButtonOnDesktop: false, inputLabelsOnAllScreens: true, showAmount: true },
  },
  { path: 'alsa', screen: 'alsa', theme: 'alsa-theme', settings: { showAmount: true } },
  { path: 'tui', screen: 'tui', theme: 'tui-theme', settings: { showAmount: true } },
  { path: 'phemex', screen: 'phemex', theme: 'phemex-theme', settings: { showAmount: true } },
  { path: 'stb', screen: 'stb', theme: 'stb-theme' },
  { path: 'salesforce/templates', screen: 'salesforce-templates', theme: 'salesforce-templates-theme' },
  { path: 'sandbox', screen: 'sandbox', theme: 'sandbox-theme' },
  { path: 'result', screen: 'result', theme: 'result-theme' },
];

/** The error page every unknown path redirects to (spec 2): its path is page code's too, in src/core. */
export { errorPagePath };
export const healthPagePath = 'health.html';

export const pages: readonly PageEntry[] = [
  { path: healthPagePath, screen: 'health', theme: 'basic-theme' },
  { path: errorPagePath, screen: 'error', theme: 'basic-theme' },
];
