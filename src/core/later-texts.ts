/**
 * The rule that cuts a payment screen's translations in two (the first-screen file and the later
 * one, src/platform/translation-split.ts names them). The build applies it
 * (scripts/build/variant-plugin.ts); the page never imports it, so the key names below are not
 * counted as texts a screen's code asks for.
 */

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

/**
 * Keys of a later section that the first screen's answer to Pay shows: Pay pressed as the page
 * starts is answered before the later file can have come, and the error summary's count is what a
 * screen reader hears first, so it is never said empty (the summary's links name the fields by
 * their first-screen labels where a variant hides empty-field messages, as most do).
 */
const firstKeys: readonly string[] = ['status.fixErrors'];

/** i18next's plural suffixes: `status.fixErrors_one` is the key `status.fixErrors`. */
const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;

/** Whether a (dotted) key is shown only after the shopper acted, so it is served from the later file. */
export function isLaterKey(key: string): boolean {
  const base = key.replace(pluralSuffix, '');
  const parts = base.split('.');
  if (firstKeys.includes(base)) return false;
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
