import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, fromBcp47, type LanguageCode, textDirection, toBcp47 } from '@/core/languages';
import { createTranslationBackend } from '@/platform/translation-backend';

export interface StartI18nOptions {
  language: LanguageCode;
  baseUrl: string;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
}

/**
 * Loads the page language over HTTP (one file: every language file holds every key, as the
 * translation-file tests check) and sets `<html lang dir>`. Resolves even when a file cannot be
 * loaded: after its retries a missing language is served from English (and the page then says
 * it is in English), and if English is missing too the keys show, but the page still works.
 */
export async function startI18n(options: StartI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  let shownLanguage = options.language;
  await instance
    .use(
      createTranslationBackend({
        baseUrl: options.baseUrl,
        fileCodeFor: (tag) => fromBcp47(tag) ?? fallbackLanguage,
        fallbackFileCode: fallbackLanguage,
        onFallback: () => {
          shownLanguage = fallbackLanguage;
        },
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
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
      interpolation: { escapeValue: false },
      // Keys are dotted paths and never name a namespace: saying so spares every t() call
      // i18next's "is this key natural language?" regular expressions.
      nsSeparator: false,
      returnNull: false,
      react: { useSuspense: false },
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
