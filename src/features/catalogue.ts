/**
 * Every feature: a folder of src/features/ that loads on its own, and when it loads. The one list
 * of them. Each folder has one door, its index.ts; first-screen code reaches it only through
 * import() of that door (scripts/architecture/feature-imports.ts refuses anything else).
 *
 * `from` says which module holds the feature's import(), and so which bundles carry its chunk: a
 * bundle holds every chunk a module it reaches can import(), and its translation file keeps those
 * chunks' texts.
 * - 'start-up': src/later.ts, which every page's start-up imports, the result and error pages too.
 *   Only code with no components of the payment panel belongs here.
 * - 'payment-panel': src/ui/lazy-parts.ts, which only the payment screens reach.
 *
 * The build makes one lazy chunk per feature from its folder (scripts/build/entry-chunk.ts), named
 * after it; `chunk` names another feature's chunk to travel in instead, for a feature that always
 * loads with it. The order is the chunks' priority: code of src/core or src/platform that two
 * features use goes to the chunk of the one listed first.
 */
export const features = {
  'field-logic': {
    from: 'start-up',
    when: 'once a payment page is usable, else on the first pointer, key or focus, or on the first edit',
  },
  // Its own folder, not field-logic's: field-logic is reached from every page's start-up, and
  // the result and error pages must not carry the form's components. One chunk with it, since
  // both arrive on the first interaction.
  'form-feedback': {
    from: 'payment-panel',
    when: 'once the field logic has arrived (mounted before any submit)',
    chunk: 'field-logic',
  },
  // The page services are the checkout's: built from the same door when the first request needs
  // them, asked for on the same first interaction, so one request for both.
  checkout: {
    from: 'start-up',
    when: 'on the first interaction (prefetch), on the first request the services make, or on Pay',
  },
  'saved-cards': {
    from: 'payment-panel',
    when: 'at start-up, when the page was sent a tokenList (its parser loads from src/later.ts)',
  },
  'form-extras': {
    from: 'payment-panel',
    when: 'when the form shows the billing address (addressFields) or the recipient (small_world)',
  },
  apm: { from: 'payment-panel', when: 'when the panel shows APM buttons (apmPaymentMethods)' },
  // In the checkout's chunk: the pointer or key that clicks Back has already started loading the
  // checkout (the first-interaction prefetch), and a chunk of its own cost every page's first load
  // an import-map line with its hash.
  'back-navigation': { from: 'start-up', when: 'on the Back click', chunk: 'checkout' },
  // Two features, not one "amount": the request is loaded by a state action every page's start-up
  // reaches, the banner is a component of the payment panel.
  'payment-request': {
    from: 'start-up',
    when: 'when a payment screen opens (the amount, and whether the request is paid or expired)',
  },
  // One chunk with payment-request, which every payment screen loads as it opens: the banner shows
  // what that request fetches, and a chunk of its own cost every payment page's first load an
  // import-map line with its hash.
  'amount-banner': {
    from: 'payment-panel',
    when: 'when the variant shows the amount',
    chunk: 'payment-request',
  },
  // Its own folder, not payment-request's: that one is reached from every page's start-up, and
  // this is a component of the payment panel, needed only for an old link (the result and error
  // pages never reach it). One chunk with payment-request, which every payment screen loads at
  // start: a chunk of its own cost each payment page's first load an import-map line with its hash.
  'request-closed': {
    from: 'payment-panel',
    when: "when the gateway says the link's request is already paid or has expired",
    chunk: 'payment-request',
  },
  // One chunk with form-extras: each is a part that one or two variants show and the rest never
  // load, and a chunk of its own cost every payment page's first load an import-map line with its
  // hash; aober fetches the extra fields' code with its summary, scenic and small_world the summary's.
  'order-summary': {
    from: 'payment-panel',
    when: 'when the variant shows the order summary (aober)',
    chunk: 'form-extras',
  },
} as const satisfies Record<string, FeatureEntry>;

interface FeatureEntry {
  from: 'start-up' | 'payment-panel';
  when: string;
  chunk?: string;
}

export type FeatureName = keyof typeof features;

/** The features whose import() is in the module named by `from`. */
export type FeaturesFrom<From extends FeatureEntry['from']> = {
  [Name in FeatureName]: (typeof features)[Name]['from'] extends From ? Name : never;
}[FeatureName];
