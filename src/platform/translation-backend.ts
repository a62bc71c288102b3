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
  /** Told when a language was served from the bundled English, so the page can say it is English. */
  onFallback?: (language: string) => void;
  /** Maps i18next's language (a BCP 47 tag) to the file name's code. */
  fileCodeFor: (language: string) => string;
  /** Pause between attempts, so a flaky network gets a moment to recover. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A minimal i18next backend: GET {baseUrl}{lang}.json (the `later` namespace: {lang}.later.json),
 * retried twice on failure. Written here rather than pulling in i18next-http-backend because it
 * is twenty lines and the whole bundle budget is 100 KB. When the file fails, or has not come
 * after `slowFileMs`, the English shipped in the bundle is loaded too, and whichever arrives first is
 * used; only when both fail does the load fail.
 */
export function createTranslationBackend(options: TranslationBackendOptions): BackendModule {
  const delay = options.retryDelayMs ?? 300;
  const fetchTranslation = async (code: string, namespace: string): Promise<ResourceKey> => {
    const fetcher = options.fetchImpl ?? fetch;
    const url = `${options.baseUrl}${translationFileName(encodeURIComponent(code), namespace)}`;
    // Two more attempts after a failed one (spec section 9).
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
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
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
          if (!answered) options.onFallback?.(language);
          answer(null, data);
        }, failed);
      };
      const slow = setTimeout(english, options.slowFileMs ?? 3000);
      fetchTranslation(options.fileCodeFor(language), namespace).then(
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
