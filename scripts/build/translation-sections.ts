import type { ScreenName, VariantSettings } from '@variants/settings';

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

/**
 * The top-level sections of public/assets/i18n/{lang}.json each screen uses. The build keeps only
 * these in a variant's copy of the translations (the card form does not download the sandbox's
 * or the result page's texts); translation-sections.test.ts checks every key a screen's code
 * names is kept.
 */
export const translationSections: Readonly<Record<ScreenName, readonly string[]>> = {
  'card-form': paymentSections,
  airbaltic: paymentSections,
  alsa: paymentSections,
  elal: [...paymentSections, 'elal'],
  nayax: [...paymentSections, 'nayax'],
  phemex: paymentSections,
  'salesforce-templates': [...paymentSections, 'salesforce'],
  scenic: paymentSections,
  stb: [...paymentSections, 'stb'],
  tui: paymentSections,
  result: ['page', 'card', 'billing', 'recipient', 'actions', 'status', 'result'],
  error: ['card', 'billing', 'recipient', 'status', 'error'],
  health: ['card', 'billing', 'recipient', 'status', 'health'],
  sandbox: ['card', 'billing', 'recipient', 'status', 'sandbox', 'languages'],
};

/** The settings that decide which optional sections a variant keeps. */
export type SectionSettings = Pick<
  VariantSettings,
  'readAddressFields' | 'recipientDetails' | 'orderSummary'
>;

/**
 * A variant's sections: its screen's, less what its settings rule out. The billing fields (the
 * only user of 'billing') show only where the variant reads address fields (scenic), the recipient
 * fields (the only user of 'recipient') only where it asks for the recipient (small_world); the
 * standard form and the kiosk name 'summary' only through the order summary, which only aober shows:
 * every other variant's first load goes without those texts.
 */
export function translationSectionsFor(screen: ScreenName, settings: SectionSettings): readonly string[] {
  const sections = translationSections[screen];
  // The build runs without a type check: a screen added to screenNames but not to the table
  // above must fail naming both, not as "cannot read properties of undefined".
  if (!sections) {
    throw new Error(
      `screen "${screen}" has no entry in translationSections (scripts/build/translation-sections.ts): ` +
        'name the translation sections it uses there',
    );
  }
  return sections.filter(
    (section) =>
      !(section === 'billing' && !settings.readAddressFields) &&
      !(section === 'recipient' && !settings.recipientDetails) &&
      !(section === 'summary' && summaryOnlyThroughOrderSummary.has(screen) && !settings.orderSummary),
  );
}

/** Screens whose own code shows no purchase summary: only the shared order summary names 'summary'. */
const summaryOnlyThroughOrderSummary: ReadonlySet<ScreenName> = new Set(['card-form', 'nayax']);

/** A translation file with only the given top-level sections, in the file's own order. */
export function keepSections(
  translations: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(translations).filter(([section]) => sections.includes(section)));
}
