/**
 * The 16 page languages of spec section 2, with the codes the spec uses (cn, ua, no) mapped to
 * proper BCP 47 tags for `<html lang>` and Intl formatting.
 */
export const supportedLanguages = [
  'cn',
  'de',
  'en',
  'et',
  'es',
  'he',
  'fi',
  'fr',
  'it',
  'lt',
  'lv',
  'pl',
  'pt',
  'ru',
  'no',
  'ua',
] as const;
export type LanguageCode = (typeof supportedLanguages)[number];

export const fallbackLanguage: LanguageCode = 'en';

const bcp47ByCode: Record<LanguageCode, string> = {
  cn: 'zh-Hans',
  de: 'de',
  en: 'en',
  et: 'et',
  es: 'es',
  he: 'he',
  fi: 'fi',
  fr: 'fr',
  it: 'it',
  lt: 'lt',
  lv: 'lv',
  pl: 'pl',
  pt: 'pt',
  ru: 'ru',
  no: 'nb',
  ua: 'uk',
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (supportedLanguages as readonly string[]).includes(value);
}

export function toBcp47(code: LanguageCode): string {
  return bcp47ByCode[code];
}

/** Hebrew is the only right-to-left language of the 16. */
export function textDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return code === 'he' ? 'rtl' : 'ltr';
}

/**
 * The page language: the `lang` query parameter when it names a supported language (case and
 * surrounding blanks ignored; the BCP 47 spellings zh, uk and nb are accepted too), else the
 * variant's default.
 */
export function resolveLanguage(queryValue: string | undefined, variantDefault: LanguageCode): LanguageCode {
  const wanted = (queryValue ?? '').trim().toLowerCase();
  if (isLanguageCode(wanted)) return wanted;
  const byTag = supportedLanguages.find((code) => bcp47ByCode[code].toLowerCase().split('-')[0] === wanted);
  return byTag ?? variantDefault;
}

/** The spec's file code for a BCP 47 tag produced by toBcp47 (the translation files keep the spec's codes). */
export function fromBcp47(tag: string): LanguageCode | undefined {
  return supportedLanguages.find((code) => bcp47ByCode[code].toLowerCase() === tag.toLowerCase());
}
