import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { translationFileName } from '@/platform/translation-split';

export interface TranslationBackendOptions {
  /** Where `{lang}.json` and `{lang}.later.json` files live, e.g. "/basic/assets/i18n/". */
  baseUrl: string;
  /** Extra attempts after the first failed one (spec section 9: 2). */
  retries?: number;
  /** The file served in place of a language whose own file cannot be loaded (English). */
  fallbackFileCode?: string;
  /** Told when a language was served from the fallback file, so the page can say it is English. */
  onFallback?: (language: string) => void;
  /** Maps i18next's language (a BCP 47 tag) to the file name's code; identity by default. */
  fileCodeFor?: (language: string) => string;
  /** Pause between attempts, so a flaky network gets a moment to recover. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A minimal i18next backend: GET {baseUrl}{lang}.json (the `later` namespace: {lang}.later.json),
 * retried twice on failure. Written here
 * rather than pulling in i18next-http-backend because it is twenty lines and every byte of the
 * first load counts against its budget.
 */
export function createTranslationBackend(options: TranslationBackendOptions): BackendModule {
  const retries = options.retries ?? 2;
  const delay = options.retryDelayMs ?? 300;
  const fetchTranslation = async (code: string, namespace: string): Promise<ResourceKey> => {
    const fetcher = options.fetchImpl ?? fetch;
    const url = `${options.baseUrl}${translationFileName(encodeURIComponent(code), namespace)}`;
    for (let left = retries; ; left -= 1) {
      try {
        const response = await fetcher(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        const data: unknown = await response.json();
        if (typeof data !== 'object' || data === null || Array.isArray(data)) {
          throw new Error(`${url} is not a translation object`);
        }
        return data as ResourceKey;
      } catch (error) {
        if (left <= 0) throw error instanceof Error ? error : new Error(String(error));
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const code = options.fileCodeFor ? options.fileCodeFor(language) : language;
      const fallback = options.fallbackFileCode;
      fetchTranslation(code, namespace)
        .catch(async (error: unknown) => {
          // One language per load: English is fetched only when the page language could not be.
          if (!fallback || fallback === code) throw error;
          const english = await fetchTranslation(fallback, namespace);
          options.onFallback?.(language);
          return english;
        })
        .then(
          (data) => callback(null, data),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}
