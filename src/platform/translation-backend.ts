import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

export interface TranslationBackendOptions {
  /** Where `{lang}.json` files live, e.g. "/basic/assets/i18n/". */
  baseUrl: string;
  /** Extra attempts after the first failed one (spec section 9: 2). */
  retries?: number;
  /** Maps i18next's language (a BCP 47 tag) to the file name's code; identity by default. */
  fileCodeFor?: (language: string) => string;
  /** Pause between attempts, so a flaky network gets a moment to recover. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A minimal i18next backend: GET {baseUrl}{lang}.json, retried twice on failure. Written here
 * rather than pulling in i18next-http-backend because it is twenty lines and the whole bundle
 * budget is 100 KB.
 */
export function createTranslationBackend(options: TranslationBackendOptions): BackendModule {
  const retries = options.retries ?? 2;
  const delay = options.retryDelayMs ?? 300;
  return {
    type: 'backend',
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      const fetcher = options.fetchImpl ?? fetch;
      const code = options.fileCodeFor ? options.fileCodeFor(language) : language;
      const url = `${options.baseUrl}${encodeURIComponent(code)}.json`;
      const attempt = async (left: number): Promise<void> => {
        try {
          const response = await fetcher(url, { credentials: 'same-origin' });
          if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
          const data: unknown = await response.json();
          if (typeof data !== 'object' || data === null || Array.isArray(data)) {
            throw new Error(`${url} is not a translation object`);
          }
          callback(null, data as ResourceKey);
        } catch (error) {
          if (left > 0) {
            await new Promise((resolve) => setTimeout(resolve, delay));
            return attempt(left - 1);
          }
          // i18next then falls back to English for every key.
          callback(error instanceof Error ? error : new Error(String(error)), false);
        }
      };
      void attempt(retries);
    },
  };
}
