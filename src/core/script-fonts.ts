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

/**
 * One weight band of a script face: the installed faces it may be drawn from. Chromium and Firefox
 * match `local()` by a face's full or PostScript name; WebKit on Linux by the family's name, at the
 * weight asked for, so the family's name comes last in each band.
 */
export interface ScriptFaceWeight {
  readonly weight: string;
  readonly localNames: readonly string[];
}

/** A face of ours that draws only one script's letters, from a font already on the device. */
export interface ScriptFace {
  readonly family: string;
  readonly unicodeRange: string;
  readonly weights: readonly ScriptFaceWeight[];
}

/**
 * Even with the script's fonts in the list, Chromium tried every family before them for each
 * Hebrew run of each font size and weight (on Linux, a fontconfig query for each family the device
 * lacks: -apple-system, Segoe UI, …), which kept gett's first layout at ~150 ms of CPU on 4G's 2x
 * against ~55 for basic. A face limited to the script's code points, named first, answers for its
 * letters at once, and every other letter skips it (so the merchant's fonts draw those, and set
 * the line's metrics, as before). Its faces are the font the system would fall back to anyway on
 * Android and Linux (Noto Sans Hebrew), by name, at two weights so bold text gets the real bold;
 * where neither name is installed (Apple's and Windows' devices, as a rule) the face stays unused
 * and the list after it decides, as before. `swap`: a device that looks its local fonts up
 * asynchronously shows the letters from the list meanwhile, never blank.
 */
export const scriptFaces: Partial<Record<LanguageCode, ScriptFace>> = {
  he: {
    family: 'hpp-hebrew',
    unicodeRange: 'U+0590-05FF, U+FB1D-FB4F',
    weights: [
      {
        weight: '100 500',
        localNames: ['Noto Sans Hebrew Regular', 'NotoSansHebrew-Regular', 'Noto Sans Hebrew'],
      },
      { weight: '600 900', localNames: ['Noto Sans Hebrew Bold', 'NotoSansHebrew-Bold', 'Noto Sans Hebrew'] },
    ],
  },
};

/**
 * A font stack for a page in `language`: the script's own face first (it draws that script's
 * letters only), then the merchant's fonts, as given, then the script's system fonts.
 */
export function withScriptFonts(stack: string, language: LanguageCode): string {
  const fonts = scriptFonts[language];
  if (!fonts) return stack;
  const face = scriptFaces[language];
  return `${face ? `${face.family}, ` : ''}${stack}, ${fonts.map((font) => `"${font}"`).join(', ')}`;
}

/** The `@font-face` rules of every script face (CSS, one rule per weight band). */
export function scriptFaceRules(): string {
  return Object.values(scriptFaces)
    .flatMap((face) =>
      face.weights.map(
        ({ weight, localNames }) =>
          `@font-face{font-family:${face.family};src:${localNames.map((name) => `local("${name}")`).join(',')};` +
          `font-weight:${weight};font-display:swap;unicode-range:${face.unicodeRange}}`,
      ),
    )
    .join('\n');
}

/** The `:lang()` argument that matches the page in `language` (`<html lang>` is its BCP 47 tag). */
export function scriptFontLanguages(): { language: LanguageCode; tag: string }[] {
  return (Object.keys(scriptFonts) as LanguageCode[]).map((language) => ({
    language,
    tag: toBcp47(language),
  }));
}
