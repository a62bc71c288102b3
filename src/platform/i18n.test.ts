// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitLaterTexts } from '@/core/later-texts';
import {
  applyDocumentLanguage,
  fetchFirstFileEarly,
  laterTextWaitMs,
  loadLaterTexts,
  type StartI18nOptions,
  unavailableTextLine,
} from '@/platform/i18n';
import { changeLanguage } from '@/state/actions/change-language';
import { $language } from '@/state/stores';
import { hasFirstTexts, startI18n } from '@/testing/start-i18n';

const english = readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8');
const german = readFileSync(resolve(process.cwd(), 'public/assets/i18n/de.json'), 'utf8');

/** The bundled English chunk when even it cannot be fetched (no network at all). */
const chunkUnavailable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const hanging = () => new Promise<Response>(() => undefined);

/** A fetch for which every file is `broken` in one way. */
const brokenFiles: Record<string, () => Promise<Response>> = {
  missing: async () => new Response('not found', { status: 404 }),
  'not JSON': async () => new Response('{"card": {"number'),
  'not an object': async () => new Response('"card.number.label"'),
  'never answering': hanging,
};

/**
 * startI18n on the test folder /x/ (what fakeFiles answers) and with no pause between retries,
 * so the tests of failing files do not wait out the page's real delay.
 */
function startFromTestFolder(options: Omit<StartI18nOptions, 'baseUrl' | 'retryDelayMs'>) {
  return startI18n({ baseUrl: '/x/', retryDelayMs: 0, ...options });
}

function fakeFiles(files: Record<string, string>) {
  const requested: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const name = url.split('/').pop() ?? '';
    return name in files ? new Response(files[name]) : new Response('not found', { status: 404 });
  };
  return { requested, fetchImpl: fetchImpl as typeof fetch };
}

describe('the language on <html>', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  // What the browser is told to change: an attribute set to the value it had is a change to it
  // too (Chromium restyles the page for it), so only what differs may be written.
  it.each([
    ['the language the build wrote', 'en', 'ltr', 'en', []],
    ['another left-to-right language', 'en', 'ltr', 'de', ['lang']],
    ['a right-to-left language', 'en', 'ltr', 'he', ['lang', 'dir']],
    ['back to the language the build wrote, from Hebrew', 'he', 'rtl', 'en', ['lang', 'dir']],
    ['Hebrew on a Hebrew page', 'he', 'rtl', 'he', []],
  ] as const)('%s', (_name, lang, dir, language, written) => {
    const root = document.documentElement;
    root.lang = lang;
    root.dir = dir;
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
    applyDocumentLanguage(language);
    const records = observer.takeRecords();
    observer.disconnect();
    expect(records.map((record) => record.attributeName)).toEqual(written);
    expect([root.lang, root.dir]).toEqual([language, language === 'he' ? 'rtl' : 'ltr']);
  });
});

describe('a switch to a language whose file fails', () => {
  // The English from the bundle stands in for the file: the page says it is in English, left to
  // right, or a screen reader reads it with the other language's voice and it is laid out mirrored.
  // One language a row: the page remembers which of its languages came in English.
  it.each([
    [
      'the file comes',
      { 'en.json': english, 'de.json': german },
      'de',
      'de',
      'ltr',
      JSON.parse(german).actions.pay,
    ],
    ['the file of a right-to-left language fails', { 'en.json': english }, 'he', 'en', 'ltr', 'Pay'],
  ] as const)('%s', async (_case, files, switchTo, lang, dir, pay) => {
    $language.set('en');
    const { fetchImpl } = fakeFiles(files);
    const bundledEnglish = async (namespace: string) =>
      namespace === 'translation' ? JSON.parse(english) : {};
    const i18n = await startFromTestFolder({ language: 'en', fetchImpl, bundledEnglish });
    await changeLanguage(i18n, switchTo);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual([lang, dir]);
    expect(i18n.t('actions.pay')).toBe(pay);
  });
});

describe('loading translations', () => {
  it('loads the page language by its spec code and sets <html lang dir>', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'de.json': german, 'en.json': english });
    const i18n = await startI18n({
      language: 'de',
      baseUrl: '/basic/assets/i18n/',
      fetchImpl,
      retryDelayMs: 0,
    });
    expect(i18n.t('card.number.label')).toBe(JSON.parse(german).card.number.label);
    expect(requested).toContain('/basic/assets/i18n/de.json');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('maps ua, cn and no to their files and to proper BCP 47 tags', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'ua.json': english });
    await startFromTestFolder({ language: 'ua', fetchImpl });
    expect(requested).toContain('/x/ua.json');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('retries a missing file twice, then falls back to English and still works', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'en.json': english });
    const i18n = await startFromTestFolder({ language: 'he', fetchImpl });
    expect(requested.filter((url) => url === '/x/he.json')).toHaveLength(3);
    expect(i18n.t('actions.pay')).toBe('Pay');
    // The page is now in English, so it says so to screen readers and lays out left to right.
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows keys rather than crashing when neither the file nor the bundled English can be loaded', async () => {
    const { fetchImpl } = fakeFiles({});
    const i18n = await startFromTestFolder({
      language: 'en',
      fetchImpl,
      bundledEnglish: chunkUnavailable,
    });
    expect(i18n.t('actions.pay')).toBe('actions.pay');
  });

  it('refuses a file that is not a translation object', async () => {
    const { fetchImpl } = fakeFiles({ 'fr.json': '["not", "an", "object"]', 'en.json': english });
    const i18n = await startFromTestFolder({ language: 'fr', fetchImpl });
    expect(i18n.t('actions.pay')).toBe('Pay');
  });
});

describe('the file of a language the address names, fetched before i18next has come', () => {
  it.each([
    // what the early fetch meets → requests of de.json in all, what the page shows after the switch
    ['the file', { 'de.json': german, 'en.json': english }, 1, 'de'],
    // three tries at start-up (spec section 9), none after: the bundled English answers the switch
    ['a missing file', { 'en.json': english }, 3, 'en'],
  ] as const)(
    '%s: i18next takes that fetch, with no request of its own',
    async (_case, files, requests, shown) => {
      const { requested, fetchImpl } = fakeFiles(files);
      const options = {
        language: 'en',
        baseUrl: '/x/',
        retryDelayMs: 0,
        fetchImpl,
        earlyFiles: new Map(),
      } as const;
      fetchFirstFileEarly(options, 'de');
      // Requested now, before i18next exists to ask for it.
      expect(requested).toEqual(['/x/de.json']);
      const i18n = await startI18n(options);
      await i18n.changeLanguage('de');
      expect(requested.filter((url) => url === '/x/de.json')).toHaveLength(requests);
      expect(i18n.t('actions.pay')).toBe(JSON.parse(shown === 'de' ? german : english).actions.pay);
      // Taken once: a later read of the file (a reload of it) asks the server again.
      await i18n.reloadResources('de', 'translation');
      expect(requested.filter((url) => url === '/x/de.json')).toHaveLength(
        requests + (shown === 'de' ? 1 : 3),
      );
    },
  );
});

describe('the English shipped in the bundle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(
    Object.keys(brokenFiles).flatMap((broken) => [
      ['en', broken],
      ['he', broken],
    ]),
  )('stands in for a first-screen file (%s) that is %s: words, never a key', async (language, broken) => {
    const fetchImpl = brokenFiles[broken] as unknown as typeof fetch;
    const bundledEnglish = vi.fn(async (namespace: string) => (namespace === 'translation' ? en : {}));
    const i18n = await startFromTestFolder({
      language: language as 'en' | 'he',
      fetchImpl,
      slowFileMs: 50,
      bundledEnglish,
    });
    expect(bundledEnglish).toHaveBeenCalledWith('translation');
    expect(i18n.t('actions.pay')).toBe('Pay');
    expect(i18n.t('card.number.label')).toBe('Card number');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each([
    ['the file and the bundled English both fail', false],
    ['the bundled English stands in', true],
  ])('hasFirstTexts when %s: %s', async (_case, englishArrives) => {
    const fetchImpl = brokenFiles.missing as unknown as typeof fetch;
    const bundledEnglish = englishArrives ? async () => en : chunkUnavailable;
    const i18n = await startFromTestFolder({
      language: 'de',
      fetchImpl,
      bundledEnglish,
    });
    expect(hasFirstTexts(i18n)).toBe(englishArrives);
  });

  it('is not downloaded when the file comes in time', async () => {
    const { fetchImpl } = fakeFiles({ 'de.json': german });
    const bundledEnglish = vi.fn(async () => en);
    const i18n = await startI18n({ language: 'de', baseUrl: '/x/', fetchImpl, bundledEnglish });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bundledEnglish).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('card.number.label')).toBe(JSON.parse(german).card.number.label);
  });

  it('loses to a slow file that arrives before it', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const fetchImpl = (() =>
      new Promise<Response>((resolve) => {
        arrive = resolve;
      })) as unknown as typeof fetch;
    const started = startI18n({
      language: 'de',
      baseUrl: '/x/',
      fetchImpl,
      slowFileMs: 10,
      bundledEnglish: () => new Promise((resolve) => setTimeout(() => resolve(en), 200)),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    arrive(new Response(german));
    const i18n = await started;
    expect(i18n.t('card.number.label')).toBe(JSON.parse(german).card.number.label);
    expect(document.documentElement.lang).toBe('de');
  });
});

/** A language file as the build writes it for a payment screen: first-screen texts and later ones. */
function built(source: string): { first: string; later: string } {
  const { first, later } = splitLaterTexts(JSON.parse(source) as Record<string, unknown>);
  return { first: JSON.stringify(first), later: JSON.stringify(later) };
}

const en = JSON.parse(english) as Record<string, unknown>;
const enBuilt = built(english);
const de = built(german);
const englishRetry = JSON.parse(english).status.retry as string;
const germanRetry = JSON.parse(german).status.retry as string;

describe('later texts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are fetched only when asked for, and then read through every t() call as before', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'en.json': enBuilt.first, 'en.later.json': enBuilt.later });
    const i18n = await startFromTestFolder({ language: 'en', fetchImpl });
    expect(requested).toEqual(['/x/en.json']);
    expect(i18n.t('card.number.label')).toBe('Card number');
    // On its way: nothing rather than a key.
    expect(i18n.t('status.retry')).toBe('');
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(englishRetry));
    expect(requested).toEqual(['/x/en.json', '/x/en.later.json']);
    expect(i18n.t('status.fixErrors', { count: 2 })).toBe('There are 2 errors in the form.');
    expect(i18n.t('card.number.invalid')).toBe(JSON.parse(english).card.number.invalid);
  });

  it('of a language switched to are loaded with its first file', async () => {
    const { requested, fetchImpl } = fakeFiles({
      'en.json': enBuilt.first,
      'en.later.json': enBuilt.later,
      'de.json': de.first,
      'de.later.json': de.later,
    });
    const i18n = await startFromTestFolder({ language: 'en', fetchImpl });
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(englishRetry));
    await i18n.changeLanguage('de');
    expect(requested).toEqual(expect.arrayContaining(['/x/de.json', '/x/de.later.json']));
    expect(i18n.t('status.retry')).toBe(germanRetry);
  });

  it('that cannot be loaded, nor the bundled English, read as a general line, and are tried once more', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'en.json': enBuilt.first });
    const i18n = await startFromTestFolder({
      language: 'en',
      fetchImpl,
      bundledEnglish: (namespace) => (namespace === 'later' ? chunkUnavailable() : Promise.resolve({})),
    });
    const gaveUp = vi.fn();
    i18n.on('laterTextsGaveUp', gaveUp);
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(unavailableTextLine));
    expect(i18n.t('card.cvv.invalid', { length: '3' })).toBe(unavailableTextLine);
    expect(gaveUp).toHaveBeenCalledTimes(1);
    // The first load's three attempts, then one more load of three: never a loop.
    await vi.waitFor(() => expect(requested.filter((url) => url === '/x/en.later.json')).toHaveLength(6));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested.filter((url) => url === '/x/en.later.json')).toHaveLength(6);
    // The first screen's texts are untouched.
    expect(i18n.t('actions.pay')).toBe('Pay');
  });

  it('that failed once appear when the second try reaches them', async () => {
    let laterRequests = 0;
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const name = String(input).split('/').pop();
      if (name === 'en.json') return new Response(enBuilt.first);
      laterRequests += 1;
      // The first load's three attempts fail; the network is back for the next try.
      return laterRequests <= 3 ? new Response('', { status: 503 }) : new Response(enBuilt.later);
    }) as typeof fetch;
    const i18n = await startFromTestFolder({
      language: 'en',
      fetchImpl,
      bundledEnglish: chunkUnavailable,
    });
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(englishRetry));
    expect(laterRequests).toBe(4);
  });

  it('that fail are said in the bundled English', async () => {
    const { fetchImpl } = fakeFiles({ 'de.json': de.first });
    const i18n = await startFromTestFolder({
      language: 'de',
      fetchImpl,
      bundledEnglish: async (namespace) => (namespace === 'later' ? JSON.parse(enBuilt.later) : {}),
    });
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(englishRetry));
    expect(i18n.t('card.number.label')).toBe(JSON.parse(german).card.number.label);
  });

  /** de.json and de.later.json as an operator might ship them, one text short. */
  const lacking = (key: string) => {
    const [section = '', name = ''] = key.split('.');
    const source = JSON.parse(german) as Record<string, Record<string, unknown>>;
    delete source[section]?.[name];
    return built(JSON.stringify(source));
  };

  it.each([
    ['actions.pay', 'a first-screen text', 'Pay'],
    ['status.retry', 'a later text', englishRetry],
    ['card.number.label', 'a label', 'Card number'],
  ])(
    'missing from a language file (%s, %s) read as their own English text, never another key’s',
    async (key, _kind, englishText) => {
      const files = lacking(key);
      const { fetchImpl } = fakeFiles({ 'de.json': files.first, 'de.later.json': files.later });
      const i18n = await startFromTestFolder({
        language: 'de',
        fetchImpl,
        bundledEnglish: async (namespace) =>
          JSON.parse(namespace === 'later' ? enBuilt.later : enBuilt.first),
      });
      loadLaterTexts(i18n);
      await vi.waitFor(() => expect(i18n.t('status.retry')).not.toBe(''));
      await vi.waitFor(() => expect(i18n.t(key)).toBe(englishText));
      // The texts the file has stay German, and the page still says it is German.
      expect(i18n.t('card.cvv.label')).toBe(JSON.parse(german).card.cvv.label);
      expect(document.documentElement.lang).toBe('de');
    },
  );

  it('missing from a language file, with the English chunk unreachable too, read as the general line', async () => {
    const files = lacking('actions.pay');
    const { fetchImpl } = fakeFiles({ 'de.json': files.first, 'de.later.json': files.later });
    const i18n = await startFromTestFolder({ language: 'de', fetchImpl, bundledEnglish: chunkUnavailable });
    loadLaterTexts(i18n);
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(germanRetry));
    await vi.waitFor(() => expect(i18n.t('actions.pay')).toBe(unavailableTextLine));
  });

  it('that are slow read as the general line after a bounded wait, then as themselves', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const fetchImpl = (async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/en.json')) return new Response(enBuilt.first);
      return new Promise<Response>((resolve) => {
        arrive = resolve;
      });
    }) as typeof fetch;
    const i18n = await startFromTestFolder({
      language: 'en',
      fetchImpl,
      // The chunk is slow too: the file is still the one that answers.
      bundledEnglish: () => new Promise(() => undefined),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    loadLaterTexts(i18n);
    await vi.advanceTimersByTimeAsync(20);
    expect(i18n.t('status.retry')).toBe('');
    await vi.advanceTimersByTimeAsync(laterTextWaitMs);
    expect(i18n.t('status.retry')).toBe(unavailableTextLine);
    vi.useRealTimers();
    arrive(new Response(enBuilt.later));
    await vi.waitFor(() => expect(i18n.t('status.retry')).toBe(englishRetry));
  });
});
