/**
 * How a bundle's translations are split into files, for the build that writes them and the page
 * that fetches them. Which texts go to the later file is decided by src/core/later-texts.ts, which
 * only the build and tests import: its key names must not ride in a screen's code.
 */

/**
 * The translation namespace of the texts a payment page shows only after the shopper acted:
 * served from `{lang}.later.json`, fetched after the first paint (src/platform/i18n.ts).
 */
export const laterNamespace = 'later';

/** The file a language's texts of a namespace are served from: `he.json`, `he.later.json`. */
export function translationFileName(code: string, namespace?: string): string {
  return namespace === laterNamespace ? `${code}.${laterNamespace}.json` : `${code}.json`;
}
