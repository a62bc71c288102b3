import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { translationFileName } from '@/platform/translation-split';

export interface TranslationBackendOptions {
  /** Where `{lang}.json` and `{lang}.later.json` files live, e.g. "/basic/assets/i18n/". */
  baseUrl: string;
  /**
   * The English texts of a namespace shipped inside the bundle (a lazy chunk), served in place of
   * a file that failed or is slow, so the page never shows a raw key for want of a file.
   */
  bundledEnglish: (namespace: string) => Promise<ResourceKey>;
  /** How long a file may take before the bundled English is asked for alongside it. */
  slowFileMs?: number;
  /** Told when a file was served from the bundled English, so the page can say it is English. */
  onFallback?: (language: string, namespace: string) => void;
  /** Maps i18next's language (a BCP 47 tag) to the file name's code. */
  fileCodeFor: (language: string) => string;
  /** Pause between attempts, so a flaky network gets a moment to recover. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  /** Files whose fetch started before i18next asked (fetchEarly): read from here, each once. */
  earlyFiles?: EarlyFiles;
}

/** Fetches started before i18next asked for their file, by the file's address. */
export type EarlyFiles = Map<string, Promise<ResourceKey>>;

type FetchOptions = Pick<TranslationBackendOptions, 'baseUrl' | 'retryDelayMs' | 'fetchImpl'>;

const fileUrl = (options: FetchOptions, code: string, namespace: string) =>
  `${options.baseUrl}${translationFileName(encodeURIComponent(code), namespace)}`;

/** GET one translation file, with two more attempts after a failed one (spec section 9). */
async function fetchTranslation(options: FetchOptions, url: string): Promise<ResourceKey> {
  const fetcher = options.fetchImpl ?? fetch;
  for (let left = 2; ; left -= 1) {
    try {
      const response = await fetcher(url, { credentials: 'same-origin' });
      // The address alone says what failed: the first-load budget has no room for more words.
      if (!response.ok) throw new Error(url);
      const data: unknown = await response.json();
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(url);
      return data as ResourceKey;
    } catch (error) {
      if (left <= 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 300));
    }
  }
}

/**
 * Starts fetching a file (`code`: its file name's language code) before i18next asks for it: the
 * backend reading `early` takes this fetch, with its retries, instead of starting its own.
 */
export function fetchEarly(options: FetchOptions, early: EarlyFiles, code: string, namespace: string): void {
  const url = fileUrl(options, code, namespace);
  if (early.has(url)) return;
  const fetching = fetchTranslation(options, url);
  // Not a failure of its own while nobody has taken it: whoever takes it hears of it.
  fetching.catch(() => undefined);
  early.set(url, fetching);
}

/**
 * A minimal i18next backend: GET {baseUrl}{lang}.json (the `later` namespace: {lang}.later.json),
 * retried twice on failure. Written here rather than pulling in i18next-http-backend because it
 * is twenty lines and the whole bundle budget is 100 KB. When the file fails, or has not come
 * after `slowFileMs`, the English shipped in the bundle is loaded too, and whichever arrives first is
 * used; only when both fail does the load fail.
 */
export function createTranslationBackend(options: TranslationBackendOptions): BackendModule {
  const fetchFile = (code: string, namespace: string): Promise<ResourceKey> => {
    const url = fileUrl(options, code, namespace);
    const early = options.earlyFiles?.get(url);
    // Taken once: a later read of the same file (a reload of it) fetches afresh.
    options.earlyFiles?.delete(url);
    return early ?? fetchTranslation(options, url);
  };
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      let answered = false;
      let sourcesLeft = 2;
      let englishAsked = false;
      const answer: ReadCallback = (error, data) => {
        if (answered) return;
        answered = true;
        callback(error, data);
      };
      const failed = (error: Error) => {
        sourcesLeft -= 1;
        if (sourcesLeft === 0) answer(error, false);
      };
      const english = () => {
        if (englishAsked) return;
        englishAsked = true;
        options.bundledEnglish(namespace).then((data) => {
          if (!answered) options.onFallback?.(language, namespace);
          answer(null, data);
        }, failed);
      };
      const slow = setTimeout(english, options.slowFileMs ?? 3000);
      fetchFile(options.fileCodeFor(language), namespace).then(
        (data) => {
          clearTimeout(slow);
          answer(null, data);
        },
        (error: Error) => {
          clearTimeout(slow);
          english();
          failed(error);
        },
      );
    },
  };
}
