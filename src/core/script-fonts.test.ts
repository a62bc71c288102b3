import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LanguageCode, supportedLanguages } from '@/core/languages';
import { scriptFontLanguages, scriptFonts, withScriptFonts } from '@/core/script-fonts';

// Every font the usual UI stacks name has these; a letter of any other script sends the browser
// searching the system's fonts unless the stack names one that has it.
const coveredScripts = ['Latin', 'Cyrillic', 'Greek', 'Common', 'Inherited'];

/** The scripts of a language's texts that the UI fonts lack, read from its translation file. */
function uncoveredScripts(language: LanguageCode): string[] {
  const texts = JSON.parse(
    readFileSync(resolve(process.cwd(), `public/assets/i18n/${language}.json`), 'utf8'),
  );
  // Each language's own name, in its own script, for a list of languages (the sandbox console):
  // not what a page in this language is written in.
  delete texts.languages;
  const found = new Set<string>();
  for (const letter of JSON.stringify(texts).match(/\p{L}/gu) ?? []) {
    if (coveredScripts.some((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(letter))) continue;
    const known = ['Hebrew', 'Han', 'Arabic', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Devanagari'];
    found.add(known.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(letter)) ?? letter);
  }
  return [...found];
}

describe('script fonts', () => {
  // Source: public/assets/i18n/{lang}.json, the texts each page language shows.
  it.each(supportedLanguages.map((language) => [language, uncoveredScripts(language)] as const))(
    '%s: a font list exactly when its texts use a script the UI fonts lack (%j)',
    (language, uncovered) => {
      expect(scriptFonts[language] !== undefined).toBe(uncovered.length > 0);
    },
  );

  it.each([
    [
      'he',
      'system-ui, sans-serif',
      'system-ui, sans-serif, "Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial"',
    ],
    [
      'cn',
      '"Acme Sans"',
      '"Acme Sans", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei"',
    ],
    ['de', 'system-ui, sans-serif', 'system-ui, sans-serif'],
    ['ru', 'Inter, sans-serif', 'Inter, sans-serif'],
  ] as const)('%s: the merchant’s fonts first, as given, then the script’s', (language, stack, expected) => {
    expect(withScriptFonts(stack, language)).toBe(expected);
  });

  it('names each language by the tag <html lang> carries', () => {
    expect(scriptFontLanguages()).toEqual([
      { language: 'he', tag: 'he' },
      { language: 'cn', tag: 'zh-Hans' },
    ]);
  });
});
