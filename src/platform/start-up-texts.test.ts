// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type i18n, type ResourceKey } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type LanguageCode, supportedLanguages, toBcp47 } from '@/core/languages';
import { splitLaterTexts } from '@/core/later-texts';
import { textOptions, unavailableTextLine } from '@/platform/i18n';
import { createStartUpTexts } from '@/platform/start-up-texts';

type Tree = Record<string, unknown>;

const fileOf = (language: LanguageCode): Tree =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/assets/i18n/${language}.json`), 'utf8'));

/** The first-screen file the build makes of a language (what the page hydrates from). */
const firstFileOf = (language: LanguageCode): Tree => splitLaterTexts(fileOf(language)).first;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Tree, `${prefix}${name}.`)
      : [[`${prefix}${name}`, String(value)] as [string, string]],
  );
}

const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;
const placeholder = /\{\{-?\s*([^}]+?)\s*\}\}/g;

/** Every call the first screen can make of a file: each key, its values by name, plural keys at several counts. */
function callsOf(tree: Tree): { key: string; values?: Record<string, unknown> }[] {
  const calls = new Map<string, { key: string; values?: Record<string, unknown> }>();
  for (const [key, text] of leaves(tree)) {
    const values = Object.fromEntries(
      [...text.matchAll(placeholder)].map((match) => [match[1], `«${match[1]}»`]),
    );
    const base = key.replace(pluralSuffix, '');
    if (base !== key) {
      for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5]) {
        calls.set(`${base}#${count}`, { key: base, values: { ...values, count } });
      }
    } else calls.set(key, { key, values });
  }
  return [...calls.values()];
}

/** i18next as the page starts it, holding the same file. */
function i18nextWith(language: LanguageCode, texts: Tree): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...textOptions,
    lng: toBcp47(language),
    fallbackLng: false,
    resources: { [toBcp47(language)]: { translation: texts } },
    initAsync: false,
    react: { useSuspense: false },
    parseMissingKeyHandler: () => '',
  });
  return instance;
}

const firstTexts = (language: LanguageCode, texts: Tree) => ({
  language,
  shownLanguage: language,
  texts: texts as ResourceKey,
});

describe('start-up texts say what i18next says', () => {
  // Every language file of the spec (section 2), each key of its first-screen file.
  it.each(supportedLanguages.map((language) => [language]))('%s: every first-screen text', (language) => {
    const first = firstFileOf(language);
    const { texts } = createStartUpTexts(firstTexts(language, first));
    const reference = i18nextWith(language, first);
    const calls = callsOf(first);
    expect(calls.length).toBeGreaterThan(40);
    for (const { key, values } of calls) {
      expect([key, values, texts.t(key, values)]).toEqual([key, values, reference.t(key, values)]);
    }
  });

  // The whole file too, for every plural form a language has (the first file holds only fixErrors'),
  // so the lookup is held to i18next wherever a text may move between the two files.
  it.each(supportedLanguages.map((language) => [language]))(
    '%s: every text of the whole file, plurals included',
    (language) => {
      const whole = fileOf(language);
      const { texts } = createStartUpTexts(firstTexts(language, whole));
      const reference = i18nextWith(language, whole);
      const calls = callsOf(whole);
      expect(calls.some(({ values }) => values?.count !== undefined)).toBe(true);
      for (const { key, values } of calls) {
        expect([key, values, texts.t(key, values)]).toEqual([key, values, reference.t(key, values)]);
      }
    },
  );

  // Forms no language file has yet, as i18next documents them: _zero before the plural form at 0,
  // the bare key when the form is missing, a value not passed left as written (i18next's
  // skipOnVariables), one passed as undefined said as nothing.
  it.each([
    ['a _zero form at 0', { n_zero: 'none', n_one: 'one', n_other: '{{count}} cards' }, 'n', { count: 0 }],
    [
      'the plural form past 0',
      { n_zero: 'none', n_one: 'one', n_other: '{{count}} cards' },
      'n',
      { count: 7 },
    ],
    ['the bare key without the form', { n: '{{count}} of them', n_one: 'one' }, 'n', { count: 4 }],
    ['a value not passed', { greeting: 'Hello {{name}}, {{ other }}' }, 'greeting', { name: 'Ana' }],
    ['an unescaped placeholder', { greeting: 'Hello {{- name}}' }, 'greeting', { name: '<b>' }],
    ['a value passed as undefined', { greeting: 'Hello {{name}}!' }, 'greeting', { name: undefined }],
    ['a key the file lacks (the page says nothing)', { card: { number: 'Number' } }, 'card.name', undefined],
    ['a flat dotted name', { 'card.number': 'Number' }, 'card.number', undefined],
  ])('%s', (_name, tree, key, values) => {
    const { texts } = createStartUpTexts(firstTexts('en', tree));
    expect(texts.t(key, values)).toBe(i18nextWith('en', tree).t(key, values));
  });

  it.each(supportedLanguages.map((language) => [language]))(
    '%s: no text uses what start-up texts do not handle (nesting, formats)',
    (language) => {
      const unhandled = leaves(fileOf(language)).filter(([, text]) => /\$t\(|\{\{[^}]*,[^}]*\}\}/.test(text));
      expect(unhandled).toEqual([]);
    },
  );

  it('renders through react-i18next the same markup as i18next (the hydration the page does)', () => {
    const first = firstFileOf('he');
    function Texts() {
      const { t } = useTranslation();
      return createElement('p', null, t('actions.pay'), ' ', t('card.number.label'));
    }
    const render = (instance: i18n) =>
      renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Texts)));
    const startUp = createStartUpTexts(firstTexts('he', first)).texts as i18n;
    expect(render(startUp)).toBe(render(i18nextWith('he', first)));
    expect(render(startUp)).toContain((first.actions as Tree).pay as string);
  });
});

describe('start-up texts hand over to i18next', () => {
  const english = fileOf('en');
  const { first, later } = splitLaterTexts(english);

  it('answers from the file before i18next, and nothing for a key the file lacks (a later text)', () => {
    const { texts } = createStartUpTexts(firstTexts('en', first));
    expect(texts.t('actions.pay')).toBe('Pay');
    expect(texts.t('status.retry')).toBe('');
    expect(texts.t('status.fixErrors', { count: 2 })).toBe('There are 2 errors in the form.');
    expect(texts.language).toBe('en');
    expect(texts.hasResourceBundle('en', 'translation')).toBe(true);
  });

  it('sends a t() handed out before, listeners, and a language change waiting for it, to i18next', async () => {
    const startUp = createStartUpTexts(firstTexts('en', first));
    const t = startUp.texts.getFixedT('en', 'translation');
    const added: string[] = [];
    startUp.texts.store.on('added', (language: string, namespace: string) =>
      added.push(`${language}/${namespace}`),
    );
    const switched = startUp.texts.changeLanguage('de');
    const full = i18nextWith('en', first);
    startUp.upgrade(full);
    full.addResourceBundle('en', 'later', later);
    expect(added).toEqual(['en/later']);
    expect(t('status.retry')).toBe(full.t('status.retry'));
    expect(t('status.retry')).not.toBe('');
    await switched;
    expect(startUp.texts.language).toBe('de');
  });

  it('says a missing text in words, and re-renders, when i18next cannot be loaded', () => {
    const startUp = createStartUpTexts(firstTexts('en', first));
    const renders: string[] = [];
    startUp.texts.on('languageChanged laterTextsGaveUp', () => renders.push('render'));
    expect(startUp.texts.t('status.retry')).toBe('');
    startUp.unavailable();
    expect(renders).toEqual(['render']);
    expect(startUp.texts.t('status.retry')).toBe(unavailableTextLine);
    expect(startUp.texts.t('status.reloadPage')).toBe('Reload page');
    expect(startUp.texts.t('actions.pay')).toBe('Pay');
  });

  it('fails a language change, waiting or asked for later, once i18next cannot be loaded', async () => {
    const startUp = createStartUpTexts(firstTexts('en', first));
    const waiting = startUp.texts.changeLanguage('de');
    startUp.unavailable();
    await expect(waiting).rejects.toThrow(/could not be loaded/);
    await expect(startUp.texts.changeLanguage('he')).rejects.toThrow(/could not be loaded/);
    expect(startUp.texts.language).toBe('en');
    // The later texts have nothing more to wait for: no failure (the page asks for them unawaited).
    await expect(startUp.texts.loadNamespaces('later')).resolves.toBeUndefined();
  });

  it('stops calling a listener taken off before i18next came', () => {
    const startUp = createStartUpTexts(firstTexts('en', first));
    const calls: string[] = [];
    const listener = () => calls.push('called');
    startUp.texts.on('languageChanged laterTextsGaveUp', listener);
    startUp.texts.off('languageChanged', listener);
    const full = i18nextWith('en', first);
    startUp.upgrade(full);
    full.emit('languageChanged');
    expect(calls).toEqual([]);
    full.emit('laterTextsGaveUp');
    expect(calls).toEqual(['called']);
  });
});
