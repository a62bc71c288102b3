import type { i18n } from 'i18next';
import { type LanguageCode, toBcp47 } from '@/core/languages';
import { applyDocumentLanguage, languageShown } from '@/platform/i18n';
import { noticeOnlyReloadHelps } from '@/state/actions/notices';
import { $language } from '@/state/stores';

/**
 * Shows the page in `language`: its texts, `<html lang dir>` and the store that formats amounts and
 * names countries change together, once the language's file has arrived, so the page never shows
 * two languages at once. What the shopper typed stays. When the translation library cannot be
 * loaded (its chunk failed twice: state/load-part.ts) the page stays in its language and says that
 * only a reload brings the other one, rather than a switch that silently does nothing.
 */
export async function changeLanguage(
  instance: Pick<i18n, 'changeLanguage'>,
  language: LanguageCode,
): Promise<void> {
  if (language === $language.get()) return;
  try {
    await instance.changeLanguage(toBcp47(language));
  } catch {
    noticeOnlyReloadHelps();
    return;
  }
  $language.set(language);
  // English from the bundle where the language's file failed: said as English, left to right.
  applyDocumentLanguage(languageShown(language));
}
