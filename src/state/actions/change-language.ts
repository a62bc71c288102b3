import type { i18n } from 'i18next';
import { type LanguageCode, toBcp47 } from '@/core/languages';
import { applyDocumentLanguage } from '@/platform/i18n';
import { $language } from '@/state/stores';

/**
 * The shopper picks another language: the store, `<html lang dir>` and the strings follow, and
 * the typed card data stays. Choosing the current language does nothing.
 */
export function changeLanguage(language: LanguageCode, texts: i18n): void {
  if (language === $language.get()) return;
  $language.set(language);
  applyDocumentLanguage(language);
  void texts.changeLanguage(toBcp47(language));
}
