import i18next, { type i18n } from 'i18next';
import { loadFirstTexts, type StartI18nOptions, startFullI18n } from '@/platform/i18n';

/**
 * The first texts and i18next at once, as the page starts them when it renders in the browser
 * (src/start-page.tsx), for tests of loading, fallbacks and later texts.
 */
export async function startI18n(options: StartI18nOptions): Promise<i18n> {
  return startFullI18n(options, await loadFirstTexts(options), i18next);
}

/** Whether the first screen's texts arrived, from the language file or the bundled English. */
export function hasFirstTexts(instance: i18n): boolean {
  return instance.hasResourceBundle(instance.language, 'translation');
}
