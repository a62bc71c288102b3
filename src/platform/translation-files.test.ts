import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/core/languages';

/**
 * Checks the shipped translation files (public/assets/i18n/{lang}.json) against en.json, the source:
 * same keys, same {{placeholders}}, the plural forms each language needs, and real translations
 * rather than English copied over.
 */

const i18nDir = fileURLToPath(new URL('../../public/assets/i18n/', import.meta.url));

// Spec section 2. Listed here rather than derived from the folder, so a missing file fails.
const languages = [
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
type Language = (typeof languages)[number];
const translated = languages.filter((language) => language !== 'en');

// The spec's codes cn, ua and no are not the CLDR locales whose plural rules apply.
const pluralLocaleByCode: Partial<Record<Language, string>> = { cn: 'zh', ua: 'uk', no: 'nb' };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholderPattern = /\{\{\s*([^}\s]+)\s*\}\}/g;
const maxIdenticalShare = 0.15;

/** Keys whose English value is also right in every language: brands, codes, endonyms. */
function isAllowedToMatchEnglish(key: string, value: string): boolean {
  if (key.startsWith('languages.')) return true;
  if (key.startsWith('card.schemes.') && key !== 'card.schemes.default') return true;
  // Digits of a sample card number, and health.html's status text, which spec section 2 fixes
  // as "health OK".
  if (key === 'card.number.placeholder' || key === 'health.status') return true;
  return ['CVV', 'CVC', 'MM/YY', 'Email', 'E-mail'].includes(value);
}

interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

interface LoadedFile {
  bytes: Buffer;
  leaves: Map<string, string>;
  problems: string[];
}

const loaded = new Map<Language, LoadedFile>();

/** Read lazily, so a missing or broken file fails its own tests instead of the whole suite. */
function load(language: Language): LoadedFile {
  const cached = loaded.get(language);
  if (cached) return cached;
  const bytes = readFileSync(`${i18nDir}${language}.json`);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  const parsed: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  const leaves = new Map<string, string>();
  const problems: string[] = [];
  collectLeaves(parsed, '', leaves, problems);
  const file = { bytes, leaves, problems };
  loaded.set(language, file);
  return file;
}

function collectLeaves(value: unknown, path: string, leaves: Map<string, string>, problems: string[]): void {
  if (typeof value === 'string') {
    if (value.trim() === '') problems.push(`${path} is empty`);
    leaves.set(path, value);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${path || '(root)'} is neither a string nor an object`);
    return;
  }
  for (const [key, child] of Object.entries(value as TranslationTree)) {
    collectLeaves(child, path ? `${path}.${key}` : key, leaves, problems);
  }
}

function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))].sort();
}

function pluralBase(key: string): string | undefined {
  return pluralSuffix.test(key) ? key.replace(pluralSuffix, '') : undefined;
}

function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** A category that holds one integer only (Hebrew "one" = 1, "two" = 2) may spell the number out. */
function holdsOneInteger(locale: string, category: string): boolean {
  const rules = new Intl.PluralRules(locale);
  let count = 0;
  for (let n = 0; n <= 200; n++) if (rules.select(n) === category) count++;
  return count === 1;
}

const english = () => load('en').leaves;

function englishPluralBases(): Set<string> {
  return new Set([...english().keys()].map(pluralBase).filter((base): base is string => base !== undefined));
}

function englishPlaceholdersOfBase(base: string): string[] {
  const forms = [...english()].filter(([key]) => pluralBase(key) === base).map(([, value]) => value);
  return [...new Set(forms.flatMap(placeholders))].sort();
}

function identicalToEnglish(leaves: Map<string, string>): string[] {
  return [...leaves]
    .filter(([key, value]) => english().get(key) === value && !isAllowedToMatchEnglish(key, value))
    .map(([key]) => key);
}

describe('translation files', () => {
  it('covers exactly the languages of the page', () => {
    expect([...languages].sort()).toEqual([...supportedLanguages].sort());
    const files = readdirSync(i18nDir).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(languages.map((language) => `${language}.json`).sort());
  });

  it('declares plural forms in en.json the way i18next expects', () => {
    const bases = englishPluralBases();
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      expect(english().has(`${base}_one`) && english().has(`${base}_other`), base).toBe(true);
    }
  });

  it.each(languages)('%s.json is UTF-8 without BOM, and every value is a non-empty string', (language) => {
    const file = load(language);
    expect([...file.bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(file.problems).toEqual([]);
  });
});

describe.each(translated)('%s.json against en.json', (language) => {
  const locale = pluralLocaleByCode[language] ?? language;
  const required = pluralCategories(locale);
  // i18next builds its plural rules from the code it is given; for "cn" that is the default
  // locale's (one/other), so a form for such a category is tolerated as a safety net.
  const tolerated = new Set([...required, ...pluralCategories(language)]);

  it('has every key of en.json and nothing else', () => {
    const { leaves } = load(language);
    const bases = englishPluralBases();
    const expected = new Set([
      ...[...english().keys()].filter((key) => pluralBase(key) === undefined),
      ...[...bases].flatMap((base) => required.map((category) => `${base}_${category}`)),
    ]);
    const missing = [...expected].filter((key) => !leaves.has(key));
    const extra = [...leaves.keys()].filter((key) => {
      if (expected.has(key)) return false;
      const base = pluralBase(key);
      const category = key.split('_').pop() ?? '';
      return !(base !== undefined && bases.has(base) && tolerated.has(category));
    });
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps the {{placeholders}} of every English string', () => {
    const mismatches: string[] = [];
    for (const [key, value] of load(language).leaves) {
      const base = pluralBase(key);
      const wanted =
        base === undefined ? placeholders(english().get(key) ?? '') : englishPlaceholdersOfBase(base);
      const category = key.split('_').pop() ?? '';
      const mayDropCount =
        base !== undefined && (holdsOneInteger(locale, category) || !required.includes(category));
      const got = placeholders(value);
      const acceptable = mayDropCount ? [wanted, wanted.filter((name) => name !== 'count')] : [wanted];
      if (!acceptable.some((names) => names.join() === got.join())) {
        mismatches.push(`${key}: ${got.join() || '(none)'} instead of ${wanted.join() || '(none)'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the language endonyms of en.json', () => {
    const { leaves } = load(language);
    const endonyms = [...english()].filter(([key]) => key.startsWith('languages.'));
    expect(endonyms.filter(([key, value]) => leaves.get(key) !== value)).toEqual([]);
  });

  it('states the expiry format with its own placeholder', () => {
    const { leaves } = load(language);
    expect(english().get('card.expiry.invalid')).toContain(english().get('card.expiry.placeholder'));
    expect(leaves.get('card.expiry.invalid')).toContain(leaves.get('card.expiry.placeholder') ?? '');
  });

  it(`copies fewer than ${maxIdenticalShare * 100}% of its values from English`, () => {
    const { leaves } = load(language);
    const copied = identicalToEnglish(leaves);
    expect(copied.length / leaves.size, copied.join(', ')).toBeLessThan(maxIdenticalShare);
  });
});
