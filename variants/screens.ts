/**
 * Every screen a bundle can carry, as one table: its name (the key), its kind and the translation
 * sections it uses. Each screen's code is found by its name: `src/screens/<name>/<name>-screen.tsx`
 * exporting `Screen` (scripts/build/screen-files.ts). What a kind of page does differently (talks
 * to the gateway, splits its texts, is prerendered, links to a merchant, is offered by the console)
 * is written once, in `screenKinds`; the build, the routes and the console read it from here.
 *
 * No shopper page imports this file: what a page needs at start-up is baked into its runtime
 * data (`VariantRuntime.startup`) by the build, so a shopper's first load holds no table. The
 * sandbox console (a developer page, which already carries the registry) reads it to list pages.
 */

/** What a kind of page does, for the build and (through `startup`) for the page itself. */
export interface KindTraits {
  /**
   * At start-up: whether the page reads GET /configuration and talks to the gateway (the other kinds
   * never do), and whether its texts come in two files, the first screen's `{lang}.json` and
   * `{lang}.later.json` fetched after the first paint (the others download every text at once).
   */
  startup: { gateway: boolean; laterTexts: boolean };
  /** The build renders its first screen into its HTML; the result page's words all come from its query. */
  prerendered: boolean;
  /**
   * Whose merchant hosts its links may go to (src/core/merchant-hosts.ts): the variant's own list,
   * the union of every variant's (the result page, which does not know which merchant sent the
   * shopper), or none, as it links to no merchant.
   */
  merchantHosts: 'own' | 'every variant' | 'none';
  /** The sandbox console lists it as a page to open with payment parameters. */
  offeredByConsole: boolean;
  /** Its first load is held to the 100 kB budget: a shopper's page (scripts/build/budget.ts). */
  firstLoadBudget: boolean;
  /**
   * A shopper of an iframe variant lands on it inside the merchant's frame (a failed start-up, the
   * outcome), so it may be framed by every iframe variant's merchants (scripts/security/route-security.ts).
   */
  landingInFrames: boolean;
}

const kindTable = {
  payment: {
    startup: { gateway: true, laterTexts: true },
    prerendered: true,
    merchantHosts: 'own',
    offeredByConsole: true,
    firstLoadBudget: true,
    landingInFrames: false,
  },
  result: {
    startup: { gateway: false, laterTexts: false },
    prerendered: false,
    merchantHosts: 'every variant',
    offeredByConsole: false,
    firstLoadBudget: true,
    landingInFrames: true,
  },
  error: {
    startup: { gateway: false, laterTexts: false },
    prerendered: true,
    merchantHosts: 'none',
    offeredByConsole: false,
    firstLoadBudget: true,
    landingInFrames: true,
  },
  health: {
    startup: { gateway: false, laterTexts: false },
    prerendered: true,
    merchantHosts: 'none',
    offeredByConsole: false,
    firstLoadBudget: true,
    landingInFrames: false,
  },
  console: {
    startup: { gateway: false, laterTexts: false },
    prerendered: false,
    merchantHosts: 'none',
    offeredByConsole: false,
    firstLoadBudget: false,
    landingInFrames: false,
  },
} as const satisfies Record<string, KindTraits>;

export type ScreenKind = keyof typeof kindTable;
export const screenKinds: Readonly<Record<ScreenKind, KindTraits>> = kindTable;

export interface ScreenRow {
  kind: ScreenKind;
  /**
   * The top-level sections of public/assets/i18n/{lang}.json the screen uses: the build keeps only
   * these in its bundle's copy (scripts/build/translation-sections.ts, whose test checks every key
   * the screen's code names is kept).
   */
  sections: readonly string[];
  /** Its own code shows no purchase summary: 'summary' is kept only for the order summary setting. */
  summaryOnlyThroughOrderSummary?: true;
}

/** What every payment screen (PaymentPanel inside PageLayout) asks for. */
const paymentSections = [
  'page',
  'card',
  'billing',
  'recipient',
  'savedCards',
  'apm',
  'actions',
  'status',
  'summary',
] as const;

/** The texts every page needs for a card's fields and the page's status, whatever its kind. */
const fieldAndStatusSections = ['card', 'billing', 'recipient', 'status'] as const;

const screenTable = {
  'card-form': { kind: 'payment', sections: paymentSections, summaryOnlyThroughOrderSummary: true },
  airbaltic: { kind: 'payment', sections: paymentSections },
  scenic: { kind: 'payment', sections: paymentSections },
  elal: { kind: 'payment', sections: [...paymentSections, 'elal'] },
  nayax: { kind: 'payment', sections: [...paymentSections, 'nayax'], summaryOnlyThroughOrderSummary: true },
  alsa: { kind: 'payment', sections: paymentSections },
  tui: { kind: 'payment', sections: paymentSections },
  phemex: { kind: 'payment', sections: paymentSections },
  stb: { kind: 'payment', sections: [...paymentSections, 'stb'] },
  'salesforce-templates': { kind: 'payment', sections: [...paymentSections, 'salesforce'] },
  sandbox: { kind: 'console', sections: [...fieldAndStatusSections, 'sandbox', 'languages'] },
  result: { kind: 'result', sections: ['page', 'actions', ...fieldAndStatusSections, 'result'] },
  health: { kind: 'health', sections: [...fieldAndStatusSections, 'health'] },
  error: { kind: 'error', sections: [...fieldAndStatusSections, 'error'] },
} as const satisfies Record<string, ScreenRow>;

/** A screen's name: a key of `screens`, and the name of its folder under src/screens. */
export type ScreenName = keyof typeof screenTable;
export const screens: Readonly<Record<ScreenName, ScreenRow>> = screenTable;

export const screenNames = Object.keys(screens) as ScreenName[];

/**
 * The kind of a screen named by a plain string (a build report's, a route's), or undefined when no
 * row has that name.
 */
export function kindOfName(screen: string): ScreenKind | undefined {
  return Object.hasOwn(screens, screen) ? screens[screen as ScreenName].kind : undefined;
}

/** What a screen's kind does (see `screenKinds`). */
export function traitsOf(screen: ScreenName): KindTraits {
  const row: ScreenRow | undefined = screens[screen];
  // The build runs without a type check: a registry entry naming no row must fail by name.
  if (!row) throw new Error(`screen "${screen}" has no row in variants/screens.ts`);
  return screenKinds[row.kind];
}
