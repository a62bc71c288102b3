import type { i18n } from 'i18next';
import { type FirstTexts, type StartI18nOptions, startFullI18n } from '@/platform/i18n';
import { lazyPart, loadWantedPart } from '@/state/load-part';

/** i18next's code: a lazy chunk of its own (no feature of ours), loaded by the one loader. */
const translationLibrary = lazyPart('i18next', () => import('i18next').then((module) => module.default));

/**
 * i18next, started with the first texts, once its chunk has come: the page asks for the chunk by
 * itself, so by the one loader's rule it asks once more after a pause (state/load-part.ts; a phone
 * that dropped that one request has recovered by then). Undefined once the chunk cannot come (it
 * failed twice; in Firefox a failed module stays failed for the page's life): the page then goes on
 * in the language it has, without a language change, the later texts or the English of a missing
 * text (src/platform/start-up-texts.ts says so). No notice: nothing the shopper asked for is missing.
 */
export async function startTranslationLibrary(
  options: StartI18nOptions,
  first: FirstTexts | undefined,
): Promise<i18n | undefined> {
  const library = await loadWantedPart(translationLibrary);
  return library && startFullI18n(options, first, library);
}
