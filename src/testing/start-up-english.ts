import type { i18n } from 'i18next';
import { createStartUpTexts } from '@/platform/start-up-texts';
import englishTexts from '@/testing/english-texts';

/**
 * The English texts a hydrating payment page speaks with before i18next has come
 * (platform/start-up-texts.ts): the first-screen file alone, no later text. As react-i18next's
 * provider takes them (I18nextProvider, PageTree).
 */
export function englishStartUpTexts(): i18n {
  return createStartUpTexts({ language: 'en', shownLanguage: 'en', texts: englishTexts.translation })
    .texts as i18n;
}
