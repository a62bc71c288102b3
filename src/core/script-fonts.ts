import { type LanguageCode, toBcp47 } from '@/core/languages';

/**
 * System fonts for the scripts of our languages that the usual Latin UI fonts (system-ui,
 * Roboto, Segoe UI, Helvetica, Arial, and the theme stacks of variants/themes.ts) may lack,
 * named after the merchant's own fonts on a page in that language. Without them a browser finds
 * no glyph in the list and searches the system's fonts for one: Chromium on Linux asks fontconfig
 * per run of text, which took gett's first layout from ~50 to ~150 ms of CPU at 4x. The first
 * names are the usual fonts of Android and Linux (Noto), then Apple's, then Windows'.
 * Cyrillic (ru, ua) is in every font those stacks name, so it needs none.
 */
export const scriptFonts: Partial<Record<LanguageCode, readonly string[]>> = {
  he: ['Noto Sans Hebrew', 'Arial Hebrew', 'Segoe UI', 'Arial'],
  cn: ['Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei'],
};

/** A font stack with a language's script fonts after it: the merchant's fonts stay first, as given. */
export function withScriptFonts(stack: string, language: LanguageCode): string {
  const fonts = scriptFonts[language];
  return fonts ? `${stack}, ${fonts.map((font) => `"${font}"`).join(', ')}` : stack;
}

/** The `:lang()` argument that matches the page in `language` (`<html lang>` is its BCP 47 tag). */
export function scriptFontLanguages(): { language: LanguageCode; tag: string }[] {
  return (Object.keys(scriptFonts) as LanguageCode[]).map((language) => ({
    language,
    tag: toBcp47(language),
  }));
}
