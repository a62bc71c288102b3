/**
 * Every feature: a folder of src/features/ that loads on its own, and when it loads. The one list
 * of them. Each folder has one door, its index.ts; first-screen code reaches it only through
 * import() of that door (scripts/architecture/feature-imports.ts refuses anything else).
 *
 * `from` says which module holds the feature's import(), and so which bundles carry its chunk: a
 * bundle holds every chunk a module it reaches can import(), and its translation file keeps those
 * chunks' texts.
 * - 'start-up': src/state/load-later.ts, which every page's start-up imports, the result and error pages too.
 *   Only code with no components of the payment panel belongs here.
 * - 'payment-panel': src/ui/lazy-parts.ts, which only the payment screens reach.
 *
 * The build makes one lazy chunk per feature from its folder (scripts/build/entry-chunk.ts), named
 * after it; `chunk` names another feature's chunk to travel in instead, for a feature that always
 * loads with it. The order is the chunks' priority: code of src/core or src/platform that two
 * features use goes to the chunk of the one listed first.
 */
export const features = {
  // Fetched with a payment page: asked for only once the page was usable, it arrived one round trip
  // and its download later (236-262 ms after the first focus on the slow phone), so the first keys
  // typed stayed unformatted that long. Its bytes travel while the entry compiles and hydrates.
  'field-logic': {
    from: 'start-up',
    when: 'fetched as a payment page loads (a low-priority hint in its HTML), run once the page has loaded and published once hydrated, else on the first pointer, key or focus, or on the first edit',
    fetchedWithPaymentPage: true,
  },
  // Its own folder, not field-logic's: field-logic is reached from every page's start-up, and
  // the result and error pages must not carry the form's components. One chunk with it, since
  // both arrive on the first interaction.
  'form-feedback': {
    from: 'payment-panel',
    when: 'once the field logic has arrived (mounted before any submit)',
    chunk: 'field-logic',
  },
  // Everything that talks to the gateway. The page services are the checkout's: built from the
  // same door when the first request needs them. The payment request and Back were features of
  // their own that loaded this chunk anyway for the services (a step more in the chain, and an
  // import-map line in every page's first load): they are the checkout's too.
  checkout: {
    from: 'start-up',
    when: 'when a payment screen opens (its payment request), else on the first interaction (prefetch), on Pay or on Back',
  },
  'saved-cards': {
    from: 'payment-panel',
    when: 'at start-up, when the page was sent a tokenList (its parser loads from src/state/load-later.ts)',
  },
  'form-extras': {
    from: 'payment-panel',
    when: 'when the form shows the billing address (addressFields) or the recipient (small_world)',
  },
  apm: { from: 'payment-panel', when: 'when the panel shows APM buttons (apmPaymentMethods)' },
  // aober's order summary: what is paid for and how much. In the checkout's chunk, which every
  // payment screen loads as it opens to fetch the payment request whose amount it shows: no
  // request and no import-map line of its own. (The amount banner is on the first screen, so its
  // place is in the HTML: src/ui/amount-banner/.)
  'purchase-summary': {
    from: 'payment-panel',
    when: 'when the variant shows the order summary (aober)',
    chunk: 'checkout',
  },
  // Its own folder, not the checkout's: the checkout is reached from every page's start-up, and
  // this is a component of the payment panel, needed only for an old link (the result and error
  // pages never reach it). In the checkout's chunk, whose payment request tells that the link is
  // closed: it is there when it is needed, with no request of its own.
  'request-closed': {
    from: 'payment-panel',
    when: "when the gateway says the link's request is already paid or has expired",
    chunk: 'checkout',
  },
} as const satisfies Record<string, FeatureEntry>;

interface FeatureEntry {
  from: 'start-up' | 'payment-panel';
  when: string;
  chunk?: string;
  /**
   * The build writes a low-priority <link rel="modulepreload"> for the feature's chunk, with its
   * integrity, into every payment page's HTML (scripts/build/integrity.ts, earlyFetchTags): the
   * bytes are there when the page asks for them, which it still does through the one loader.
   */
  fetchedWithPaymentPage?: true;
}

/** The chunks a payment page fetches as it loads (fetchedWithPaymentPage), by chunk name. */
export function chunksFetchedWithPaymentPage(): string[] {
  return Object.entries(features as Record<string, FeatureEntry>).flatMap(([name, feature]) =>
    feature.fetchedWithPaymentPage ? [feature.chunk ?? name] : [],
  );
}

export type FeatureName = keyof typeof features;

/** The features whose import() is in the module named by `from`. */
export type FeaturesFrom<From extends FeatureEntry['from']> = {
  [Name in FeatureName]: (typeof features)[Name]['from'] extends From ? Name : never;
}[FeatureName];
