import type { i18n } from 'i18next';
import { type LanguageCode, toBcp47 } from '@/core/languages';
import { applyDocumentLanguage } from '@/platform/i18n';
import { $language } from '@/state/stores';

/**
 * Shows the page in `language`: its texts, `<html lang dir>` and the store that formats amounts and
 * names countries change together, once the language's file has arrived, so the page never shows
 * two languages at once. What the shopper typed stays.
 */
export async function changeLanguage(
  instance: Pick<i18n, 'changeLanguage'>,
  language: LanguageCode,
): Promise<void> {
  if (language === $language.get()) return;
  await instance.changeLanguage(toBcp47(language));
  $language.set(language);
  applyDocumentLanguage(language);
}
