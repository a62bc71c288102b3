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
  return translationSections[screen].filter(
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

/** Sections every key of which is said only in answer to the shopper: the payment's progress and outcome. */
const laterSections: readonly string[] = ['status'];

/**
 * Leaf names of validation and failure messages (card.number.invalid, billing.email.required,
 * savedCards.cvvRequired, savedCards.deleteFailed, recipient.tooLong, card.expired). Such a
 * message appears only after the shopper typed, left a field or pressed pay, so a key added under
 * one of these names is served later without anyone touching this file. A text the first screen
 * shows must not use them.
 */
// "expiredOn" (a saved card's "Expired 10/20" label) is first-screen text: it escapes `expired`.
const laterLeafPattern =
  /^(?:required|invalid\w*|incomplete|unsupported|past|tooFar|tooLong|wrong|expired)$|(?:Required|Failed)$/;

/** Later texts whose names do not say so: results of the shopper's own actions. */
const laterKeys: readonly string[] = [
  'card.expiry.month',
  'savedCards.deleted',
  'savedCards.noneLeft',
  'apm.redirecting',
];

/** i18next's plural suffixes: `status.fixErrors_one` is the key `status.fixErrors`. */
const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;

/** Whether a (dotted) key is shown only after the shopper acted, so it is served from the later file. */
export function isLaterKey(key: string): boolean {
  const base = key.replace(pluralSuffix, '');
  const parts = base.split('.');
  return (
    laterSections.includes(parts[0] ?? '') ||
    laterLeafPattern.test(parts[parts.length - 1] ?? '') ||
    laterKeys.includes(base)
  );
}

type TranslationTree = Record<string, unknown>;

/**
 * A translation file cut in two by isLaterKey: the first-screen texts and the later ones, each
 * in the file's own order, with sections or groups left empty dropped.
 */
export function splitLaterTexts(
  translations: TranslationTree,
  prefix = '',
): { first: TranslationTree; later: TranslationTree } {
  const first: TranslationTree = {};
  const later: TranslationTree = {};
  for (const [name, value] of Object.entries(translations)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const parts = splitLaterTexts(value as TranslationTree, `${key}.`);
      if (Object.keys(parts.first).length > 0) first[name] = parts.first;
      if (Object.keys(parts.later).length > 0) later[name] = parts.later;
    } else if (isLaterKey(key)) later[name] = value;
    else first[name] = value;
  }
  return { first, later };
}
