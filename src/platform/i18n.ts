import type { i18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, fromBcp47, type LanguageCode, textDirection, toBcp47 } from '@/core/languages';
import { createTranslationBackend, type EarlyFiles, fetchEarly } from '@/platform/translation-backend';
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
  /** Files fetched before i18next asks for them (fetchFirstFileEarly): its backend takes them from here. */
  earlyFiles?: EarlyFiles;
}

/**
 * Starts fetching `language`'s first-screen file now, side by side with the i18next chunk rather
 * than after it: the page is switching to it once i18next has come (a language named in the
 * address), and a slow phone would otherwise wait one round trip after the other. i18next's backend
 * takes this fetch instead of making its own (no second request), and the switch still waits for
 * the file, so every text changes at once.
 */
export function fetchFirstFileEarly(options: StartI18nOptions, language: LanguageCode): void {
  if (options.earlyFiles) fetchEarly(options, options.earlyFiles, language, 'translation');
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

/** What the page says for a later text it cannot have: the key's own line, or the general one. */
export function unavailableText(key: string): string {
  return unavailableTextLines[key] ?? unavailableTextLine;
}

/** How long a later text may be on its way before the page says unavailableTextLine instead. */
export const laterTextWaitMs = 3000;

/** Emitted when the page stops waiting for a language's later texts, so react-i18next re-renders. */
export const laterTextsGaveUp = 'laterTextsGaveUp';

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
      return unavailableText(key);
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
export function loadLaterTexts(instance: Pick<i18n, 'loadNamespaces'>): void {
  requestAnimationFrame(() => setTimeout(() => void instance.loadNamespaces(laterNamespace)));
}

/** The first-screen texts of a language, as loaded, and the language they are really in. */
export interface FirstTexts {
  /** The language asked for: i18next keeps the texts under it, whatever file answered. */
  language: LanguageCode;
  /** The language the texts are in: the one asked for, or English when the bundled English answered. */
  shownLanguage: LanguageCode;
  texts: ResourceKey;
}

/**
 * The languages (BCP 47) whose first-screen file the bundled English stood in for, in this page:
 * shown in one of them, the page says it is in English (languageShown).
 */
const shownInEnglish = new Set<string>();

function noteEnglishShown(language: string, namespace: string): void {
  if (namespace === 'translation') shownInEnglish.add(language);
}

/**
 * The language the page's texts are in once it shows `language`: English where that language's
 * file failed and the bundled English stood in (its later texts alone falling back do not count:
 * each is marked as English where it shows, english-parts.ts).
 */
export function languageShown(language: LanguageCode): LanguageCode {
  return shownInEnglish.has(toBcp47(language)) ? fallbackLanguage : language;
}

function backendFor(options: StartI18nOptions, onFallback?: (language: string, namespace: string) => void) {
  // The test hooks (fetchImpl, retryDelayMs, slowFileMs) pass through under the same names.
  return createTranslationBackend({
    ...options,
    fileCodeFor: (tag) => fromBcp47(tag) ?? fallbackLanguage,
    bundledEnglish: options.bundledEnglish ?? loadBundledEnglish,
    ...(onFallback ? { onFallback } : {}),
  });
}

/**
 * Loads the page language's first-screen file over HTTP (every language file holds every key, as
 * the translation-file tests check) and sets `<html lang dir>`, without i18next, for a page the
 * browser renders (a prerendered one has its texts in its entry: start-page.tsx); it renders from
 * these texts (start-up-texts.ts) once i18next has come or cannot. A file that
 * failed after its retries, or is slow, is served from the English shipped in the bundle (and the
 * page then says it is in English). If that chunk cannot be loaded either (no network at all):
 * undefined, and start-up shows no texts.
 */
export function loadFirstTexts(options: StartI18nOptions): Promise<FirstTexts | undefined> {
  let shownLanguage = options.language;
  const backend = backendFor(options, () => {
    shownLanguage = fallbackLanguage;
  });
  return new Promise((resolve) => {
    backend.read(toBcp47(options.language), 'translation', (error, data) => {
      if (error || !data || typeof data !== 'object') {
        resolve(undefined);
        return;
      }
      applyDocumentLanguage(shownLanguage);
      resolve({ language: options.language, shownLanguage, texts: data });
    });
  });
}

/** How react-i18next re-renders: on a language change, on a later text given up, on texts added. */
export const reactOptions = {
  useSuspense: false,
  bindI18n: `languageChanged ${laterTextsGaveUp}`,
  bindI18nStore: 'added',
} as const;

/**
 * i18next itself, holding the first texts already loaded (no second request for them): later
 * texts, other languages, plurals, formatting and the English of a missing text come through it.
 * `library` is i18next's module, a chunk of its own that src/state/load-translation-library.ts
 * loads by the one loader's rule, once the page is usable (or at once when the page is rendered in
 * the browser rather than hydrated).
 */
export async function startFullI18n(
  options: StartI18nOptions,
  first: FirstTexts | undefined,
  library: Pick<i18n, 'createInstance'>,
): Promise<i18n> {
  const instance = library.createInstance();
  const language = toBcp47(options.language);
  await instance
    .use(backendFor(options, noteEnglishShown))
    .use(initReactI18next)
    .init({
      // i18next works with BCP 47 tags so its Intl-based plural rules are right for zh, uk and nb;
      // the backend maps them back to the spec's file codes (cn, ua, no).
      lng: language,
      fallbackLng: false,
      supportedLngs: false,
      load: 'currentOnly',
      ...textOptions,
      // The first texts are in the store from the start; the backend loads only what is not (the
      // later file, another language). Without them there is nothing to show: no second try.
      resources: first ? { [language]: { translation: first.texts } } : {},
      partialBundledLanguages: first !== undefined,
      parseMissingKeyHandler: missingTextSaying(instance, options.bundledEnglish ?? loadBundledEnglish),
      react: reactOptions,
      initAsync: false,
    })
    .catch(() => undefined);
  return instance;
}

/**
 * Says the page's language and direction on `<html>`, leaving either alone where it already says
 * so, as the build wrote it: Chromium restyled every element of the page when the two were set to
 * the values they had, in the start-up task before hydration, on the way to usable.
 */
export function applyDocumentLanguage(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const lang = toBcp47(language);
  const dir = textDirection(language);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}
