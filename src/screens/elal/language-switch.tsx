import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, toBcp47 } from '@/core/languages';
import { changeLanguage } from '@/state/actions/change-language';
import { $language } from '@/state/stores';

/** EL AL serves Hebrew and English speakers equally, so both are one tap away. */
export const elalLanguages: readonly LanguageCode[] = ['he', 'en'];

/**
 * Each language's name in that language: the same words on the Hebrew and the English page, so
 * they are not translations. Written here for the two EL AL offers, rather than shipping the
 * translation files' list of all sixteen with the first load.
 */
const ownNames: Readonly<Partial<Record<LanguageCode, string>>> = { he: 'עברית', en: 'English' };

/**
 * Switches between Hebrew and English in place: the typed card data stays, the strings reload
 * and `<html lang dir>` flips, so the whole page mirrors through its logical CSS properties.
 * Each option is written in its own language and marked with `lang`, so a screen reader
 * pronounces "עברית" as Hebrew even on the English page.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = useStore($language);
  return (
    <fieldset className="elal-languages">
      <legend className="visually-hidden">{t('elal.language')}</legend>
      {elalLanguages.map((language) => (
        <button
          key={language}
          type="button"
          className="elal-languages__option"
          lang={toBcp47(language)}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(i18n, language)}
        >
          {ownNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
