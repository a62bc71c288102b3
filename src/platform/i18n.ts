import i18next, { type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, fromBcp47, type LanguageCode, textDirection, toBcp47 } from '@/core/languages';
import { createTranslationBackend } from '@/platform/translation-backend';
import { laterNamespace } from '@/platform/translation-split';

/** How every t() of the page reads its texts: in the browser, and in the build that prerenders the first screen. */
export const textOptions = {
  interpolation: { escapeValue: false },
  // Keys are dotted paths and never name a namespace: saying so spares every t() call
  // i18next's "is this key natural language?" regular expressions.
  nsSeparator: false,
  returnNull: false,
  fallbackNS: laterNamespace,
} as const;

export interface StartI18nOptions {
  language: LanguageCode;
  baseUrl: string;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  /** How long a language file may take before the bundled English is loaded alongside it. */
  slowFileMs?: number;
  /** The English texts shipped in the bundle; by default the lazy chunk the build makes of them. */
  bundledEnglish?: (namespace: string) => Promise<ResourceKey>;
}

/**
 * The variant's own English texts (both files' worth), baked by the build into a chunk of their
 * own: only a failed or slow language file makes the page download it.
 */
const loadBundledEnglish = (namespace: string): Promise<ResourceKey> =>
  import('virtual:english-texts').then((module) => module.default[namespace] as ResourceKey);

/**
 * Said in place of a text from the later file that did not arrive (offline, blocked): words, never
 * a key. English, because the page language's own words are in the very file that is missing;
 * general, because it stands in for a field's error and for a payment's status alike.
 */
export const unavailableTextLine = 'Please check and try again.';

/**
 * The English said in place of the few later texts for which unavailableTextLine would mislead:
 * the notice that only a reload helps, and its button, may be shown just when the later file
 * could not be loaded either.
 */
const unavailableTextLines: Readonly<Record<string, string>> = {
  'status.reloadNeeded': 'Please reload the page.',
  'status.reloadPage': 'Reload page',
};

/** How long a later text may be on its way before the page says unavailableTextLine instead. */
export const laterTextWaitMs = 3000;

/** Emitted when the page stops waiting for a language's later texts, so react-i18next re-renders. */
const laterTextsGaveUp = 'laterTextsGaveUp';

/**
 * What t() says for a key found in neither file. While the later file is on its way: nothing (the
 * text appears when it lands: the store's 'added' re-renders). Once both files are in and the key is
 * in neither (a language file that lacks a text): that key's own English, from the English shipped in
 * the bundle, loaded then (nothing while it comes). Once the later file failed or took longer than
 * laterTextWaitMs, or the English has no such text: unavailableTextLine, and one more try at the
 * file. Without even the first file: the key, as the page always did.
 */
function missingTextSaying(
  instance: i18n,
  bundledEnglish: (namespace: string) => Promise<ResourceKey>,
): (key: string) => string {
  const waiting = new Set<string>();
  const gaveUp = new Set<string>();
  /** The bundled English: not asked for yet (undefined), on its way (true), in or failed (false). */
  let englishComing: boolean | undefined;
  const giveUp = (language: string) => {
    if (gaveUp.has(language) || instance.hasResourceBundle(language, laterNamespace)) return;
    gaveUp.add(language);
    // Once more, in the background: a phone that was offline a moment ago may be back. From a
    // timer, because i18next reports the failure before it stops counting that load as pending.
    setTimeout(() => void instance.reloadResources(language, laterNamespace));
    instance.emit(laterTextsGaveUp);
  };
  instance.on('failedLoading', (language: string, namespace: string) => {
    if (namespace === laterNamespace) giveUp(language);
  });
  return (key) => {
    const language = instance.language;
    if (!instance.hasResourceBundle(language, 'translation')) return key;
    const complete = instance.hasResourceBundle(language, laterNamespace);
    // Each missing text falls back to its own English text (spec 2: English is the fallback), never
    // to a general line that may belong to another key: a pay button must not read "Please check".
    if (complete && englishComing === undefined) {
      englishComing = true;
      Promise.all([bundledEnglish('translation'), bundledEnglish(laterNamespace)]).then(
        ([first, later]) => {
          englishComing = false;
          // From now on i18next itself reads what a language lacks in English, interpolated as its
          // own (it re-reads fallbackLng on every lookup); adding the texts re-renders.
          instance.options.fallbackLng = fallbackLanguage;
          instance.addResourceBundle(fallbackLanguage, 'translation', first);
          instance.addResourceBundle(fallbackLanguage, laterNamespace, later);
        },
        () => {
          englishComing = false;
          instance.emit(laterTextsGaveUp);
        },
      );
    }
    if (englishComing) return '';
    if (complete || gaveUp.has(language)) {
      return unavailableTextLines[key] ?? unavailableTextLine;
    }
    if (!waiting.has(language)) {
      waiting.add(language);
      setTimeout(() => giveUp(language), laterTextWaitMs);
    }
    return '';
  };
}

/**
 * After the first paint, the texts said only once the shopper acts (src/core/later-texts.ts).
 * Every later t() call finds them through `fallbackNS`; a language switched to afterwards loads
 * both of its files, as loadNamespaces added this namespace to the ones i18next keeps.
 */
export function loadLaterTexts(instance: i18n): void {
  requestAnimationFrame(() => setTimeout(() => void instance.loadNamespaces(laterNamespace)));
}

/** Whether the first screen's texts arrived, from the language file or the bundled English. */
export function hasFirstTexts(instance: i18n): boolean {
  return instance.hasResourceBundle(instance.language, 'translation');
}

/**
 * Loads the page language over HTTP (the first-screen file: every language file holds every key,
 * as the translation-file tests check) and sets `<html lang dir>`. Resolves even when a file cannot be
 * loaded: a language whose file failed after its retries, or is slow, is served from the English
 * shipped in the bundle (and the page then says it is in English). If that chunk cannot be loaded
 * either (no network at all) there are no texts: `hasFirstTexts` tells, and start-up shows none.
 */
export async function startI18n(options: StartI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  let shownLanguage = options.language;
  const bundledEnglish = options.bundledEnglish ?? loadBundledEnglish;
  await instance
    .use(
      // The test hooks (fetchImpl, retryDelayMs, slowFileMs) pass through under the same names.
      createTranslationBackend({
        ...options,
        fileCodeFor: (tag) => fromBcp47(tag) ?? fallbackLanguage,
        bundledEnglish,
        onFallback: () => {
          shownLanguage = fallbackLanguage;
        },
      }),
    )
    .use(initReactI18next)
    .init({
      // i18next works with BCP 47 tags so its Intl-based plural rules are right for zh, uk and nb;
      // the backend maps them back to the spec's file codes (cn, ua, no).
      lng: toBcp47(options.language),
      fallbackLng: false,
      supportedLngs: false,
      load: 'currentOnly',
      ...textOptions,
      parseMissingKeyHandler: missingTextSaying(instance, bundledEnglish),
      react: {
        useSuspense: false,
        bindI18n: `languageChanged ${laterTextsGaveUp}`,
        bindI18nStore: 'added',
      },
      // Ask the backend at once instead of from a setTimeout(0): the file is preloaded by the
      // HTML, and a timer hop waits behind whatever else a slow phone has queued.
      initAsync: false,
    })
    .catch(() => undefined);
  applyDocumentLanguage(shownLanguage);
  return instance;
}

export function applyDocumentLanguage(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = textDirection(language);
}
